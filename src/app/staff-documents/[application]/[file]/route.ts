/**
 * An application's document, for signed-in staff who may read applications.
 * Everyone else gets 404 (not 403), so the address reveals nothing.
 */
import fs from 'node:fs'
import { Readable } from 'node:stream'

import { roleOf } from '@/access'
import { payloadClient } from '@/content/payload'
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
  const asciiName = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  // Pictures and PDFs open in the browser; anything else is downloaded.
  const inline = document.mime_type.startsWith('image/') || document.mime_type === 'application/pdf'
  return new Response(Readable.toWeb(fs.createReadStream(filePath)) as ReadableStream, {
    headers: {
      'Content-Type': document.mime_type,
      'Content-Length': String(stat.size),
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  })
}
