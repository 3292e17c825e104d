/**
 * An application's document, for signed-in staff who may read applications.
 * Everyone else gets 404 (not 403), so the address reveals nothing.
 *
 * Applicants' files are hostile until opened safely: each is downloaded,
 * except JPEG and PNG pictures within the pixel limits, which open in the
 * browser. It goes with the type found when it was checked, never sniffed,
 * in a sandbox, and kept in no cache.
 */
import fs from 'node:fs'
import { Readable } from 'node:stream'

import { roleOf } from '@/access'
import { payloadClient } from '@/content/payload'
import { contentDisposition, DOCUMENT_SAFETY_HEADERS, mayShowInline } from '@/submissions/documentHeaders'
import { mimeOfStoredName } from '@/submissions/fileTypes'
import { storedDocumentPath } from '@/submissions/storage'

export const dynamic = 'force-dynamic'

const notFound = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })

export async function GET(request: Request, { params }: { params: Promise<{ application: string; file: string }> }) {
  const { application, file } = await params
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const role = roleOf(user)
  if (!user || (role !== 'admin' && role !== 'admissions')) return notFound()

  const doc = await payload
    .findByID({ collection: 'degree-applications', id: application, depth: 0, overrideAccess: false, user, disableErrors: true })
    .catch(() => null)
  const document = doc?.documents?.find((entry) => entry.stored_name === file)
  const filePath = document ? storedDocumentPath(document.stored_name) : null
  if (!document || !filePath || !fs.existsSync(filePath)) return notFound()

  const stat = await fs.promises.stat(filePath)
  const name = document.original_filename
  // The type the checks gave it, read from the name the server chose (the record's text fields can be edited).
  const mimeType = mimeOfStoredName(document.stored_name)
  // Checked again here: documents stored before the size checks existed were never checked.
  const inline = await mayShowInline(filePath, mimeType, name)
  return new Response(Readable.toWeb(fs.createReadStream(filePath)) as ReadableStream, {
    headers: {
      'Content-Type': mimeType,
      'Content-Length': String(stat.size),
      'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', name),
      'Cache-Control': 'private, no-store',
      ...DOCUMENT_SAFETY_HEADERS,
    },
  })
}
