/**
 * Backup archives in BACKUP_DIR: their names, which carry the time they were
 * made, and which of them are complete. Shared by the backup (src/sides/backup)
 * and the figures an operator watches (src/sides/health/figures.ts).
 */
import fs from 'node:fs'

const ARCHIVE_NAME = /^campus-backup-(\d{4}-\d{2}-\d{2}T\d{6}\.\d{3}Z)\.tar\.gz(\.enc)?$/

/** campus-backup-2026-12-01T020000.123Z.tar.gz: sorts by time, readable, no colons. */
export function archiveName(time: Date, encrypted: boolean): string {
  const stamp = time.toISOString().replace(/:/g, '')
  return `campus-backup-${stamp}.tar.gz${encrypted ? '.enc' : ''}`
}

/** The complete archives in `dir`, oldest first. Temporary ones (a dot first) are never among them. */
export async function completeArchives(dir: string): Promise<string[]> {
  const names = await fs.promises.readdir(dir).catch(() => [] as string[])
  return names.filter((name) => ARCHIVE_NAME.test(name)).sort()
}

/** When a complete archive was made, read from its name. */
export function archiveTime(name: string): Date | null {
  const stamp = ARCHIVE_NAME.exec(name)?.[1]
  if (!stamp) return null
  const time = new Date(stamp.replace(/T(\d{2})(\d{2})(\d{2})/, 'T$1:$2:$3'))
  return Number.isNaN(time.getTime()) ? null : time
}
