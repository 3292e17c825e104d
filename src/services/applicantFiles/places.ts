/**
 * Where submitted documents live: under the key `private/applications/<name>`
 * in the site's file store (src/services/storage/fileStore.ts), that is DATA_DIR/private
 * on disk or a private bucket, which nothing serves as it is. Staff read them
 * through /staff-documents, which checks who asks. Uploads in progress are
 * always on this machine's disk, in DATA_DIR/private/incoming.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { getEnv } from '@/settings'

function privateDir(...parts: string[]): string {
  return path.join(getEnv().dataDir, 'private', ...parts)
}

export const documentsDir = () => privateDir('applications')
/** Uploads in progress; each request has its own folder, removed when it ends. */
export const incomingDir = () => privateDir('incoming')

/** The file store's folder for applicants' documents. */
export const DOCUMENTS_FOLDER = 'private/applications'

const isStoredName = (storedName: string) => /^[0-9a-f-]{36}\.(jpg|jpeg|png|pdf|docx)$/.test(storedName)

/** A stored document's key in the file store, refusing names the site never makes. */
export function storedDocumentKey(storedName: string): string | null {
  return isStoredName(storedName) ? `${DOCUMENTS_FOLDER}/${storedName}` : null
}

/** A stored document's path on disk (without S3_BUCKET), refusing names that could step outside the folder. */
export function storedDocumentPath(storedName: string): string | null {
  return isStoredName(storedName) ? path.join(documentsDir(), storedName) : null
}

export async function removeQuietly(target: string): Promise<void> {
  await fs.rm(target, { recursive: true, force: true }).catch(() => undefined)
}

/** A file name as the visitor's computer had it, without folders or control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const cleaned = Array.from(base.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim()).slice(-200).join('')
  return cleaned || 'document'
}
