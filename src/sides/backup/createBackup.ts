/**
 * `npm run backup`: one dated archive of everything that cannot be rebuilt,
 * the database and every uploaded file, taken while the site serves.
 *
 * Consistent by construction: the database is snapshotted first, then exactly
 * the files the snapshot's records name are taken. The site stores a
 * submission's files before its record, so every file a record in the
 * snapshot names exists; the files of submissions that came after the
 * snapshot are not named, and not taken. A file deleted between the snapshot
 * and its copy (staff removed a picture) makes the try start again.
 *
 * The archive is written under a temporary name (starting with a dot) and
 * published under its final name by a hard link only once it is complete
 * and on disk, so a backup stopped half-way never looks like a good one.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { Transform } from 'node:stream'

import * as tar from 'tar'

import type { BackupSettings, S3Settings } from '@/settings'
import { privateFolder } from '@/server/privateFiles.mjs'
import { archiveName, completeArchives } from '@/services/storage/backupArchives'

import { snapshotPostgres } from './postgres'
import type { Snapshot } from './snapshot'
import { snapshotSqlite } from './sqlite'
import { encryptingStream } from './encryption'
import { uploadedFiles, type UploadedFiles } from './uploadedFiles'

/** 2: sign-in secrets left out; on PostgreSQL the rows that held them beside the dump (`database.tables`). */
export const MANIFEST_FORMAT = 'campus-backup/2'
/** The formats a restore reads: 1 is the same archive before the sign-in secrets were taken out. */
export const READABLE_FORMATS = ['campus-backup/1', MANIFEST_FORMAT] as const

export type Manifest = {
  format: (typeof READABLE_FORMATS)[number]
  createdAt: string
  database: {
    kind: 'sqlite' | 'postgres'
    entry: string
    size: number
    sha256: string
    pgDumpMajor?: number
    /** PostgreSQL: tables whose rows are in files of their own beside the dump. */
    tables?: { table: string; entry: string; size: number; sha256: string }[]
  }
  /** Where the files were taken from; a restore may put them in either. */
  storage: 'disk' | 's3'
  /** Rows per table of the database (each collection's table, its lists and relations). */
  records: Record<string, number>
  files: { key: string; size: number; sha256: string }[]
}

export type SiteSettings = {
  databaseKind: 'sqlite' | 'postgres'
  databaseUrl: string | undefined
  /** The SQLite file (DATA_DIR/campus.db). */
  sqlitePath: string
  dataDir: string
  s3: S3Settings | undefined
  backup: BackupSettings
}

export async function sha256Of(file: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256')
  let size = 0
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer)
    size += (chunk as Buffer).length
  }
  return { sha256: hash.digest('hex'), size }
}

class FileVanished extends Error {}

