/**
 * The test command's "demo data" part (tests/support/demoData.ts): prepares
 * the folder given as the argument from scratch with the site's own start-up
 * preparation, as an operator's first start does: SQLite without staff, a
 * copy of it with the STAFF account, and, when the run has PostgreSQL, a
 * database of its own beside TEST_DATABASE_URL's, side by side.
 * `tsx tests/support/makeDemoData.ts <folder>`.
 */
import fs from 'node:fs'
import path from 'node:path'

import { emptyDatabaseBeside } from '../../scripts/postgresDatabase.mjs'

import { postgresServerUrl } from './databases'
import { copyDemoData, DEMO_FOLDERS, DEMO_POSTGRES_URL_FILE } from './demoData'
import { runnerFreeEnv } from './env'
import { runPrepare, STAFF } from './testServer'

const folder = process.argv[2] ? path.resolve(process.argv[2]) : null
if (!folder) {
  console.error('Usage: tsx tests/support/makeDemoData.ts <folder>')
  process.exit(2)
}
fs.rmSync(folder, { recursive: true, force: true })
fs.mkdirSync(folder, { recursive: true })

const noStaff = { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }

async function prepare(what: string, env: Record<string, string>): Promise<void> {
  const prepared = await runPrepare({ ...runnerFreeEnv(), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn', ...env })
  if (prepared.status !== 0) throw new Error(`Preparing the ${what} demo data failed (status ${prepared.status}, signal ${prepared.signal}).`)
}

async function sqlite(): Promise<void> {
  const bare = path.join(folder!, DEMO_FOLDERS.sqliteBare)
  await prepare('SQLite', { DATA_DIR: bare, DATABASE_URL: '', ...noStaff })
  // The staff account on a copy: a second start on a prepared database only adds it.
  const withStaff = path.join(folder!, DEMO_FOLDERS.sqlite)
  copyDemoData(bare, withStaff)
  await prepare('SQLite (staff)', { DATA_DIR: withStaff, DATABASE_URL: '', ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password })
}

async function postgres(): Promise<void> {
  const serverUrl = postgresServerUrl()
  if (!serverUrl) return
  const url = await emptyDatabaseBeside(serverUrl, 'demo')
  await prepare('PostgreSQL', { DATA_DIR: path.join(folder!, DEMO_FOLDERS.postgres), DATABASE_URL: url, ...noStaff })
  // Written last: its presence says the database is ready to copy.
  fs.writeFileSync(path.join(folder!, DEMO_POSTGRES_URL_FILE), url)
}

const results = await Promise.allSettled([sqlite(), postgres()])
const failures = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason?.message ?? result.reason)] : []))
if (failures.length) {
  console.error(failures.join('\n'))
  process.exit(1)
}
console.log(`Demo data ready in ${path.relative(process.cwd(), folder)}`)
