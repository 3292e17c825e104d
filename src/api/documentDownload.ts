import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import { payloadClient } from '@/content/payload'
import { getEnv } from '@/env'

/**
 * Serves a public document under its human name, /documents/{id}/{name}, so
 * links and saved files carry the name staff gave it rather than the stored
 * (generated) one. Access rules are Payload's: anonymous reads only what is public.
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
  return new Response(Readable.toWeb(fs.createReadStream(location)) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': doc.mimeType || 'application/octet-stream',
      'Content-Length': String(stat.size),
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
