/**
 * Uploads in progress live in DATA_DIR/private/incoming, one folder per
 * request, removed when the request ends (multipart.ts, forms/degreeApplication.ts). A
 * server killed mid-upload never gets to remove its folders, so:
 *
 * - at start everything in the folder goes: no upload of this server can be
 *   in progress yet, and the folder belongs to one server (see
 *   docs/decisions/010-applicant-documents.md);
 * - then, on a timer, folders nothing has been written to for longer than an
 *   upload may take go too.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { incomingDir, removeQuietly } from '@/services/applicantFiles/places'

/** Longer than any upload takes: 30 MB at 10 KB/s is under an hour. */
export const MAX_UPLOAD_AGE_MS = 60 * 60 * 1000
const CLEANUP_INTERVAL_MS = 10 * 60 * 1000

async function entries(folder: string): Promise<string[]> {
  try {
    return await fs.readdir(folder)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

/** The last time anything was written in an upload's folder: the folder itself or one of its files. */
async function lastWritten(target: string): Promise<number | undefined> {
  const stat = await fs.lstat(target).catch(() => undefined)
  if (!stat) return undefined
  let latest = stat.mtimeMs
  if (stat.isDirectory()) {
    for (const name of await entries(target)) {
      const child = await fs.lstat(path.join(target, name)).catch(() => undefined)
      if (child) latest = Math.max(latest, child.mtimeMs)
    }
  }
  return latest
}

/** Removes everything in the incoming folder; answers how many entries went. */
export async function clearIncoming(folder: string = incomingDir()): Promise<number> {
  const names = await entries(folder)
  await Promise.all(names.map((name) => removeQuietly(path.join(folder, name))))
  return names.length
}

/** Removes the upload folders not written to for `maxAgeMs`; answers their names. */
export async function sweepIncoming(
  options: { folder?: string; maxAgeMs?: number; now?: () => number } = {},
): Promise<string[]> {
  const { folder = incomingDir(), maxAgeMs = MAX_UPLOAD_AGE_MS, now = Date.now } = options
  const removed: string[] = []
  for (const name of await entries(folder)) {
    const written = await lastWritten(path.join(folder, name))
    if (written !== undefined && now() - written > maxAgeMs) {
      await removeQuietly(path.join(folder, name))
      removed.push(name)
    }
  }
  return removed
}

/**
 * Clears the folder, then sweeps it every `intervalMs`. The timer never keeps
 * the process alive; clear it with clearInterval to stop.
 */
export async function startIncomingCleanup(
  options: { folder?: string; maxAgeMs?: number; intervalMs?: number; now?: () => number } = {},
): Promise<NodeJS.Timeout> {
  const { intervalMs = CLEANUP_INTERVAL_MS, ...sweepOptions } = options
  const folder = sweepOptions.folder ?? incomingDir()
  const cleared = await clearIncoming(folder)
  if (cleared > 0) console.info(`Removed ${cleared} unfinished upload(s) left by an earlier run.`)
  const timer = setInterval(() => {
    sweepIncoming({ ...sweepOptions, folder })
      .then((removed) => {
        if (removed.length > 0) console.info(`Removed ${removed.length} abandoned upload(s).`)
      })
      .catch((error: unknown) => console.error('Cleaning the incoming uploads failed:', error))
  }, intervalMs)
  timer.unref()
  return timer
}
