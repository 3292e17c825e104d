/** Creates the demo uploads (pictures, documents, videos) through the Local API. */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Payload } from 'payload'

import { makePdf } from './pdf'

/**
 * A new object for every call: Payload keeps a request's context object and
 * the S3 adapter marks it while it saves (skipCloudStorage), so one object
 * shared by all calls left every upload after the first out of the bucket.
 */
export const seedContext = () => ({ disableRevalidate: true })

const assetsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets')

export async function uploadImage(payload: Payload, name: string, alt: string, data: Buffer): Promise<number> {
  const mimetype = name.endsWith('.png') ? 'image/png' : 'image/jpeg'
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype, name, size: data.length },
    context: seedContext(),
  })
  return doc.id
}

export async function uploadPdf(payload: Payload, title: string, paragraphs: string[]): Promise<number> {
  const data = makePdf(title, paragraphs)
  const name = `${title.replace(/[^A-Za-z0-9]+/g, ' ').trim().replace(/ /g, '_')}.pdf`
  const doc = await payload.create({
    collection: 'documents',
    data: { title },
    file: { data, mimetype: 'application/pdf', name, size: data.length },
    context: seedContext(),
  })
  return doc.id
}

export async function uploadCsv(payload: Payload, title: string, rows: string[][]): Promise<number> {
  const data = Buffer.from(rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\r\n') + '\r\n')
  const name = `${title.replace(/[^A-Za-z0-9]+/g, ' ').trim().replace(/ /g, '_')}.csv`
  const doc = await payload.create({
    collection: 'documents',
    data: { title },
    file: { data, mimetype: 'text/csv', name, size: data.length },
    context: seedContext(),
  })
  return doc.id
}

/** The short demo clips kept in src/sides/seed/assets. */
export async function uploadVideo(payload: Payload, fileName: string, title: string): Promise<number> {
  const data = fs.readFileSync(path.join(assetsDir, fileName))
  const doc = await payload.create({
    collection: 'videos',
    data: { title },
    file: { data, mimetype: 'video/mp4', name: fileName, size: data.length },
    context: seedContext(),
  })
  return doc.id
}
