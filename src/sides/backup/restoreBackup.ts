/**
 * `npm run restore -- FILE [--replace]`: puts an archive of `npm run backup`
 * back into an empty target (DATA_DIR, or the database and the bucket).
 *
 * Nothing of the target is touched until the whole archive has been read and
 * checked: it is unpacked into a private folder beside DATA_DIR (decrypted on
 * the way, each chunk authenticated), and every file's size and SHA-256, the
 * database's own, and the database's row counts are compared with the
 * manifest. A cut-off, changed or wrongly decrypted archive stops there, with
 * the target as it was. A target that holds data is refused, unless
 * `--replace` is given: then the old data is first moved aside, whole.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'

import * as tar from 'tar'

import { privateFolder } from '@/server/privateFiles.mjs'

import { READABLE_FORMATS, sha256Of, type Manifest, type SiteSettings } from './createBackup'
import { ArchiveRefused, decryptingStream, isEncrypted } from './encryption'
import { firstBytes, uploadedFiles } from './uploadedFiles'
import { checkPostgresDump, describePostgres, movePostgresAside, postgresIsEmpty, restorePostgres } from './postgres'
import { checkSqliteFile, describeSqlite, restoreSqlite } from './sqlite'

export { ArchiveRefused }

/** The target holds data and --replace was not given. */
export class TargetNotEmpty extends Error {}

export type RestoreResult = { manifest: Manifest; movedAside: string[] }

type Target = { database: boolean; files: string[] }

/** What the target holds now: a database, and the keys of its files. */
async function targetContents(site: SiteSettings, files: ReturnType<typeof uploadedFiles>): Promise<Target> {
  const database = site.databaseKind === 'postgres' ? !(await postgresIsEmpty(site.databaseUrl as string)) : fs.existsSync(site.sqlitePath)
  return { database, files: await files.list() }
}

function sameCounts(expected: Record<string, number>, found: Record<string, number>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(found)])
  return [...names].filter((name) => expected[name] !== found[name]).map((name) => `${name}: ${expected[name] ?? 'none'} in the manifest, ${found[name] ?? 'none'} found`)
}

/** Unpacks the archive into `staging` (never the target), decrypting and authenticating it on the way. */
async function unpack(archive: string, passphrase: string | undefined, staging: string): Promise<void> {
  const encrypted = isEncrypted(await firstBytes(archive, 16))
  if (encrypted && passphrase === undefined) throw new ArchiveRefused('This archive is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with.')
  const steps: unknown[] = [fs.createReadStream(archive)]
  if (encrypted) steps.push(decryptingStream(passphrase as string))
  steps.push(createGunzip())
  steps.push(
    tar.x({
      cwd: staging,
      strict: true,
      // Only plain files and folders, nothing outside the staging folder (node-tar refuses ../ and absolute paths itself).
      filter: (_entry, stat) => 'type' in stat && (stat.type === 'File' || stat.type === 'Directory'),
    }),
  )
  try {
    await (pipeline as (...streams: unknown[]) => Promise<void>)(...steps)
  } catch (error) {
    if (error instanceof ArchiveRefused) throw error
    const message = (error as Error).message
    throw new ArchiveRefused(
      /unexpected end|TAR_BAD_ARCHIVE|truncated/i.test(message)
        ? `The archive is cut short (${message}): a backup that did not finish, or a copy that stopped.`
        : `The archive is damaged and cannot be unpacked: ${message}`,
    )
  }
}

