/**
 * An application's document, for signed-in staff who may read applications.
 * Everyone else gets 404 (not 403), so the address reveals nothing; a
 * request from another site's page gets 403 (src/server/staffReads.mjs).
 *
 * Applicants' files are hostile until opened safely: each is downloaded,
 * except JPEG and PNG pictures within the pixel limits, which open in the
 * browser. It goes with the type found when it was checked, never sniffed,
 * in a sandbox, and kept in no cache. With S3_BUCKET set it is streamed from
 * the private bucket through here: the bucket's address is never handed out.
 *
 * The staff side: neither the public read side (src/sides/content, anonymous and
 * cached) nor the forms' write side; it reads what the write side stored, as
 * the signed-in user, under that user's access rules.
 */
import { roleOf } from '@/services/access'
import { recordAudit } from '@/services/audit/record'
import { payloadClient } from '@/model/payloadClient'
import { crossSiteReadResponse, fromAnotherSite } from '@/server/staffReads.mjs'
import { storedDocumentResponse } from '@/services/applicantFiles/documentResponse'
import { mimeOfStoredName } from '@/services/applicantFiles/fileTypes'
import { storedDocumentKey } from '@/services/applicantFiles/places'

const notFound = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })

/** /staff-documents/{application}/{file}: the document stored as `file` in degree application `application`. */
export async function serveApplicationDocument(request: Request, application: string, file: string): Promise<Response> {
  const payload = await payloadClient()
  // Before the audit log is written: a page on a sibling site could have the cookie sent with an image tag.
  if (fromAnotherSite(request.headers, payload.config.csrf)) return crossSiteReadResponse()
  const { user } = await payload.auth({ headers: request.headers })
  const role = roleOf(user)
  if (!user || (role !== 'admin' && role !== 'admissions')) return notFound()

  const doc = await payload
    .findByID({ collection: 'degree-applications', id: application, depth: 0, overrideAccess: false, user, disableErrors: true })
    .catch(() => null)
  const document = doc?.documents?.find((entry) => entry.stored_name === file)
  const key = document ? storedDocumentKey(document.stored_name) : null
  if (!document || !key) return notFound()

  // On record before a byte goes out; a download that cannot be recorded does not happen.
  try {
    await recordAudit(payload, {
      action: 'document_download',
      user,
      headers: request.headers,
      subject: `Degree application ${doc?.reference ?? application}: ${document.field}`,
      detail: { application: doc?.id, stored_name: document.stored_name },
    })
  } catch {
    return new Response('The download could not be recorded in the audit log. Please try again in a moment.', {
      status: 503,
      headers: { 'Cache-Control': 'no-store', 'Retry-After': '30' },
    })
  }

  // The type the checks gave it, read from the name the server chose (the record's text fields can be edited).
  // Pictures are checked again when sent: documents stored before the size checks existed were never checked.
  const response = await storedDocumentResponse(key, {
    mimeType: mimeOfStoredName(document.stored_name),
    name: document.original_filename,
    cacheControl: 'private, no-store',
  })
  return response ?? notFound()
}
