/**
 * `npm run backup` and `npm run restore` on each database (SQLite, and
 * PostgreSQL when TEST_DATABASE_URL is set), files in DATA_DIR; the bucket's
 * turn is tests/s3/backup.test.ts.
 *
 * - a round trip: the demo content and submissions with documents, backed up
 *   and restored into an empty target, hold the same rows and the same bytes;
 * - applications sent while the backup runs are in the restored data whole
 *   (record and every document) or not at all;
 * - a backup killed half-way leaves no archive under a final name and the
 *   earlier ones as they were; BACKUP_KEEP removes only the oldest complete ones;
 * - a cut-off archive, a changed byte, a wrong passphrase and a target that
 *   holds data are refused, and the target is left as it was;
 * - no archive holds a password-reset token or an open session, and the
 *   restored accounts keep their passwords; a run without a passphrase says so;
 * - a backup of a site from before content became translatable restores, and
 *   the next start moves every text into its English version.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createBackup, UNENCRYPTED_WARNING, type SiteSettings } from '@/sides/backup/createBackup'
import { archiveName, completeArchives } from '@/services/storage/backupArchives'
import { FILE_SOURCES } from '@/sides/backup/snapshot'
import { ArchiveRefused, restoreBackup, TargetNotEmpty } from '@/sides/backup/restoreBackup'
import { payloadClient } from '@/model/payloadClient'
import { localesTables } from '@/records/translations/englishRows'
import { addStudentApplication } from '@/sides/submissions/handlers'
import { queueMails } from '@/services/mail/outbox'

import { validApplication } from '../fixtures/submissions'
import { jpegFile, pdfFile, pngFile } from '../fixtures/uploads'
import { applicationDocuments, databaseContents, fileSums, outboxRows, sha256, siteSettings, tempFolder } from '../support/backup'
import { ownPostgresDatabase } from '../support/databases'
import { runnerFreeEnv } from '../support/env'
import { applicationRequest, freshDeps, read } from '../support/formRequests'
import { createStaff, deleteStaff, staffToken, type StaffAccount } from '../support/staffAccounts'
import { openDatabase, tableCounts, textsInColumns, textsInEnglishRows, translationsMigration } from '../support/translatedTexts'

let payload: Payload
const scratch = tempFolder('backup-test')
const source = siteSettings({ dataDir: process.env.DATA_DIR as string, databaseUrl: process.env.DATABASE_URL, backupDir: path.join(scratch, 'backups') })
const onPostgres = source.databaseKind === 'postgres'
let targets = 0

/** A new empty target: a DATA_DIR that does not exist yet and, on PostgreSQL, an empty database of its own. */
async function emptyTarget(): Promise<SiteSettings> {
  targets += 1
  const databaseUrl = onPostgres ? await ownPostgresDatabase(`restore${targets}`) : undefined
  return siteSettings({ dataDir: path.join(scratch, `target${targets}`, 'data'), databaseUrl: databaseUrl ?? undefined, backupDir: source.backup.dir })
}

async function apply(name: string, files: { field: string; name: string; data: Buffer }[]) {
  const { status, body } = await read(await addStudentApplication(applicationRequest(validApplication({ full_name: name }), files), freshDeps()))
  return { status, reference: body.reference }
}

beforeAll(async () => {
  payload = await payloadClient()
})

afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true })
})

it('takes the files of every upload collection', () => {
  const uploads = payload.config.collections.filter((collection) => collection.upload).map((collection) => collection.slug.replace(/-/g, '_'))
  expect(uploads.sort()).toEqual(['documents', 'media', 'videos'])
  for (const table of uploads) expect(FILE_SOURCES.map((entry) => entry.table)).toContain(table)
})

