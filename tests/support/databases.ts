/**
 * The databases the integration tests run against. SQLite always; PostgreSQL
 * when TEST_DATABASE_URL is set. Under CI=true, a missing TEST_DATABASE_URL is
 * an error, never a quiet skip.
 */
import path from 'node:path'

import { databaseUrlBeside, emptyDatabaseBeside } from '../../scripts/postgresDatabase.mjs'

export type TestDatabase = { name: 'sqlite' | 'postgres'; env: Record<string, string> }

export const TEST_DATA_ROOT = path.resolve('test-data')

export function testDatabases(): TestDatabase[] {
  const databases: TestDatabase[] = [
    { name: 'sqlite', env: { DATA_DIR: path.join(TEST_DATA_ROOT, 'sqlite'), DATABASE_URL: '', NODE_ENV: 'test' } },
  ]
  const serverUrl = postgresServerUrl()
  if (serverUrl) {
    // A database beside the given one, made afresh for each run (tests/support/databaseSetup.ts).
    databases.push({
      name: 'postgres',
      env: { DATA_DIR: path.join(TEST_DATA_ROOT, 'postgres'), DATABASE_URL: databaseUrlBeside(serverUrl, 'integration'), NODE_ENV: 'test' },
    })
  }
  return databases
}

/**
 * TEST_DATABASE_URL: the database on the PostgreSQL server the tests make
 * their own databases beside. Null when it is not set, an error under CI=true.
 */
export function postgresServerUrl(): string | null {
  const url = process.env.TEST_DATABASE_URL
  if (!url && process.env.CI === 'true') {
    throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL tests cannot be skipped in CI.')
  }
  return url || null
}

/**
 * An empty PostgreSQL database of its own, beside TEST_DATABASE_URL's, for a
 * test that starts its own server while other projects use that one. Null
 * when TEST_DATABASE_URL is not set (an error under CI=true, as above).
 */
export async function ownPostgresDatabase(name: string): Promise<string | null> {
  const serverUrl = postgresServerUrl()
  return serverUrl ? emptyDatabaseBeside(serverUrl, name) : null
}
