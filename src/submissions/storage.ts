/**
 * Where submitted documents live: DATA_DIR/private, which no route serves
 * statically. Staff read them through /staff-documents, which checks who asks.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { getEnv } from '@/env'

export function privateDir(...parts: string[]): string {
  return path.join(getEnv().dataDir, 'private', ...parts)
}

export const documentsDir = () => privateDir('applications')
/** Uploads in progress; each request has its own folder, removed when it ends. */
export const incomingDir = () => privateDir('incoming')

/** A stored document's path, refusing names that could step outside the folder. */
export function storedDocumentPath(storedName: string): string | null {
  if (!/^[0-9a-f-]{36}\.(jpg|jpeg|png|pdf|docx)$/.test(storedName)) return null
  return path.join(documentsDir(), storedName)
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
