import path from 'node:path'

import { getPublicDocumentFile } from '@/sides/content/publicDocuments'
import { storedDocumentResponse } from '@/services/applicantFiles/documentResponse'

/**
 * Serves a public document under its human name, /documents/{id}/{name}, so
 * links and saved files carry the name staff gave it rather than the stored
 * (generated) one. Access rules are Payload's: anonymous reads only what is
 * public, so what is served here may sit in shared caches. Like applicants'
 * documents, it is downloaded unless it is a picture within the size checks.
 * It comes from the file store: DATA_DIR/documents, or the bucket.
 */
export async function serveDocument(idText: string): Promise<Response> {
  const notFound = () => new Response('Document not found.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  if (!/^\d+$/.test(idText)) return notFound()
  const doc = await getPublicDocumentFile(Number(idText))
  if (!doc) return notFound()
  const response = await storedDocumentResponse(`documents/${path.basename(doc.filename)}`, {
    mimeType: doc.mimeType,
    name: doc.name,
    cacheControl: 'public, max-age=3600',
  })
  return response ?? notFound()
}
