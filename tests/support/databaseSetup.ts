/**
 * Test databases, migrated and seeded. The default export is the Vitest
 * global setup of the database projects (sqlite, postgres): it gives the
 * project its database, a copy of the run's demo data (tests/support/demoData.ts)
 * or, without one, prepared from scratch. prepareInChild prepares any other,
 * such as the object storage tests' own.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { recreateDatabase } from '../../scripts/postgresDatabase.mjs'

import { postgresServerUrl, type TestDatabase, testDatabases } from './databases'
import { startOnDemoCopy } from './demoData'
import { runnerFreeEnv } from './env'
import { ISOLATED } from './isolation'

/** A try that has not finished by then is stuck (a full one takes under a minute alone, a few beside the suite's other parts): it is stopped and made once more. */
export const PREPARE_TRY_LIMIT_MS = 300_000

type Try = { status: number | null; signal: NodeJS.Signals | null; stuck: boolean }

/** One run of tests/support/resetTestDatabase.ts, stopped with its whole process group when it outlasts the limit. */
function prepareOnce(env: Record<string, string>, limitMs: number): Promise<Try> {
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['tests/support/resetTestDatabase.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...runnerFreeEnv(), ...env },
    // Its own process group, so that tsx's own child goes with it when it is stopped.
    detached: true,
  })
  return new Promise((resolve) => {
    let stuck = false
    const limit = setTimeout(() => {
      stuck = true
      process.kill(-child.pid!, 'SIGKILL')
    }, limitMs)
    child.on('exit', (status, signal) => {
      clearTimeout(limit)
      resolve({ status, signal, stuck })
    })
  })
}

/**
 * Migrates and seeds a test database in a child process with the given
 * environment. Once, on CI, such a child hung before its first migration and
 * outlived the run; so each try has a time limit, after which its whole
 * process group is stopped, and a stuck first try gets one more. Async, so
 * that a service in this very process (the object storage tests' bucket)
 * can answer it.
 */
export async function prepareInChild(env: Record<string, string>, what: string, limitMs = PREPARE_TRY_LIMIT_MS): Promise<void> {
  let result = await prepareOnce(env, limitMs)
  if (result.stuck) {
    console.error(`Preparing ${what} took over ${limitMs / 1000} s and was stopped; trying once more.`)
    result = await prepareOnce(env, limitMs)
  }
  if (result.stuck) throw new Error(`Preparing ${what} was stuck twice (over ${limitMs / 1000} s each) and was stopped.`)
  if (result.status !== 0) {
    throw new Error(`Preparing ${what} failed (status ${result.status}, signal ${result.signal}). Is the database reachable?`)
  }
}

/**
 * The databases prepared in this process: the two projects of one database
 * (shared and own module graphs) prepare it once. Vitest loads a global
 * set-up file once per project, so the record is kept on the process.
 */
const PREPARED = Symbol.for('campus.test.preparedDatabases')
const prepared: Map<string, Promise<void>> = ((globalThis as Record<symbol, unknown>)[PREPARED] as Map<string, Promise<void>> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[PREPARED] = new Map<string, Promise<void>>())

/**
 * The database and data folder of `database`, as they are after a first
 * start on an empty database with no staff account. PostgreSQL's is a
 * database of its own beside TEST_DATABASE_URL's, made again each time.
 */
async function prepareTestDatabase(database: TestDatabase): Promise<void> {
  const { DATA_DIR: dataDir, DATABASE_URL: databaseUrl } = database.env
  if (await startOnDemoCopy(dataDir!, { databaseUrl, withStaff: false })) return
  if (databaseUrl) await recreateDatabase(postgresServerUrl()!, databaseUrl)
  await prepareInChild(database.env, `the ${database.name} test database`)
}

/** Gives the project named after a test database (`sqlite`, `sqlite-isolated`: sqlite) that database, once per run. */
export default async function setup(project: TestProject): Promise<void> {
  const name = project.name.endsWith(ISOLATED) ? project.name.slice(0, -ISOLATED.length) : project.name
  const database = testDatabases().find((candidate) => candidate.name === name)
  if (!database) throw new Error(`No test database named ${name}`)
  if (!prepared.has(name)) prepared.set(name, prepareTestDatabase(database))
  await prepared.get(name)
}