describe('a round trip', () => {
  it('restores the demo content and submissions with their documents, row for row and byte for byte', async () => {
    const sent = [pdfFile(), await pngFile(), await jpegFile()]
    const stored = await apply('Backup Round Trip', [
      { field: 'nic', name: 'nic.pdf', data: sent[0]! },
      { field: 'o/l_certificate', name: 'ol.png', data: sent[1]! },
      { field: 'receipt', name: 'receipt.jpg', data: sent[2]! },
    ])
    expect(stored.status).toBe(201)
    // A mail waiting for the mail server while the backup is taken (no SMTP_URL here: nothing sends it).
    await queueMails(payload, [{ kind: 'acknowledgement', to: 'waiting@example.com', subject: 'Waiting through a backup', text: 'Still to be sent.' }])

    const { file, manifest } = await createBackup({ ...source, backup: { ...source.backup, passphrase: 'a passphrase for the round trip' } })
    expect(path.basename(file)).toMatch(/^campus-backup-.*\.tar\.gz\.enc$/)
    const before = await databaseContents(source)
    expect(manifest.records).toEqual(before.records)
    expect(manifest.records.degree_applications).toBeGreaterThan(1)
    expect(manifest.records.media).toBeGreaterThan(0)
    const sourceSums = await fileSums(source)
    expect(Object.fromEntries(manifest.files.map((entry) => [entry.key, entry.sha256]))).toEqual(
      Object.fromEntries(Object.entries(sourceSums).filter(([key]) => before.fileKeys.includes(key))),
    )

    const target = await emptyTarget()
    target.backup.passphrase = 'a passphrase for the round trip'
    await restoreBackup(target, file)
    const after = await databaseContents(target)
    expect(after.records).toEqual(manifest.records)
    expect(after.fileKeys).toEqual(before.fileKeys)
    const targetSums = await fileSums(target)
    expect(Object.keys(targetSums).sort()).toEqual(before.fileKeys)
    for (const key of before.fileKeys) expect(targetSums[key], key).toBe(sourceSums[key])
    // The application is there with each of its documents, as sent.
    const documents = (await applicationDocuments(target)).get('Backup Round Trip')!
    expect(documents.map((name) => targetSums[`private/applications/${name}`])).toEqual(sent.map(sha256))
    // The waiting mail waits in the restored site too, with its text and its Message-ID: sent from there once.
    const waiting = (await outboxRows(source)).filter((row) => row.state === 'queued')
    expect(waiting.length).toBeGreaterThan(0)
    expect(await outboxRows(target)).toEqual(await outboxRows(source))
    expect(waiting.map((row) => row.text)).toContain('Still to be sent.')
  })
})

describe('sign-in secrets', () => {
  let account: StaffAccount

  afterAll(async () => {
    await deleteStaff(payload, account)
  })

  /** The account's row as a database holds it: what a sign-in and a password reset read. */
  async function accountRow(site: SiteSettings): Promise<Record<string, unknown>> {
    const text = 'SELECT hash, salt, reset_password_token, reset_password_expiration FROM users WHERE email = $1'
    if (site.databaseKind === 'postgres') {
      const pg = (await import('pg')).default
      const client = new pg.Client({ connectionString: site.databaseUrl })
      await client.connect()
      try {
        return (await client.query(text, [account.email])).rows[0] as Record<string, unknown>
      } finally {
        await client.end()
      }
    }
    const { createClient } = await import('@libsql/client')
    const client = createClient({ url: `file:${site.sqlitePath}` })
    try {
      return { ...(await client.execute({ sql: text.replace('$1', '?'), args: [account.email] })).rows[0] }
    } finally {
      client.close()
    }
  }

  it('are not in the archive: no reset token, no open session; the restored account signs in with its password', async () => {
    account = await createStaff(payload, 'editor')
    const signInToken = await staffToken(payload, account)
    const token = await payload.forgotPassword({ collection: 'users', data: { email: account.email }, disableEmail: true })
    expect(token).toMatch(/^[0-9a-f]{20,}$/)
    const sessionIds = ((await payload.findByID({ collection: 'users', id: account.id, overrideAccess: true, showHiddenFields: true })) as { sessions?: { id: string }[] }).sessions?.map(
      (session) => session.id,
    )
    expect(sessionIds?.length).toBeGreaterThan(0)
    const source_ = await accountRow(source)
    expect(source_.reset_password_token).toBe(token)

    const warnings: string[] = []
    const { file, manifest } = await createBackup(source, { warn: (message) => warnings.push(message) })
    // Anywhere in the archive: the database file or dump, the rows beside it, the manifest.
    const archive = gunzipSync(fs.readFileSync(file)).toString('latin1')
    expect(archive.includes(token), 'the reset token').toBe(false)
    for (const id of sessionIds!) expect(archive.includes(id), 'a session id').toBe(false)
    expect(archive.includes(signInToken)).toBe(false)
    expect(manifest.records.users_sessions ?? 0).toBe(0)
    // Unencrypted, and said so.
    expect(warnings).toEqual([UNENCRYPTED_WARNING])

    const target = await emptyTarget()
    await restoreBackup(target, file)
    const restored = await accountRow(target)
    expect(restored.reset_password_token ?? null).toBeNull()
    expect(restored.reset_password_expiration ?? null).toBeNull()
    // What a sign-in checks the password against, as it was.
    expect({ hash: restored.hash, salt: restored.salt }).toEqual({ hash: source_.hash, salt: source_.salt })
    expect((await databaseContents(target)).records.users).toBe((await databaseContents(source)).records.users)

    // An encrypted run has nothing to warn about.
    const quiet: string[] = []
    await createBackup({ ...source, backup: { ...source.backup, passphrase: 'a passphrase' } }, { warn: (message) => quiet.push(message), now: () => new Date(Date.now() + 1000) })
    expect(quiet).toEqual([])
  })
})