async function fsyncPath(target: string): Promise<void> {
  const handle = await fs.promises.open(target, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Snapshot, files, manifest in `work`; throws FileVanished when a named file is gone. */
async function gather(site: SiteSettings, files: UploadedFiles, work: string, now: Date): Promise<Manifest> {
  const databaseDir = path.join(work, 'database')
  const filesDir = path.join(work, 'files')
  await fs.promises.mkdir(databaseDir, { recursive: true })
  await fs.promises.mkdir(filesDir, { recursive: true })
  const snapshot: Snapshot =
    site.databaseKind === 'postgres' ? await snapshotPostgres(site.databaseUrl as string, databaseDir) : await snapshotSqlite(site.sqlitePath, databaseDir)
  const listed: Manifest['files'] = []
  for (const key of snapshot.fileKeys) {
    const target = path.join(filesDir, ...key.split('/'))
    if (!(await files.fetch(key, target))) throw new FileVanished(`${key} is named by the database but is not in ${files.where}`)
    listed.push({ key, ...(await sha256Of(target)) })
  }
  const database = await sha256Of(path.join(databaseDir, snapshot.entry))
  const tables: NonNullable<Manifest['database']['tables']> = []
  for (const rows of snapshot.tables ?? []) tables.push({ ...rows, ...(await sha256Of(path.join(databaseDir, rows.entry))) })
  return {
    format: MANIFEST_FORMAT,
    createdAt: now.toISOString(),
    database: {
      kind: site.databaseKind,
      entry: snapshot.entry,
      ...database,
      ...(snapshot.pgDumpMajor ? { pgDumpMajor: snapshot.pgDumpMajor } : {}),
      ...(tables.length > 0 ? { tables } : {}),
    },
    storage: site.s3 ? 's3' : 'disk',
    records: snapshot.records,
    files: listed,
  }
}

export type BackupResult = { file: string; manifest: Manifest; removed: string[] }

/** Said on every run without a passphrase: the archive holds every applicant's documents and data, readable by whoever gets the file. */
export const UNENCRYPTED_WARNING =
  'BACKUP_PASSPHRASE is not set: this archive is NOT encrypted. Anyone who can read the file reads every application, document and staff account in it. Set BACKUP_PASSPHRASE (docs/operations.md, "Backups").'

/**
 * Writes one archive into the backup folder and returns its path. `now` gives
 * the archive's date (a test's fake clock); `onStage` is told what it is doing.
 */
export async function createBackup(
  site: SiteSettings,
  options: { now?: () => Date; log?: (message: string) => void; warn?: (message: string) => void; files?: UploadedFiles; tries?: number } = {},
): Promise<BackupResult> {
  const { now = () => new Date(), log = () => {}, warn = log, tries = 3 } = options
  const { dir, passphrase, keep } = site.backup
  if (passphrase === undefined) warn(UNENCRYPTED_WARNING)
  privateFolder(dir, 'BACKUP_DIR')
  const files = options.files ?? uploadedFiles(site)
  try {
    for (let attempt = 1; ; attempt += 1) {
      const time = now()
      const name = archiveName(time, passphrase !== undefined)
      const work = await fs.promises.mkdtemp(path.join(dir, `.${name}.work-`))
      const partial = path.join(dir, `.${name}.${process.pid}.partial`)
      try {
        log(`Taking a snapshot of the ${site.databaseKind === 'postgres' ? 'PostgreSQL' : 'SQLite'} database and the files it names`)
        const manifest = await gather(site, files, work, time)
        await fs.promises.writeFile(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2))
        log(`Writing ${manifest.files.length} files and the database into the archive`)
        const steps: (NodeJS.ReadableStream | Transform | NodeJS.WritableStream)[] = [
          tar.c({ cwd: work, gzip: true, portable: true }, ['manifest.json', 'database', 'files']) as unknown as NodeJS.ReadableStream,
        ]
        if (passphrase !== undefined) steps.push(await encryptingStream(passphrase))
        steps.push(fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }))
        await (pipeline as (...streams: unknown[]) => Promise<void>)(...steps)
        await fsyncPath(partial)
        const final = path.join(dir, name)
        // A link never replaces an existing archive, where a rename would.
        await fs.promises.link(partial, final)
        await fs.promises.rm(partial, { force: true })
        await fsyncPath(dir)
        const removed = keep === undefined ? [] : await pruneArchives(dir, keep)
        return { file: final, manifest, removed }
      } catch (error) {
        if (error instanceof FileVanished && attempt < tries) {
          log(`${error.message} (deleted while the backup ran): starting again`)
          continue
        }
        if (error instanceof FileVanished) throw new Error(`${error.message}, ${tries} times over: files are being deleted faster than the backup runs.`)
        throw error
      } finally {
        await fs.promises.rm(work, { recursive: true, force: true, maxRetries: 10 }).catch(() => undefined)
        await fs.promises.rm(partial, { force: true }).catch(() => undefined)
      }
    }
  } finally {
    files.close()
  }
}

/** Removes the oldest complete archives beyond `keep`; temporary ones are never touched. */
export async function pruneArchives(dir: string, keep: number): Promise<string[]> {
  const archives = await completeArchives(dir)
  const removed = archives.slice(0, Math.max(0, archives.length - keep))
  for (const name of removed) await fs.promises.rm(path.join(dir, name), { force: true })
  return removed
}
