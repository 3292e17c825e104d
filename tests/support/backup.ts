/** Helpers for the backup tests: settings for a source or target, and what a target holds, file by file. */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { SiteSettings } from '@/sides/backup/createBackup'
import { describePostgres } from '@/sides/backup/postgres'
import { describeSqlite } from '@/sides/backup/sqlite'
import { uploadedFiles } from '@/sides/backup/uploadedFiles'
import type { S3Settings } from '@/settings'

export function siteSettings(options: { dataDir: string; databaseUrl?: string; s3?: S3Settings; backupDir: string; keep?: number; passphrase?: string }): SiteSettings {
  return {
    databaseKind: options.databaseUrl ? 'postgres' : 'sqlite',
    databaseUrl: options.databaseUrl || undefined,
    sqlitePath: path.join(options.dataDir, 'campus.db'),
    dataDir: options.dataDir,
    s3: options.s3,
    backup: { dir: options.backupDir, keep: options.keep, passphrase: options.passphrase },
  }
}

export const tempFolder = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `campus-${name}-`))

/** Every file of the site's folders in the target, key → SHA-256. */
export async function fileSums(site: SiteSettings): Promise<Record<string, string>> {
  const files = uploadedFiles(site)
  const work = tempFolder('sums')
  try {
    const sums: Record<string, string> = {}
    for (const key of await files.list()) {
      const copy = path.join(work, 'file')
      fs.rmSync(copy, { force: true })
      if (!(await files.fetch(key, copy))) throw new Error(`${key} vanished`)
      sums[key] = createHash('sha256').update(fs.readFileSync(copy)).digest('hex')
    }
    return sums
  } finally {
    files.close()
    fs.rmSync(work, { recursive: true, force: true })
  }
}

/** Rows per table and the files the records name, as the target's database holds them now. */
export const databaseContents = (site: SiteSettings) => (site.databaseKind === 'postgres' ? describePostgres(site.databaseUrl as string) : describeSqlite(site.sqlitePath))

export const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex')

/** The rows a query gives on a site's database, each column as text (or null). */
async function rowsOf(site: SiteSettings, text: string): Promise<Record<string, string | null>[]> {
  const asText = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value === null ? null : String(value)]))
  if (site.databaseKind === 'postgres') {
    const pg = (await import('pg')).default
    const client = new pg.Client({ connectionString: site.databaseUrl })
    await client.connect()
    try {
      return (await client.query(text)).rows.map(asText)
    } finally {
      await client.end()
    }
  }
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${site.sqlitePath}` })
  try {
    return (await client.execute(text)).rows.map((row) => asText({ ...row }))
  } finally {
    client.close()
  }
}

/** Each application's name with the stored names of its documents, from the target's database. */
export async function applicationDocuments(site: SiteSettings): Promise<Map<string, string[]>> {
  const rows = await rowsOf(
    site,
    'SELECT a.full_name AS name, d.stored_name AS stored FROM degree_applications a LEFT JOIN degree_applications_documents d ON d._parent_id = a.id ORDER BY a.id, d._order',
  )
  const found = new Map<string, string[]>()
  for (const row of rows) found.set(String(row.name), [...(found.get(String(row.name)) ?? []), ...(row.stored ? [row.stored] : [])])
  return found
}

/** The outbox as stored: each mail's Message-ID, state and next attempt. */
export const outboxRows = (site: SiteSettings) => rowsOf(site, 'SELECT message_id, state, next_attempt_at, text FROM mail_outbox ORDER BY id')
