/**
 * The demo content, prepared once for a whole run of the suite. Loading it
 * draws and resizes every demo picture (about 25 s of a core), and a dozen
 * test servers and both integration databases start on it: so the test
 * command's "demo data" part (scripts/testPlan.mjs) runs the site's own
 * start-up preparation once per kind of database into a folder it names in
 * TEST_DEMO_DATA (tests/support/makeDemoData.ts):
 *
 * - `sqlite-bare/`: a prepared SQLite database and its files, no staff account;
 * - `sqlite/`: the same with the STAFF account;
 * - `postgres/` and `postgres-url.txt`: the files of a prepared PostgreSQL
 *   database (no staff account) and that database's URL, copied as a template
 *   (when the run has PostgreSQL).
 *
 * A database that starts as a copy has nothing left to prepare. Run alone
 * (one test file, without TEST_DEMO_DATA), a database or server prepares its
 * own as before; so does one whose first start is the subject of its test.
 */
import fs from 'node:fs'
import path from 'node:path'

import { recreateDatabase } from '../../scripts/postgresDatabase.mjs'

import { postgresServerUrl } from './databases'

export const DEMO_FOLDERS = { sqliteBare: 'sqlite-bare', sqlite: 'sqlite', postgres: 'postgres' } as const
export const DEMO_POSTGRES_URL_FILE = 'postgres-url.txt'

export type DemoData = {
  /** A prepared SQLite data folder, with the STAFF account or with none. */
  sqlite: (withStaff: boolean) => string
  /** The prepared PostgreSQL database (a template: never connect to it) and its files, when the run has one. */
  postgres: { url: string; files: string } | null
}

/** This run's prepared demo data, when there is one; null otherwise. */
export function preparedDemoData(): DemoData | null {
  const root = process.env.TEST_DEMO_DATA
  if (!root || !fs.existsSync(path.join(root, DEMO_FOLDERS.sqlite, 'campus.db'))) return null
  const urlFile = path.join(root, DEMO_POSTGRES_URL_FILE)
  return {
    sqlite: (withStaff) => path.join(root, withStaff ? DEMO_FOLDERS.sqlite : DEMO_FOLDERS.sqliteBare),
    postgres: fs.existsSync(urlFile) ? { url: fs.readFileSync(urlFile, 'utf8').trim(), files: path.join(root, DEMO_FOLDERS.postgres) } : null,
  }
}

/** Replaces `dataDir` with a copy of a prepared data folder, all but the secret each site makes for itself. */
export function copyDemoData(from: string, dataDir: string): void {
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.cpSync(from, dataDir, { recursive: true, filter: (source) => path.basename(source) !== '.payload-secret' })
}

/**
 * Starts a data folder, and on PostgreSQL the database at `databaseUrl`, as a
 * copy of this run's demo data: with the STAFF account when `withStaff` asks
 * for it and the copy has one (SQLite's). Says whether the copy has the STAFF
 * account, or null when there is no demo data for that kind of database (then
 * nothing was touched, and the caller prepares its own).
 */
export async function startOnDemoCopy(dataDir: string, { databaseUrl, withStaff }: { databaseUrl?: string; withStaff: boolean }): Promise<{ withStaff: boolean } | null> {
  const demo = preparedDemoData()
  if (!demo) return null
  if (!databaseUrl) {
    copyDemoData(demo.sqlite(withStaff), dataDir)
    return { withStaff }
  }
  if (!demo.postgres) return null
  await recreateDatabase(postgresServerUrl()!, databaseUrl, demo.postgres.url)
  copyDemoData(demo.postgres.files, dataDir)
  return { withStaff: false }
}
