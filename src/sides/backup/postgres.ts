/**
 * The PostgreSQL side of a backup and a restore. A REPEATABLE READ transaction
 * exports its snapshot, pg_dump dumps exactly that snapshot (`--snapshot`),
 * and the counts and file names are read in the same transaction. pg_dump
 * leaves out the data of the tables holding sign-in secrets; their rows,
 * cleaned, are read from the same snapshot into JSON beside the dump.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { ArchiveRefused } from './encryption'
import { type Query, quote, readSnapshot, SIGN_IN_SECRETS, type Snapshot, type TableRows } from './snapshot'

/** The major version of a PostgreSQL client tool on PATH; a clear error when it is not there. */
export async function toolMajor(tool: 'pg_dump' | 'pg_restore'): Promise<number> {
  const { code, output } = await run(tool, ['--version']).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') {
      throw new Error(`${tool} was not found on PATH. Install the PostgreSQL client of the server's major version or newer (Debian: apt-get install postgresql-client-15).`)
    }
    throw error
  })
  const major = /\(PostgreSQL\)\s+(\d+)/.exec(output)?.[1]
  if (code !== 0 || !major) throw new Error(`${tool} --version did not answer as expected: ${output.trim()}`)
  return Number(major)
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, output }))
  })
}

async function serverMajor(client: pg.Client): Promise<number> {
  const result = await client.query<{ server_version_num: string }>('SHOW server_version_num')
  return Math.floor(Number(result.rows[0]!.server_version_num) / 10000)
}

async function postgresTables(client: pg.Client) {
  const query: Query = async (text) => (await client.query(text)).rows as Record<string, unknown>[]
  const tables = (
    await client.query<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'")
  ).rows.map((row) => row.name)
  const columnsOf = async (table: string) =>
    (await client.query<{ name: string }>('SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1', [table])).rows.map(
      (row) => row.name,
    )
  return { query, tables, columnsOf }
}

