/**
 * What the translations migration must keep, read straight from a database:
 * each table's row count, and each translatable text by table, column and
 * record, either in the records' own columns (before the migration) or in
 * the English rows of the `_locales` tables (after it).
 */
import { createClient } from '@libsql/client'
import { drizzle as libsqlDrizzle } from 'drizzle-orm/libsql'
import { drizzle as postgresDrizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'

import { migrations as postgresMigrations } from '@/model/migrations/postgres'
import { migrations as sqliteMigrations } from '@/model/migrations/sqlite'
import { type LocalesTable, type MigrationDatabase, tableNames } from '@/records/translations/englishRows'
import { postgresMigration, sqliteMigration } from '@/records/translations/migrationDatabase'

type Migration = { name: string; up(args: unknown): Promise<void>; down(args: unknown): Promise<void> }

/** The migration that made content translatable, for one kind of database. */
export function translationsMigration(kind: 'sqlite' | 'postgres'): Migration {
  const found = ((kind === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migration[]).find((entry) => entry.name.endsWith('_localized_content'))
  if (!found) throw new Error('The translations migration is not among the committed ones.')
  return found
}

/** A connection of its own to a SQLite file or a PostgreSQL database, as a migration and englishRows.ts take it. */
export async function openDatabase(target: { sqlitePath?: string; databaseUrl?: string }): Promise<{ database: MigrationDatabase; handle: unknown; close(): Promise<void> }> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl })
    await client.connect()
    const handle = postgresDrizzle(client)
    return { database: postgresMigration(handle as Parameters<typeof postgresMigration>[0]), handle, close: () => client.end() }
  }
  const client = createClient({ url: `file:${target.sqlitePath}` })
  const handle = libsqlDrizzle(client)
  return { database: sqliteMigration(handle as Parameters<typeof sqliteMigration>[0]), handle, close: async () => client.close() }
}

/** Each table's row count. */
export async function tableCounts(database: MigrationDatabase): Promise<Map<string, number>> {
  const result = new Map<string, number>()
  for (const table of await tableNames(database)) {
    const [row] = await database.rows<{ count: number | string }>(`SELECT COUNT(*) AS count FROM "${table}"`)
    result.set(table, Number(row?.count))
  }
  return result
}

const list = (columns: string[]) => columns.map((column) => `"${column}"`).join(', ')

/** Before the migration: the texts in the records' own columns. */
export async function textsInColumns(database: MigrationDatabase, layout: LocalesTable[]): Promise<Map<string, unknown>> {
  const texts = new Map<string, unknown>()
  for (const { table, columns } of layout) {
    for (const row of await database.rows<Record<string, unknown>>(`SELECT "id", ${list(columns)} FROM "${table}"`)) {
      for (const column of columns) texts.set(`${table}.${column}#${String(row.id)}`, row[column])
    }
  }
  return texts
}

/** After it: the texts in the English rows of the `_locales` tables (and the languages found there). */
export async function textsInEnglishRows(database: MigrationDatabase, layout: LocalesTable[]): Promise<{ texts: Map<string, unknown>; languages: Set<unknown> }> {
  const texts = new Map<string, unknown>()
  const languages = new Set<unknown>()
  for (const { table, localesTable, columns } of layout) {
    for (const row of await database.rows<Record<string, unknown>>(`SELECT "_parent_id", "_locale", ${list(columns)} FROM "${localesTable}"`)) {
      languages.add(row._locale)
      for (const column of columns) texts.set(`${table}.${column}#${String(row._parent_id)}`, row[column])
    }
  }
  return { texts, languages }
}
