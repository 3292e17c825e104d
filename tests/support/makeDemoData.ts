/**
 * The test command's "demo data" part (tests/support/demoData.ts): prepares
 * the folder given as the argument from scratch, with the site's own start-up
 * preparation, as startTestServer prepares a server's data, with the STAFF
 * account. `tsx tests/support/makeDemoData.ts <folder>`.
 */
import fs from 'node:fs'
import path from 'node:path'

import { runnerFreeEnv } from './env'
import { runPrepare, STAFF } from './testServer'

const folder = process.argv[2] ? path.resolve(process.argv[2]) : null
if (!folder) {
  console.error('Usage: tsx tests/support/makeDemoData.ts <folder>')
  process.exit(2)
}
fs.rmSync(folder, { recursive: true, force: true })
const prepared = await runPrepare({
  ...runnerFreeEnv(),
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: folder,
  DATABASE_URL: '',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
})
if (prepared.status !== 0 || !fs.existsSync(path.join(folder, 'campus.db'))) {
  console.error(`Preparing the demo data failed (status ${prepared.status}, signal ${prepared.signal}).`)
  process.exit(1)
}
console.log(`Demo data ready in ${path.relative(process.cwd(), folder)}`)