/** Checks the unpacked archive against its manifest; returns the manifest and, for PostgreSQL, the dump's table of contents. */
async function check(staging: string, site: SiteSettings): Promise<{ manifest: Manifest; toc?: string }> {
  let manifest: Manifest
  try {
    manifest = JSON.parse(await fs.promises.readFile(path.join(staging, 'manifest.json'), 'utf8')) as Manifest
  } catch {
    throw new ArchiveRefused('The archive has no readable manifest: it is cut short, damaged, or not an archive of this site.')
  }
  if (!(READABLE_FORMATS as readonly string[]).includes(manifest.format)) throw new ArchiveRefused(`The archive's format is ${String(manifest.format)}, not one of ${READABLE_FORMATS.join(', ')}.`)
  if (manifest.database.kind !== site.databaseKind) {
    throw new ArchiveRefused(
      manifest.database.kind === 'postgres'
        ? 'The archive holds a PostgreSQL database: set DATABASE_URL to an empty PostgreSQL database to restore it.'
        : 'The archive holds a SQLite database: unset DATABASE_URL to restore it into DATA_DIR.',
    )
  }
  const problems: string[] = []
  const expectFile = async (file: string, expected: { size: number; sha256: string }, what: string) => {
    const found = await sha256Of(file).catch(() => null)
    if (!found) problems.push(`${what} is missing`)
    else if (found.size !== expected.size || found.sha256 !== expected.sha256) problems.push(`${what} differs from the manifest (SHA-256 or size)`)
  }
  if (!/^[a-z]+\.[a-z]+$/.test(manifest.database.entry)) throw new ArchiveRefused('The manifest names its database oddly.')
  await expectFile(path.join(staging, 'database', manifest.database.entry), manifest.database, 'the database')
  for (const rows of manifest.database.tables ?? []) {
    if (manifest.database.kind !== 'postgres' || !/^[a-z_]+$/.test(rows.table) || rows.entry !== `${rows.table}.json`) throw new ArchiveRefused('The manifest names its database tables oddly.')
    await expectFile(path.join(staging, 'database', rows.entry), rows, `the rows of ${rows.table}`)
  }
  const listed = new Set<string>()
  for (const entry of manifest.files) {
    if (!/^[a-z]+(\/[a-z]+)*\/[^./\\][^/\\]*$/.test(entry.key)) throw new ArchiveRefused(`The manifest names a file the site would not make: ${JSON.stringify(entry.key)}`)
    listed.add(entry.key)
    await expectFile(path.join(staging, 'files', ...entry.key.split('/')), entry, entry.key)
  }
  const present: string[] = []
  const walk = async (folder: string, prefix: string) => {
    for (const item of await fs.promises.readdir(folder, { withFileTypes: true }).catch(() => [])) {
      if (item.isDirectory()) await walk(path.join(folder, item.name), `${prefix}${item.name}/`)
      else present.push(`${prefix}${item.name}`)
    }
  }
  await walk(path.join(staging, 'files'), '')
  for (const key of present) if (!listed.has(key)) problems.push(`${key} is in the archive but not in its manifest`)
  if (problems.length > 0) throw new ArchiveRefused(`The archive does not match its manifest:\n  ${problems.slice(0, 20).join('\n  ')}${problems.length > 20 ? `\n  and ${problems.length - 20} more` : ''}`)

  const databaseFile = path.join(staging, 'database', manifest.database.entry)
  if (manifest.database.kind === 'sqlite') {
    const described = await checkSqliteFile(databaseFile)
    const differences = sameCounts(manifest.records, described.records)
    if (differences.length > 0) throw new ArchiveRefused(`The archive's database does not hold what its manifest counts:\n  ${differences.join('\n  ')}`)
    const unnamed = described.fileKeys.filter((key) => !listed.has(key))
    if (unnamed.length > 0) throw new ArchiveRefused(`The archive's database names files the archive does not hold: ${unnamed.slice(0, 5).join(', ')}`)
    return { manifest }
  }
  return { manifest, toc: await checkPostgresDump(databaseFile, manifest.database.pgDumpMajor) }
}

/** A folder beside DATA_DIR (so that files are moved in, not copied) that only this process can read. */
async function stagingFolder(dataDir: string): Promise<string> {
  const parent = path.dirname(dataDir)
  await fs.promises.mkdir(parent, { recursive: true })
  const folder = await fs.promises.mkdtemp(path.join(parent, `.${path.basename(dataDir)}-restore-`))
  await fs.promises.chmod(folder, 0o700)
  return folder
}

const asideLabel = (time: Date) => time.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'z').toLowerCase()

