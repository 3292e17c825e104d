/**
 * Run as a child process (tsx) by prepareInChild in
 * tests/support/databaseSetup.ts: empties the test database, migrates it and
 * loads the demo content. A child process keeps each database's Payload
 * instance apart from the test runner's.
 */
import fs from 'node:fs'

// As in src/commands/prepare.ts: a timer set before anything is loaded keeps
// Node 20 from quitting with status 13 while tsx's hooks still load modules.
setInterval(() => {}, 60_000)

const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { getEnv } = await import('@/settings')
const { prepareDatabase } = await import('@/sides/seed/prepareDatabase')

const env = getEnv()
fs.rmSync(env.dataDir, { recursive: true, force: true })
fs.mkdirSync(env.dataDir, { recursive: true })
if (env.databaseKind === 'postgres') {
  // The test database is ours alone: start from an empty schema.
  const pg = await import('pg')
  const client = new pg.default.Client({ connectionString: env.databaseUrl })
  await client.connect()
  await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;')
  await client.end()
}
const payload = await getPayload({ config })
await prepareDatabase(payload, { log: () => {} })
console.log(`Test database ready (${env.databaseKind})`)
process.exit(0)