describe('applications sent while the backup runs', () => {
  it('are in the restored data whole or not at all', async () => {
    const sent = pdfFile()
    const names = Array.from({ length: 100 }, (_, index) => `Sent During Backup ${index}`)
    let answered = 0
    let backup: ReturnType<typeof createBackup> | undefined
    const sending = (async () => {
      const replies: number[] = []
      // Four at a time, as several visitors would; the backup starts once a few are stored.
      for (let start = 0; start < names.length; start += 4) {
        const batch = await Promise.all(
          names.slice(start, start + 4).map((name) =>
            apply(name, [
              { field: 'nic', name: 'nic.pdf', data: sent },
              { field: 'receipt', name: 'receipt.pdf', data: sent },
            ]),
          ),
        )
        replies.push(...batch.map((reply) => reply.status))
        answered += batch.length
        if (answered >= 8 && !backup) backup = createBackup(source)
      }
      return replies
    })()
    const replies = await sending
    expect(replies.every((status) => status === 201)).toBe(true)
    const { file } = await backup!

    const target = await emptyTarget()
    await restoreBackup(target, file)
    const documents = await applicationDocuments(target)
    const sums = await fileSums(target)
    const restored = names.filter((name) => documents.has(name))
    // Those stored before the backup began are in it at least.
    expect(restored.length).toBeGreaterThanOrEqual(8)
    for (const name of restored) {
      const stored = documents.get(name)!
      expect(stored, name).toHaveLength(2)
      for (const storedName of stored) expect(sums[`private/applications/${storedName}`], `${name}: ${storedName}`).toBe(sha256(sent))
    }
    // No file of an application the archive does not hold.
    const named = new Set([...documents.values()].flat().map((storedName) => `private/applications/${storedName}`))
    for (const key of Object.keys(sums).filter((key) => key.startsWith('private/'))) expect(named.has(key), key).toBe(true)
  })
})

