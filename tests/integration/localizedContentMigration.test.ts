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
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getEnv } from '@/settings'
import { type LocalesTable, localesTables, type MigrationDatabase } from '@/records/translations/englishRows'

import { openDatabase, tableCounts, textsInColumns, textsInEnglishRows, translationsMigration } from '../support/translatedTexts'

/** Each table's row count, and each translated text by table, column and record. */
type State = { counts: Map<string, number>; texts: Map<string, unknown> }

const kind = getEnv().databaseKind
const migration = translationsMigration(kind)

let database: MigrationDatabase
let drizzleHandle: unknown
let finish: () => Promise<void>

const run = (direction: 'up' | 'down') => migration[direction]({ db: drizzleHandle, payload: undefined, req: {} })

describe(`the migration that made content translatable, on ${kind === 'postgres' ? 'PostgreSQL' : 'SQLite'}`, () => {
  const before: State = { counts: new Map(), texts: new Map() }
  const after: State = { counts: new Map(), texts: new Map() }
  let pairs: LocalesTable[] = []
  let languages = new Set<unknown>()

  beforeAll(async () => {
    // A connection of the test's own to its database: its transaction is rolled back at the end.
    const env = getEnv()
    const opened = await openDatabase(env.databaseKind === 'postgres' ? { databaseUrl: env.databaseUrl } : { sqlitePath: env.sqliteUrl.replace(/^file:/, '') })
    await opened.database.run(env.databaseKind === 'postgres' ? 'BEGIN' : 'BEGIN IMMEDIATE')
    database = opened.database
    drizzleHandle = opened.handle
    finish = async () => {
      await database.run('ROLLBACK')
      await opened.close()
    }
    pairs = await localesTables(database)
    await run('down')
    before.counts = await tableCounts(database)
    before.texts = await textsInColumns(database, pairs)
    await run('up')
    after.counts = await tableCounts(database)
    const english = await textsInEnglishRows(database, pairs)
    after.texts = english.texts
    languages = english.languages
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
    expect([...languages]).toEqual(['en'])
    for (const { table, localesTable } of pairs) expect(after.counts.get(localesTable), localesTable).toBe(before.counts.get(table))
    expect(after.texts.size).toBe(before.texts.size)
    for (const [key, text] of before.texts) expect(after.texts.get(key), key).toEqual(text)
    const sample = [...before.texts.values()].filter((text) => typeof text === 'string' && text.length > 40)
    expect(sample.length).toBeGreaterThan(50)
  })
})
