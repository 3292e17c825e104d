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

/** Each application's name with the stored names of its documents, from the target's database. */
export async function applicationDocuments(site: SiteSettings): Promise<Map<string, string[]>> {
  const text =
    'SELECT a.full_name AS name, d.stored_name AS stored FROM degree_applications a LEFT JOIN degree_applications_documents d ON d._parent_id = a.id ORDER BY a.id, d._order'
  let rows: { name: string; stored: string | null }[]
  if (site.databaseKind === 'postgres') {
    const pg = (await import('pg')).default
    const client = new pg.Client({ connectionString: site.databaseUrl })
    await client.connect()
    try {
      rows = (await client.query(text)).rows
    } finally {
      await client.end()
    }
  } else {
    const { createClient } = await import('@libsql/client')
    const client = createClient({ url: `file:${site.sqlitePath}` })
    try {
      rows = (await client.execute(text)).rows.map((row) => ({ name: String(row.name), stored: row.stored === null ? null : String(row.stored) }))
    } finally {
      client.close()
    }
  }
  const found = new Map<string, string[]>()
  for (const row of rows) found.set(row.name, [...(found.get(row.name) ?? []), ...(row.stored ? [row.stored] : [])])
  return found
}