describe('archives in the backup folder', () => {
  it('keeps only the newest BACKUP_KEEP complete ones, leaving temporary ones alone', async () => {
    const dir = path.join(scratch, 'kept')
    const settings = { ...source, backup: { dir, keep: 2, passphrase: undefined } }
    fs.mkdirSync(dir, { recursive: true })
    // What a running backup has written so far: never removed by another one.
    const running = path.join(dir, `.${archiveName(new Date('2020-01-01T00:00:00Z'), false)}.4242.partial`)
    fs.writeFileSync(running, 'half an archive')
    const days = ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04'].map((day) => new Date(`${day}T02:00:00Z`))
    const made: string[] = []
    for (const day of days) made.push(path.basename((await createBackup(settings, { now: () => day })).file))
    expect(made).toEqual(days.map((day) => archiveName(day, false)))
    expect(await completeArchives(dir)).toEqual(made.slice(2))
    expect(fs.existsSync(running)).toBe(true)
  })

  it('gets no archive under a final name from a backup killed half-way, and the earlier ones stay as they were', async () => {
    const dir = path.join(scratch, 'killed')
    const earlier = await createBackup({ ...source, backup: { dir, keep: undefined, passphrase: undefined } })
    const earlierSum = sha256(fs.readFileSync(earlier.file))

    // Killed as soon as it has begun writing: its working folder appears.
    let watcher: fs.FSWatcher | undefined
    const begun = new Promise<void>((resolve) => {
      watcher = fs.watch(dir, () => {
        if (fs.readdirSync(dir).some((name) => name.startsWith('.'))) resolve()
      })
    })
    const child = spawn(path.resolve('node_modules/.bin/tsx'), ['src/commands/backup.ts'], {
      env: { ...runnerFreeEnv(), DATA_DIR: source.dataDir, DATABASE_URL: source.databaseUrl ?? '', BACKUP_DIR: dir, BACKUP_KEEP: '1' },
      stdio: 'ignore',
      // Its own process group: tsx runs the script in a child of its own.
      detached: true,
    })
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)))
    await Promise.race([begun, exited])
    watcher?.close()
    process.kill(-child.pid!, 'SIGKILL')
    expect(await exited).toBe('SIGKILL')

    expect(await completeArchives(dir)).toEqual([path.basename(earlier.file)])
    expect(sha256(fs.readFileSync(earlier.file))).toBe(earlierSum)
    // What it left is temporary by its name, and a restore of the earlier one still works.
    for (const name of fs.readdirSync(dir).filter((name) => name !== path.basename(earlier.file))) expect(name.startsWith('.')).toBe(true)
  })
})

