/**
 * A stored document sent to a browser from the file store, with the headers
 * of src/services/applicantFiles/documentHeaders.ts. Pictures that could open in the
 * browser are read whole (at most 10 MB) to check their size before deciding;
 * everything else streams.
 */
import { contentDisposition, DOCUMENT_SAFETY_HEADERS, mayBeInline, mayShowInline } from '@/services/applicantFiles/documentHeaders'

import { fileStore } from '@/services/storage/fileStore'

/** Null when the store has no file under `key`. */
export async function storedDocumentResponse(
  key: string,
  options: { mimeType: string; name: string; cacheControl: string },
): Promise<Response | null> {
  const { mimeType, name, cacheControl } = options
  const store = fileStore()
  let body: ReadableStream<Uint8Array> | Uint8Array
  let size: number
  let inline = false
  if (mayBeInline(mimeType)) {
    const bytes = await store.readAll(key)
    if (!bytes) return null
    inline = await mayShowInline(bytes, mimeType, name)
    body = new Uint8Array(bytes)
    size = bytes.length
  } else {
    const file = await store.open(key)
    if (!file) return null
    body = file.body
    size = file.size
  }
  return new Response(body as BodyInit, {
    headers: {
      'Content-Type': mimeType,
      'Content-Length': String(size),
      'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', name),
      'Cache-Control': cacheControl,
      ...DOCUMENT_SAFETY_HEADERS,
    },
  })
}
