import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import { payloadClient } from '@/content/payload'
import { getEnv } from '@/env'
import { contentDisposition, DOCUMENT_SAFETY_HEADERS, mayShowInline } from '@/submissions/documentHeaders'

/**
 * Serves a public document under its human name, /documents/{id}/{name}, so
 * links and saved files carry the name staff gave it rather than the stored
 * (generated) one. Access rules are Payload's: anonymous reads only what is
 * public, so what is served here may sit in shared caches. Like applicants'
 * documents, it is downloaded unless it is a picture within the size checks.
 */
export async function serveDocument(idText: string): Promise<Response> {
  const notFound = () => new Response('Document not found.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  if (!/^\d+$/.test(idText)) return notFound()
  const payload = await payloadClient()
  const doc = await payload
    .findByID({ collection: 'documents', id: Number(idText), depth: 0, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  if (!doc?.filename) return notFound()
  const location = path.join(getEnv().dataDir, 'documents', path.basename(doc.filename))
  const stat = await fs.promises.stat(location).catch(() => null)
  if (!stat?.isFile()) return notFound()
  const name = doc.original_filename || doc.filename
  const mimeType = doc.mimeType || 'application/octet-stream'
  const inline = await mayShowInline(location, mimeType, name)
  return new Response(Readable.toWeb(fs.createReadStream(location)) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': mimeType,
      'Content-Length': String(stat.size),
      'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', name),
      'Cache-Control': 'public, max-age=3600',
      ...DOCUMENT_SAFETY_HEADERS,
    },
  })
}