describe('a backup taken before content became translatable', () => {
  it('restores, and the next start moves every text into its English version', async () => {
    // An older site: a restored copy of this one, taken back before the translations migration.
    const { file } = await createBackup(source)
    const older = await emptyTarget()
    await restoreBackup(older, file)
    const migration = translationsMigration(source.databaseKind)
    const olderDatabase = await openDatabase(older)
    const layout = await localesTables(olderDatabase.database)
    await migration.down({ db: olderDatabase.handle, payload: undefined, req: {} })
    await olderDatabase.database.run(`DELETE FROM "payload_migrations" WHERE "name" = '${migration.name}'`)
    const texts = await textsInColumns(olderDatabase.database, layout)
    const counts = await tableCounts(olderDatabase.database)
    await olderDatabase.close()
    expect(texts.size).toBeGreaterThan(500)

    // Its backup, restored into an empty site that then starts as the site does.
    const { file: olderFile } = await createBackup(older)
    const target = await emptyTarget()
    await restoreBackup(target, olderFile)
    const start = await new Promise<number | null>((resolve, reject) => {
      const child = spawn('node_modules/.bin/tsx', ['src/commands/prepare.ts'], {
        env: { ...runnerFreeEnv(), DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
        stdio: ['ignore', 'ignore', 'inherit'],
      })
      child.once('error', reject)
      child.once('close', resolve)
    })
    expect(start).toBe(0)

    const targetDatabase = await openDatabase(target)
    const after = await textsInEnglishRows(targetDatabase.database, layout)
    const afterCounts = await tableCounts(targetDatabase.database)
    const [applied] = await targetDatabase.database.rows<{ count: number | string }>(`SELECT COUNT(*) AS count FROM "payload_migrations" WHERE "name" = '${migration.name}'`)
    await targetDatabase.close()
    expect(Number(applied?.count)).toBe(1)
    expect([...after.languages]).toEqual(['en'])
    expect(after.texts.size).toBe(texts.size)
    for (const [key, text] of texts) expect(after.texts.get(key), key).toEqual(text)
    for (const [table, count] of counts) if (table !== 'payload_migrations') expect(afterCounts.get(table), table).toBe(count)
  }, 240_000)
})

describe('a restore', () => {
  let good: string
  let encrypted: string
  const passphrase = 'the right passphrase, kept apart'

  beforeAll(async () => {
    const dir = path.join(scratch, 'refusals')
    good = (await createBackup({ ...source, backup: { dir, keep: undefined, passphrase: undefined } })).file
    encrypted = (await createBackup({ ...source, backup: { dir, keep: undefined, passphrase } }, { now: () => new Date(Date.now() + 1000) })).file
  })

  /** Runs a restore that must be refused, and proves the (empty) target stayed empty. */
  async function refused(archive: string, expected: RegExp, options: { passphrase?: string } = {}) {
    const target = await emptyTarget()
    target.backup.passphrase = options.passphrase
    const error = await restoreBackup(target, archive).then(
      () => null,
      (failure: unknown) => failure,
    )
    expect(error).toBeInstanceOf(ArchiveRefused)
    expect((error as Error).message).toMatch(expected)
    expect(fs.existsSync(target.dataDir)).toBe(false)
    if (onPostgres) expect((await databaseContents(target)).records).toEqual({})
  }

  const copyWith = (archive: string, name: string, change: (bytes: Buffer) => Buffer) => {
    const copy = path.join(scratch, name)
    fs.writeFileSync(copy, change(fs.readFileSync(archive)))
    return copy
  }

  it('refuses a cut-off archive', async () => {
    await refused(copyWith(good, 'cut.tar.gz', (bytes) => bytes.subarray(0, Math.floor(bytes.length / 2))), /cut short/)
    await refused(copyWith(encrypted, 'cut.tar.gz.enc', (bytes) => bytes.subarray(0, Math.floor(bytes.length / 2))), /cut short/, { passphrase })
  })

  it('refuses an archive with one byte changed', async () => {
    const flip = (bytes: Buffer) => {
      const changed = Buffer.from(bytes)
      changed[Math.floor(changed.length / 3)]! ^= 0x01
      return changed
    }
    await refused(copyWith(good, 'changed.tar.gz', flip), /damaged|does not match|cut short/)
    await refused(copyWith(encrypted, 'changed.tar.gz.enc', flip), /does not authenticate/, { passphrase })
  })

  it('refuses a wrong passphrase, and an encrypted archive without one', async () => {
    await refused(encrypted, /passphrase is wrong/, { passphrase: 'not the passphrase it was made with' })
    await refused(encrypted, /set BACKUP_PASSPHRASE/)
  })

  it('refuses a target that holds data, and with --replace moves that data aside first', async () => {
    const target = await emptyTarget()
    await restoreBackup(target, good)
    const before = { database: await databaseContents(target), files: await fileSums(target) }
    const error = await restoreBackup(target, good).then(
      () => null,
      (failure: unknown) => failure,
    )
    expect(error).toBeInstanceOf(TargetNotEmpty)
    expect({ database: await databaseContents(target), files: await fileSums(target) }).toEqual(before)

    const { movedAside } = await restoreBackup(target, good, { replace: true, now: () => new Date('2026-02-01T03:00:00Z') })
    expect(movedAside[0]).toBe(`${target.dataDir}.before-restore-20260201t030000z`)
    if (onPostgres) expect(movedAside[1]).toBe('schema public_before_restore_20260201t030000z')
    expect({ database: await databaseContents(target), files: await fileSums(target) }).toEqual(before)
    // The old data is whole where it was moved.
    if (!onPostgres) expect((await databaseContents(siteSettings({ dataDir: movedAside[0]!, backupDir: scratch }))).records).toEqual(before.database.records)
  })
})

// pg_dump's version matters only on PostgreSQL.
if (onPostgres) {
  describe('pg_dump on PATH', () => {
    const originalPath = process.env.PATH

    afterAll(() => {
      process.env.PATH = originalPath
    })

    it('is named in the failure when it is missing, or older than the server', async () => {
      const archives = await completeArchives(source.backup.dir)
      const empty = tempFolder('no-pg-dump')
      process.env.PATH = empty
      await expect(createBackup(source)).rejects.toThrow(/pg_dump was not found on PATH/)

      // A pg_dump that says it is version 9.6, as an old client package would.
      fs.writeFileSync(path.join(empty, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n', { mode: 0o755 })
      await expect(createBackup(source)).rejects.toThrow(/pg_dump is version 9 and the server \d+: pg_dump must be of the server's major version or newer/)
      process.env.PATH = originalPath
      expect(await completeArchives(source.backup.dir)).toEqual(archives)
      expect(fs.readdirSync(source.backup.dir).filter((name) => name.startsWith('.'))).toEqual([])
    })
  })
}