export async function restoreBackup(
  site: SiteSettings,
  archive: string,
  options: { replace?: boolean; now?: () => Date; log?: (message: string) => void } = {},
): Promise<RestoreResult> {
  const { replace = false, now = () => new Date(), log = () => {} } = options
  if (!fs.existsSync(archive)) throw new Error(`There is no archive at ${archive}.`)
  const files = uploadedFiles(site)
  const staging = await stagingFolder(site.dataDir)
  try {
    const before = await targetContents(site, files)
    const holdsData = before.database || before.files.length > 0
    if (holdsData && !replace) {
      const what = [before.database ? 'a database' : '', before.files.length > 0 ? `${before.files.length} files in ${files.where}` : ''].filter(Boolean).join(' and ')
      throw new TargetNotEmpty(`The target is not empty (${what}). Restore into an empty one, or give --replace to move the present data aside first.`)
    }

    log('Reading and checking the whole archive before anything is written')
    await unpack(archive, site.backup.passphrase, staging)
    const { manifest, toc } = await check(staging, site)
    log(`The archive checks out: ${manifest.files.length} files and the database of ${manifest.createdAt}`)

    const movedAside: string[] = []
    if (holdsData) {
      const label = asideLabel(now())
      const diskHoldsData = (site.databaseKind === 'sqlite' && before.database) || (!site.s3 && before.files.length > 0)
      if (diskHoldsData) {
        const aside = `${site.dataDir}.before-restore-${label}`
        await fs.promises.rename(site.dataDir, aside)
        await fs.promises.mkdir(site.dataDir, { recursive: true, mode: 0o700 })
        // The instance's own session secret stays with the instance.
        await fs.promises.copyFile(path.join(aside, '.payload-secret'), path.join(site.dataDir, '.payload-secret')).catch(() => undefined)
        movedAside.push(aside)
      }
      if (site.databaseKind === 'postgres' && before.database) movedAside.push(`schema ${await movePostgresAside(site.databaseUrl as string, label)}`)
      if (site.s3 && before.files.length > 0 && files.moveAside) {
        const aside = `before-restore-${label}`
        await files.moveAside(aside)
        movedAside.push(`${files.where} under ${aside}/`)
      }
      log(`Moved the present data aside: ${movedAside.join('; ')}`)
    }

    const databaseFile = path.join(staging, 'database', manifest.database.entry)
    // Made, or tightened, owner-only before the first file goes in (src/server/privateFiles.mjs).
    if (site.databaseKind === 'sqlite' || !site.s3) privateFolder(site.dataDir, 'DATA_DIR')
    log('Writing the database')
    if (manifest.database.kind === 'sqlite') await restoreSqlite(databaseFile, site.sqlitePath)
    else {
      const tables = (manifest.database.tables ?? []).map((rows) => ({ table: rows.table, file: path.join(staging, 'database', rows.entry) }))
      await restorePostgres(databaseFile, site.databaseUrl as string, toc as string, staging, tables)
    }
    log(`Writing ${manifest.files.length} files into ${files.where}`)
    for (const entry of manifest.files) await files.put(entry.key, path.join(staging, 'files', ...entry.key.split('/')))

    const restored = site.databaseKind === 'postgres' ? await describePostgres(site.databaseUrl as string) : await describeSqlite(site.sqlitePath)
    const differences = sameCounts(manifest.records, restored.records)
    if (differences.length > 0) throw new Error(`The restored database does not hold what the manifest counts:\n  ${differences.join('\n  ')}`)
    const keys = new Set(await files.list())
    const missing = manifest.files.filter((entry) => !keys.has(entry.key))
    if (missing.length > 0) throw new Error(`${missing.length} files are missing from ${files.where} after the restore, such as ${missing[0]!.key}`)
    return { manifest, movedAside }
  } finally {
    files.close()
    // Retried: after a refused archive, the unpacker may still be finishing a file in it. Never hides the reason the restore stopped.
    await fs.promises.rm(staging, { recursive: true, force: true, maxRetries: 10 }).catch(() => undefined)
  }
}
