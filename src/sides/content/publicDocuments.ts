/** Public documents by id, for /documents/{id}/{name}. */
import { payloadClient } from '@/model/payloadClient'

export type PublicDocumentFile = { filename: string; mimeType: string; name: string }

/**
 * The stored file of a document the public may read, or null. Access rules are
 * Payload's: anonymous reads only what is public. Not cached: the download
 * route asks once per request and the answer must follow the record at once.
 */
export async function getPublicDocumentFile(documentId: number): Promise<PublicDocumentFile | null> {
  const payload = await payloadClient()
  const doc = await payload
    .findByID({ collection: 'documents', id: documentId, depth: 0, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  if (!doc?.filename) return null
  return { filename: doc.filename, mimeType: doc.mimeType || 'application/octet-stream', name: doc.original_filename || doc.filename }
}
