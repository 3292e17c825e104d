/**
 * What a backup reads from the database, whichever it is: the rows in each
 * table and the uploaded files the records name, from one consistent
 * snapshot (sqlite.ts and postgres.ts take it), and what no archive carries
 * (SIGN_IN_SECRETS): open sessions are left out, and password-reset tokens
 * and sign-in counters are blanked; passwords' hashes stay, so a restored
 * site signs staff in as before.
 */
/** A query against the snapshot, rows as plain objects. */
export type Query = (text: string) => Promise<Record<string, unknown>[]>

/**
 * The tables and columns that name uploaded files, with the folder (store key
 * prefix) those files are in. Payload's upload collections keep the file in
 * `filename` and each picture size in `sizes_<size>_filename`; applicants'
 * documents are rows of the application's `documents` list.
 */
export const FILE_SOURCES = [
  { table: 'media', folder: 'media', columns: /^(filename|sizes_[a-z0-9_]+_filename)$/ },
  { table: 'documents', folder: 'documents', columns: /^filename$/ },
  { table: 'videos', folder: 'videos', columns: /^filename$/ },
  { table: 'degree_applications_documents', folder: 'private/applications', columns: /^stored_name$/ },
] as const

/** The store folders that hold uploaded files. */
export const FILE_FOLDERS = FILE_SOURCES.map((source) => source.folder)

/**
 * Sign-in secrets: tables whose rows no archive holds, and columns blanked in
 * every row (where the table has them; Payload's account lock columns are dropped
 * by a migration, but an older database may have them).
 */
export const SIGN_IN_SECRETS = {
  leftOut: ['users_sessions'],
  blanked: { users: ['reset_password_token', 'reset_password_expiration', 'reset_password_requested_at', 'login_attempts', 'lock_until'] },
} as const

/** A table's rows kept beside the PostgreSQL dump (JSON, sign-in secrets blanked). */
export type TableRows = { table: string; entry: string }

export type Snapshot = {
  /** The database's file in the archive's `database/` folder. */
  entry: string
  /** PostgreSQL: tables whose rows are in files of their own in `database/`, not in the dump. */
  tables?: TableRows[]
  /** Rows per table: each collection's table, its lists and relations. */
  records: Record<string, number>
  /** Keys (`media/<name>`, ...) of every file the snapshot's records name, sorted, each once. */
  fileKeys: string[]
  /** PostgreSQL: the major version of the pg_dump that made the dump. */
  pgDumpMajor?: number
}

export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Counts the rows of every table and lists the files the records name, through `query`. */
export async function readSnapshot(query: Query, tables: string[], columnsOf: (table: string) => Promise<string[]>) {
  const records: Record<string, number> = {}
  for (const table of [...tables].sort()) {
    const [row] = await query(`SELECT count(*) AS n FROM ${quote(table)}`)
    records[table] = Number(row?.n ?? 0)
  }
  const keys = new Set<string>()
  for (const source of FILE_SOURCES) {
    if (!tables.includes(source.table)) continue
    for (const column of (await columnsOf(source.table)).filter((name) => source.columns.test(name))) {
      for (const row of await query(`SELECT ${quote(column)} AS name FROM ${quote(source.table)} WHERE ${quote(column)} IS NOT NULL`)) {
        const name = String(row.name)
        if (name === '') continue
        // Names are made by the site (a UUID and an extension); anything else would step out of its folder.
        if (!/^[^./\\\u0000-\u001f][^/\\\u0000-\u001f]*$/.test(name)) throw new Error(`The table ${source.table} names a file the site would not make: ${JSON.stringify(name)}`)
        keys.add(`${source.folder}/${name}`)
      }
    }
  }
  return { records, fileKeys: [...keys].sort() }
}
