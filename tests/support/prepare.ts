import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { testDatabases, type TestDatabase } from './databases'
import { runnerFreeEnv } from './env'

/** Prepares one test database in a child process with that database's environment. */
export function prepareTestDatabase(name: TestDatabase['name']): void {
  const database = testDatabases().find((candidate) => candidate.name === name)
  if (!database) throw new Error(`No test database named ${name}`)
  const run = () => spawnSync(
    path.resolve('node_modules/.bin/tsx'),
    ['tests/support/prepareDatabase.ts'],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...runnerFreeEnv(), ...database.env }, timeout: 300_000 },
  )
  let result = run()
  if (result.status !== 0) {
    // See testServer.ts: a rare silent early exit under the test runner gets one more run.
    console.warn(`Preparing the ${name} test database: status ${result.status}, signal ${result.signal}; trying once more`)
    result = run()
  }
  if (result.status !== 0) {
    throw new Error(`Preparing the ${name} test database failed (exit ${result.status}). Is the database reachable?`)
  }
}
