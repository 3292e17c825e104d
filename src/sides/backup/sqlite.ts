/**
 * The SQLite side of a backup and a restore. The snapshot is `VACUUM INTO` a
 * new file: it reads inside one read transaction, so the copy is consistent,
 * and on the site's write-ahead log it neither waits for writers nor holds
 * them up. (Copying the file itself would catch a write half done; the libsql
 * driver in use has no backup() call.) The snapshot, a private copy, is then
 * cleaned of sign-in secrets and vacuumed, so no old page keeps a token.
 */
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { ArchiveRefused } from './encryption'
import { moveFile } from './uploadedFiles'
import { type Query, quote, readSnapshot, SIGN_IN_SECRETS, type Snapshot } from './snapshot'

function sqliteClient(file: string) {
  return createClient({ url: `file:${file}` })
}

async function sqliteTables(client: ReturnType<typeof sqliteClient>) {
  const query: Query = async (text) => (await client.execute(text)).rows.map((row) => ({ ...row }))
  const tables = (await query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")).map((row) => String(row.name))
  const columnsOf = async (table: string) => (await query(`PRAGMA table_info(${quote(table)})`)).map((row) => String(row.name))
  return { query, tables, columnsOf }
}

/** Reads the counts and file names of a SQLite database file (a snapshot, or a restored database). */
export async function describeSqlite(file: string): Promise<Omit<Snapshot, 'entry'>> {
  const client = sqliteClient(file)
  try {
    const { query, tables, columnsOf } = await sqliteTables(client)
    return await readSnapshot(query, tables, columnsOf)
  } finally {
    client.close()
  }
}

/** Snapshots the live SQLite database at `live` into `targetDir/campus.db`. */
export async function snapshotSqlite(live: string, targetDir: string): Promise<Snapshot> {
  // Opening a missing file would create an empty database and back that up.
  if (!fs.existsSync(live)) throw new Error(`There is no database at ${live}: check DATA_DIR.`)
  const target = path.join(targetDir, 'campus.db')
  const client = sqliteClient(live)
  try {
    await client.execute('PRAGMA busy_timeout = 10000')
    await client.execute({ sql: 'VACUUM INTO ?', args: [target] })
  } finally {
    client.close()
  }
  await removeSignInSecrets(target)
  return { entry: 'campus.db', ...(await describeSqlite(target)) }
}

/** Leaves out sessions and blanks reset tokens in a SQLite snapshot; VACUUM drops the pages that held them. */
async function removeSignInSecrets(file: string): Promise<void> {
  const client = sqliteClient(file)
  try {
    const { tables, columnsOf } = await sqliteTables(client)
    await client.execute('PRAGMA secure_delete = ON')
    for (const table of SIGN_IN_SECRETS.leftOut) if (tables.includes(table)) await client.execute(`DELETE FROM ${quote(table)}`)
    for (const [table, blanked] of Object.entries(SIGN_IN_SECRETS.blanked)) {
      if (!tables.includes(table)) continue
      const present = (await columnsOf(table)).filter((column) => (blanked as readonly string[]).includes(column))
      if (present.length > 0) await client.execute(`UPDATE ${quote(table)} SET ${present.map((column) => `${quote(column)} = NULL`).join(', ')}`)
    }
    await client.execute('VACUUM')
  } finally {
    client.close()
  }
}

/** Checks a SQLite file from an archive: SQLite's own integrity check, then its counts against the manifest. */
export async function checkSqliteFile(file: string): Promise<Omit<Snapshot, 'entry'>> {
  const client = sqliteClient(file)
  try {
    const result = await client.execute('PRAGMA integrity_check')
    const verdict = String(result.rows[0]?.[0] ?? result.rows[0]?.integrity_check ?? '')
    if (verdict !== 'ok') throw new ArchiveRefused(`The archive's database fails SQLite's integrity check: ${verdict}`)
  } catch (error) {
    if (error instanceof ArchiveRefused) throw error
    throw new ArchiveRefused(`The archive's database cannot be read: ${(error as Error).message}`)
  } finally {
    client.close()
  }
  return describeSqlite(file)
}

/** Puts a checked SQLite file in place as the site's database. The target must have none. */
export async function restoreSqlite(file: string, live: string): Promise<void> {
  await fs.promises.mkdir(path.dirname(live), { recursive: true, mode: 0o700 })
  for (const leftover of [`${live}-wal`, `${live}-shm`, `${live}-journal`]) await fs.promises.rm(leftover, { force: true })
  await moveFile(file, live)
  await fs.promises.chmod(live, 0o600)
}