/** Dumps the site's schema from one snapshot into `targetDir/campus.pgdump`, with its counts and file names. */
export async function snapshotPostgres(databaseUrl: string, targetDir: string): Promise<Snapshot> {
  const dumpMajor = await toolMajor('pg_dump')
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const major = await serverMajor(client)
    if (dumpMajor < major) {
      throw new Error(`pg_dump is version ${dumpMajor} and the server ${major}: pg_dump must be of the server's major version or newer. Install postgresql-client-${major} and put it first on PATH.`)
    }
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const snapshotId = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id
    const schema = (await client.query<{ name: string }>('SELECT current_schema() AS name')).rows[0]!.name
    const { query, tables, columnsOf } = await postgresTables(client)
    // Tables whose rows hold sign-in secrets: none of their data in the dump; the cleaned rows of the blanked ones beside it.
    const leftOut = SIGN_IN_SECRETS.leftOut.filter((table) => tables.includes(table))
    const cleaned = Object.keys(SIGN_IN_SECRETS.blanked).filter((table) => tables.includes(table))
    const entry = 'campus.pgdump'
    const dumped = await run('pg_dump', [
      `--dbname=${databaseUrl}`,
      `--snapshot=${snapshotId}`,
      `--schema=${schema}`,
      '--format=custom',
      // The archive is compressed as a whole.
      '--compress=0',
      '--no-owner',
      '--no-privileges',
      ...[...leftOut, ...cleaned].map((table) => `--exclude-table-data=${quote(schema)}.${quote(table)}`),
      `--file=${path.join(targetDir, entry)}`,
    ])
    if (dumped.code !== 0) throw new Error(`pg_dump failed: ${dumped.output.trim()}`)
    const rowFiles: TableRows[] = []
    for (const table of cleaned) {
      const blanked: readonly string[] = SIGN_IN_SECRETS.blanked[table as keyof typeof SIGN_IN_SECRETS.blanked]
      const result = await client.query<{ row: Record<string, unknown> }>(`SELECT to_json(t) AS row FROM ${quote(table)} t`)
      const rows = result.rows.map(({ row }) => Object.fromEntries(Object.entries(row).map(([column, value]) => [column, blanked.includes(column) ? null : value])))
      const rowsEntry = `${table}.json`
      await fs.promises.writeFile(path.join(targetDir, rowsEntry), JSON.stringify(rows))
      rowFiles.push({ table, entry: rowsEntry })
    }
    const described = await readSnapshot(query, tables, columnsOf)
    await client.query('COMMIT')
    // What the archive holds of them: no row.
    for (const table of leftOut) described.records[table] = 0
    return { entry, tables: rowFiles, ...described, pgDumpMajor: dumpMajor }
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Counts and file names of the database at `databaseUrl` as it is now. */
export async function describePostgres(databaseUrl: string): Promise<Omit<Snapshot, 'entry'>> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { query, tables, columnsOf } = await postgresTables(client)
    return await readSnapshot(query, tables, columnsOf)
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** True when the site's schema holds no table, sequence or type (what pg_restore would collide with). */
export async function postgresIsEmpty(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const result = await client.query<{ n: string }>(`
      SELECT (SELECT count(*) FROM pg_class WHERE relnamespace = current_schema()::regnamespace)
           + (SELECT count(*) FROM pg_type WHERE typnamespace = current_schema()::regnamespace AND typtype IN ('e', 'c', 'd') AND typrelid = 0) AS n`)
    return Number(result.rows[0]!.n) === 0
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Checks that pg_restore can read a dump (its table of contents), and returns that list. */
export async function checkPostgresDump(file: string, madeByMajor: number | undefined): Promise<string> {
  const major = await toolMajor('pg_restore')
  if (madeByMajor !== undefined && major < madeByMajor) {
    throw new Error(`pg_restore is version ${major} and the archive was dumped by pg_dump ${madeByMajor}: install postgresql-client-${madeByMajor} or newer.`)
  }
  const listed = await run('pg_restore', ['--list', file])
  if (listed.code !== 0) throw new ArchiveRefused(`The archive's database dump cannot be read: ${listed.output.trim()}`)
  return listed.output
}

/**
 * Moves the site's schema aside under a new name (the old data stays in the
 * database, whole, until someone drops it) and leaves an empty one in its place.
 */
export async function movePostgresAside(databaseUrl: string, label: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const schema = (await client.query<{ name: string }>('SELECT current_schema() AS name')).rows[0]!.name
    const aside = `${schema}_before_restore_${label}`
    await client.query('BEGIN')
    await client.query(`ALTER SCHEMA ${quote(schema)} RENAME TO ${quote(aside)}`)
    await client.query(`CREATE SCHEMA ${quote(schema)}`)
    await client.query('COMMIT')
    return aside
  } finally {
    await client.end().catch(() => undefined)
  }
}

/**
 * Loads a checked dump into the (empty) site schema: the tables and their
 * data, then, in one transaction, the rows kept beside the dump and what comes
 * after the data (keys, indexes, references to those rows). Either step
 * failing leaves the schema empty again: all of it or nothing.
 */
export async function restorePostgres(file: string, databaseUrl: string, toc: string, workDir: string, tables: { table: string; file: string }[] = []): Promise<void> {
  // The target has its schema already (empty): leave out the dump's CREATE SCHEMA and its comment.
  const list = toc
    .split('\n')
    .filter((line) => !/^\d+;\s+\d+\s+\d+\s+(SCHEMA|COMMENT)\s+-\s+(SCHEMA\s+)?\S+\s/.test(line))
    .join('\n')
  const listFile = path.join(workDir, 'restore.list')
  await fs.promises.writeFile(listFile, list)
  const common = [`--use-list=${listFile}`, '--exit-on-error', '--no-owner', '--no-privileges']
  if (tables.length === 0) {
    const restored = await run('pg_restore', [`--dbname=${databaseUrl}`, ...common, '--single-transaction', file])
    if (restored.code !== 0) throw new Error(`pg_restore failed, and changed nothing in the database: ${restored.output.trim()}`)
    return
  }
  // What comes after the data, as SQL; psql's own commands (\restrict) are psql's, not the server's.
  const postData = path.join(workDir, 'post-data.sql')
  const written = await run('pg_restore', [`--file=${postData}`, '--section=post-data', ...common, file])
  if (written.code !== 0) throw new Error(`pg_restore failed, and changed nothing in the database: ${written.output.trim()}`)
  const restored = await run('pg_restore', [`--dbname=${databaseUrl}`, '--section=pre-data', '--section=data', ...common, '--single-transaction', file])
  if (restored.code !== 0) throw new Error(`pg_restore failed, and changed nothing in the database: ${restored.output.trim()}`)
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('BEGIN')
    for (const { table, file: rows } of tables) {
      await client.query(`INSERT INTO ${quote(table)} SELECT * FROM json_populate_recordset(NULL::${quote(table)}, $1::json)`, [await fs.promises.readFile(rows, 'utf8')])
    }
    const sql = (await fs.promises.readFile(postData, 'utf8'))
      .split('\n')
      .filter((line) => !line.startsWith('\\'))
      .join('\n')
    await client.query(sql)
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    await emptySchema(client).catch(() => undefined)
    throw new Error(`The restore failed, and the database is empty again: ${(error as Error).message}`)
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Drops everything in the site's schema (a restore that could not finish, into a schema that was empty). */
async function emptySchema(client: pg.Client): Promise<void> {
  const schema = (await client.query<{ name: string }>('SELECT current_schema() AS name')).rows[0]!.name
  await client.query('BEGIN')
  await client.query(`DROP SCHEMA ${quote(schema)} CASCADE`)
  await client.query(`CREATE SCHEMA ${quote(schema)}`)
  await client.query('COMMIT')
}
