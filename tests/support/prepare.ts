import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { testDatabases, type TestDatabase } from './databases'
import { runnerFreeEnv } from './env'

/** Prepares one test database in a child process with that database's environment. */
export function prepareTestDatabase(name: TestDatabase['name']): void {
  const database = testDatabases().find((candidate) => candidate.name === name)
  if (!database) throw new Error(`No test database named ${name}`)
  const result = spawnSync(path.resolve('node_modules/.bin/tsx'), ['tests/support/prepareDatabase.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...runnerFreeEnv(), ...database.env },
    timeout: 300_000,
  })
  if (result.status !== 0) {
    throw new Error(`Preparing the ${name} test database failed (status ${result.status}, signal ${result.signal}). Is the database reachable?`)
  }
}
