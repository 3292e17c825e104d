/**
 * Run by the migration that made content translatable (docs/decisions/068).
 * Payload keeps a translatable field in a `<table>_locales` table, one row per
 * record and language; making a field translatable drops its column. Before
 * the columns go, every value is copied into the English row of its record,
 * versions and array rows included; going back, the English is copied into
 * the columns again before the `_locales` tables go.
 *
 * The tables and columns are read from the database itself: every
 * `<table>_locales` table, and each of its columns that `<table>` still has.
 * Plain SQL, the same on SQLite and PostgreSQL, so neither database rebuilds
 * a table (on SQLite a rebuild inside the migration's transaction would
 * delete the child rows).
 */

/** How the migration reaches its database: a statement run, and a query's rows. */
export type MigrationDatabase = {
  dialect: 'sqlite' | 'postgres'
  run(statement: string): Promise<void>
  rows<Row extends Record<string, unknown>>(query: string): Promise<Row[]>
}

const ENGLISH = 'en'
const OWN_COLUMNS = new Set(['id', '_locale', '_parent_id'])

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`

/** The database's own tables (not SQLite's bookkeeping, not views), sorted. */
export async function tableNames(db: MigrationDatabase): Promise<string[]> {
  const rows =
    db.dialect === 'sqlite'
      ? await db.rows<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
      : await db.rows<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`)
  return rows.map((row) => row.name).sort()
}

async function columns(db: MigrationDatabase, table: string): Promise<string[]> {
  const rows =
    db.dialect === 'sqlite'
      ? await db.rows<{ name: string }>(`SELECT name FROM pragma_table_info(${literal(table)})`)
      : await db.rows<{ name: string }>(
          `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${literal(table)}`,
        )
  return rows.map((row) => row.name)
}

/** The language code as the `_locale` column takes it: PostgreSQL keeps it as an enum. */
async function englishValue(db: MigrationDatabase, localesTable: string): Promise<string> {
  if (db.dialect === 'sqlite') return `'${ENGLISH}'`
  const [column] = await db.rows<{ type: string }>(
    `SELECT udt_name AS type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${literal(localesTable)} AND column_name = '_locale'`,
  )
  return column ? `CAST('${ENGLISH}' AS ${quote(column.type)})` : `'${ENGLISH}'`
}

export type LocalesTable = { localesTable: string; table: string; columns: string[] }

/** Each `_locales` table with its record table and its translated columns. */
export async function localesTables(db: MigrationDatabase): Promise<LocalesTable[]> {
  const tables = await tableNames(db)
  const found = []
  for (const localesTable of tables.filter((name) => name.endsWith('_locales'))) {
    const table = localesTable.slice(0, -'_locales'.length)
    if (tables.includes(table)) found.push({ localesTable, table, columns: (await columns(db, localesTable)).filter((column) => !OWN_COLUMNS.has(column)) })
  }
  return found
}

/** The `_locales` tables' columns that their record tables still have: the texts to move. */
export async function translatedColumns(db: MigrationDatabase): Promise<LocalesTable[]> {
  const pairs = []
  for (const entry of await localesTables(db)) {
    const own = new Set(await columns(db, entry.table))
    const shared = entry.columns.filter((column) => own.has(column))
    if (shared.length > 0) pairs.push({ ...entry, columns: shared })
  }
  return pairs
}

/** Before the columns are dropped: each record's values become its English row. */
export async function copyIntoEnglishRows(db: MigrationDatabase): Promise<void> {
  for (const { localesTable, table, columns: shared } of await translatedColumns(db)) {
    const list = shared.map(quote).join(', ')
    await db.run(
      `INSERT INTO ${quote(localesTable)} (${list}, "_locale", "_parent_id") SELECT ${list}, ${await englishValue(db, localesTable)}, "id" FROM ${quote(table)}`,
    )
  }
}

/** Going back, once the columns are there again: each record takes its English row's values. */
export async function copyFromEnglishRows(db: MigrationDatabase): Promise<void> {
  for (const { localesTable, table, columns: shared } of await translatedColumns(db)) {
    const english = await englishValue(db, localesTable)
    const assignments = shared
      .map((column) => `${quote(column)} = (SELECT l.${quote(column)} FROM ${quote(localesTable)} l WHERE l."_parent_id" = ${quote(table)}."id" AND l."_locale" = ${english})`)
      .join(', ')
    await db.run(`UPDATE ${quote(table)} SET ${assignments}`)
  }
}
