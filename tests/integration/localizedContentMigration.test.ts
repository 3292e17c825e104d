/**
 * The migration that made content translatable keeps every word (issue 55,
 * criterion 5), on this run's database kind. The test database is already
 * past it, holding the demo content: inside a transaction that is rolled
 * back at the end, the migration is taken down (the texts go back into
 * their columns) and up again, and the two states are compared: every
 * table's rows and child rows (versions, array rows, relations) are all
 * still there, and every text of every record and version is its English
 * row's text, word for word.
 */
import { createClient } from '@libsql/client'
import { drizzle as libsqlDrizzle } from 'drizzle-orm/libsql'
import { drizzle as postgresDrizzle } from 'drizzle-orm/node-postgres'
import type { Pool, PoolClient } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getEnv } from '@/settings'
import { migrations as postgresMigrations } from '@/model/migrations/postgres'
import { migrations as sqliteMigrations } from '@/model/migrations/sqlite'
import { payloadClient } from '@/model/payloadClient'
import { type LocalesTable, localesTables, type MigrationDatabase } from '@/records/translations/englishRows'
import { postgresMigration, sqliteMigration } from '@/records/translations/migrationDatabase'

type Migration = { name: string; up(args: unknown): Promise<void>; down(args: unknown): Promise<void> }

/** Each table's row count, and each translated text by table, column and record. */
type State = { counts: Map<string, number>; texts: Map<string, unknown> }

const kind = getEnv().databaseKind
const migration = ((kind === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migration[]).find((entry) => entry.name.endsWith('_localized_content'))

let database: MigrationDatabase
let drizzleHandle: unknown
let finish: () => Promise<void>

async function tables(): Promise<string[]> {
  const rows =
    kind === 'sqlite'
      ? await database.rows<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
      : await database.rows<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`)
  return rows.map((row) => row.name).sort()
}

async function counts(): Promise<Map<string, number>> {
  const result = new Map<string, number>()
  for (const table of await tables()) {
    const [row] = await database.rows<{ count: number | string }>(`SELECT COUNT(*) AS count FROM "${table}"`)
    result.set(table, Number(row?.count))
  }
  return result
}

/** Before: the texts in the records' own columns. */
async function textsInColumns(pairs: LocalesTable[]): Promise<Map<string, unknown>> {
  const texts = new Map<string, unknown>()
  for (const { table, columns } of pairs) {
    for (const row of await database.rows<Record<string, unknown>>(`SELECT "id", ${columns.map((column) => `"${column}"`).join(', ')} FROM "${table}"`)) {
      for (const column of columns) texts.set(`${table}.${column}#${String(row.id)}`, row[column])
    }
  }
  return texts
}

/** After: the texts in the English rows of the `_locales` tables. */
async function textsInEnglishRows(pairs: LocalesTable[]): Promise<Map<string, unknown>> {
  const texts = new Map<string, unknown>()
  for (const { table, localesTable, columns } of pairs) {
    const rows = await database.rows<Record<string, unknown>>(
      `SELECT "_parent_id", "_locale", ${columns.map((column) => `"${column}"`).join(', ')} FROM "${localesTable}"`,
    )
    for (const row of rows) {
      expect(row._locale, `${localesTable} holds English rows only`).toBe('en')
      for (const column of columns) texts.set(`${table}.${column}#${String(row._parent_id)}`, row[column])
    }
  }
  return texts
}

const run = (direction: 'up' | 'down') => migration![direction]({ db: drizzleHandle, payload: undefined, req: {} })

describe(`the migration that made content translatable, on ${kind === 'postgres' ? 'PostgreSQL' : 'SQLite'}`, () => {
  const before: State = { counts: new Map(), texts: new Map() }
  const after: State = { counts: new Map(), texts: new Map() }
  let pairs: LocalesTable[] = []

  beforeAll(async () => {
    expect(migration, 'the committed migration').toBeDefined()
    const payload = await payloadClient()
    if (kind === 'postgres') {
      const client: PoolClient = await (payload.db as unknown as { pool: Pool }).pool.connect()
      await client.query('BEGIN')
      drizzleHandle = postgresDrizzle(client)
      database = postgresMigration(drizzleHandle as Parameters<typeof postgresMigration>[0])
      finish = async () => {
        await client.query('ROLLBACK')
        client.release()
      }
    } else {
      // A connection of the test's own on the same file: its transaction is rolled back at the end.
      const client = createClient({ url: getEnv().sqliteUrl })
      await client.execute('BEGIN IMMEDIATE')
      drizzleHandle = libsqlDrizzle(client)
      database = sqliteMigration(drizzleHandle as Parameters<typeof sqliteMigration>[0])
      finish = async () => {
        await client.execute('ROLLBACK')
        client.close()
      }
    }
    pairs = await localesTables(database)
    await run('down')
    before.counts = await counts()
    before.texts = await textsInColumns(pairs)
    await run('up')
    after.counts = await counts()
    after.texts = await textsInEnglishRows(pairs)
  })

  afterAll(async () => {
    await finish?.()
  })

  it('finds the translatable texts of the records, their versions and their array rows', () => {
    const tablesWithTexts = pairs.map((pair) => pair.table)
    for (const table of ['media', 'news', '_news_v', 'departments_staff_members', '_departments_v_version_staff_members', 'site_settings', 'alumni_news']) {
      expect(tablesWithTexts).toContain(table)
    }
    expect(before.texts.size).toBeGreaterThan(500)
  })

  it("keeps every table's rows and child rows", () => {
    const kept = [...before.counts].filter(([table]) => !table.endsWith('_locales'))
    expect(kept.length).toBeGreaterThan(100)
    for (const [table, count] of kept) expect(after.counts.get(table), table).toBe(count)
    expect([...after.counts.keys()].filter((table) => !table.endsWith('_locales')).sort()).toEqual(kept.map(([table]) => table).sort())
  })

  it('gives every record and version one English row holding its texts word for word', () => {
    for (const { table, localesTable } of pairs) expect(after.counts.get(localesTable), localesTable).toBe(before.counts.get(table))
    expect(after.texts.size).toBe(before.texts.size)
    for (const [key, text] of before.texts) expect(after.texts.get(key), key).toEqual(text)
    const sample = [...before.texts.values()].filter((text) => typeof text === 'string' && text.length > 40)
    expect(sample.length).toBeGreaterThan(50)
  })
})
