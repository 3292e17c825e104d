/**
 * Where a value is still held: every text-like column of every table of the
 * test's database (SQLite or PostgreSQL), and every file under a folder.
 * For the erasure tests, which must find a person nowhere.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

type SqliteClient = { execute(sql: string | { sql: string; args: unknown[] }): Promise<{ rows: Record<string, unknown>[] }> }
type PgPool = { query(sql: string, args?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }

/** `table.column` for each column holding `needle` (case-insensitive). */
export async function databaseHolds(payload: Payload, needle: string): Promise<string[]> {
  const found: string[] = []
  const pattern = `%${needle.toLowerCase()}%`
  const pool = (payload.db as unknown as { pool?: PgPool }).pool
  if (pool) {
    const { rows } = await pool.query(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND data_type IN ('character varying', 'text', 'jsonb', 'json', 'USER-DEFINED')`,
    )
    for (const { table_name: table, column_name: column } of rows as { table_name: string; column_name: string }[]) {
      const hit = await pool.query(`SELECT 1 FROM "${table}" WHERE lower("${column}"::text) LIKE $1 LIMIT 1`, [pattern])
      if (hit.rows.length > 0) found.push(`${table}.${column}`)
    }
    return found
  }
  const client = (payload.db as unknown as { client: SqliteClient }).client
  const tables = (await client.execute(`SELECT name FROM sqlite_master WHERE type = 'table'`)).rows.map((row) => String(row.name))
  for (const table of tables) {
    const columns = (await client.execute(`PRAGMA table_info("${table}")`)).rows.map((row) => String(row.name))
    for (const column of columns) {
      const hit = await client.execute({ sql: `SELECT 1 FROM "${table}" WHERE lower(CAST("${column}" AS TEXT)) LIKE ? LIMIT 1`, args: [pattern] })
      if (hit.rows.length > 0) found.push(`${table}.${column}`)
    }
  }
  return found
}

/** The files under `folder` whose names or bytes hold `needle`. */
export function filesHolding(folder: string, needle: string): string[] {
  if (!fs.existsSync(folder)) return []
  const found: string[] = []
  const bytes = Buffer.from(needle)
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    if (entry.name.includes(needle) || fs.readFileSync(file).includes(bytes)) found.push(file)
  }
  return found
}
