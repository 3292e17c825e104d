/**
 * Serves the built site for tests: builds when the sources changed, prepares a
 * fresh SQLite database with a test staff account (unless told not to; a copy
 * of the run's demo data when there is one, tests/support/demoData.ts), or
 * the test's own PostgreSQL database, and
 * runs the site's own server (scripts/serve.mjs, as `npm start` does) in its
 * own process group on a free port. Used by the server tests and the browser
 * tests.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { buildIfNeeded } from '../../scripts/build.mjs'

import { TEST_DATA_ROOT } from './databases'
import { startOnDemoCopy } from './demoData'
import { runnerFreeEnv } from './env'

export const STAFF = { email: 'staff.tester@campus.example', password: 'a-test-only-password-123' }

/** The origin test servers allow the live-chat script from (LIVE_CHAT_ORIGINS). */
export const TEST_CHAT_ORIGIN = 'https://chat.campus-test.example'

export type TestServer = {
  baseURL: string
  env: Record<string, string>
  stop: () => void
  /** Sends `signal` to the server's whole process group and resolves once it has exited. */
  kill: (signal: NodeJS.Signals) => Promise<void>
  /** Resolves with the server's exit code once it has exited. */
  exited: Promise<number | null>
  /** What the server wrote to stdout and stderr so far, with `captureOutput`; else empty. */
  output: () => string
}

export type TestServerOptions = {
  /** Start on the data a previous server of the same name left (by default the data folder starts empty). */
  keepData?: boolean
  /** Create the STAFF administrator through ADMIN_EMAIL (default); false starts with no staff account. */
  staffAccount?: boolean
  /** False when the test has prepared the database itself (its own preparation runs are the subject), so the server only starts. */
  prepare?: boolean
  /** Further environment variables, or replacements for the defaults. */
  env?: Record<string, string>
  /** Keep what the server writes (its log) for the test to read, instead of passing it through. */
  captureOutput?: boolean
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function waitUntilServing(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early (code ${server.exitCode})`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms`)
}

export type Prepared = {
  status: number | null
  signal: NodeJS.Signals | null
  error?: Error
  /** What the script wrote to stdout and stderr, when captured; else empty (it went to this process's output). */
  output: string
}

/**
 * One run of the start-up's database preparation (src/commands/prepare.ts, as
 * `npm start` runs it) with `env` as its whole environment, without blocking
 * this process: a test may serve the object store the script writes to.
 */
export function runPrepare(env: Record<string, string>, { captureOutput = false } = {}): Promise<Prepared> {
  return new Promise((resolve) => {
    let output = ''
    const child = spawn('node_modules/.bin/tsx', ['src/commands/prepare.ts'], {
      env: env as NodeJS.ProcessEnv,
      stdio: ['ignore', captureOutput ? 'pipe' : 'inherit', captureOutput ? 'pipe' : 'inherit'],
    })
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill('SIGTERM'), 300_000)
    child.once('error', (error) => resolve({ status: null, signal: null, error, output }))
    // 'close', not 'exit': the captured output is complete only once the pipes have closed.
    child.once('close', (status, signal) => {
      clearTimeout(timer)
      resolve({ status, signal, output })
    })
  })
}

async function prepareOrThrow(env: Record<string, string>, dataDir: string): Promise<void> {
  const prepared = await runPrepare(env)
  const sqliteMissing = !env.DATABASE_URL && !fs.existsSync(path.join(dataDir, 'campus.db'))
  if (prepared.status !== 0 || sqliteMissing) {
    throw new Error(
      `Preparing the test server database failed (status ${prepared.status}, signal ${prepared.signal}${prepared.error ? `, ${prepared.error.message}` : ''})${prepared.output ? `:\n${prepared.output}` : ''}`,
    )
  }
}

/**
 * The server's database and files. The run's demo data is a whole prepared
 * database (tests/support/demoData.ts): a server that starts fresh on a copy
 * has nothing left to prepare but a staff account other than STAFF. A server
 * that keeps its data, keeps its files in a bucket, or was prepared by its
 * test prepares as an operator's start does.
 */
async function prepareData(env: Record<string, string>, dataDir: string, options: TestServerOptions): Promise<void> {
  if (options.prepare === false) return
  const staff = !env.ADMIN_EMAIL ? 'none' : env.ADMIN_EMAIL === STAFF.email && env.ADMIN_PASSWORD === STAFF.password ? 'STAFF' : 'other'
  const copy = options.keepData || env.S3_BUCKET ? null : await startOnDemoCopy(dataDir, { databaseUrl: env.DATABASE_URL || undefined, withStaff: staff === 'STAFF' })
  // The first start (or a copy without the staff account asked for) makes the account.
  if (!copy || (staff !== 'none' && !copy.withStaff)) await prepareOrThrow(env, dataDir)
}

export async function startTestServer(name: string, options: TestServerOptions = {}): Promise<TestServer> {
  buildIfNeeded()
  const dataDir = path.join(TEST_DATA_ROOT, name)
  if (!options.keepData) fs.rmSync(dataDir, { recursive: true, force: true })
  // A port of its own, unless the test gives one (a server restarted where a proxy expects it).
  const port = options.env?.PORT ? Number(options.env.PORT) : await freePort()
  const env: Record<string, string> = {
    ...runnerFreeEnv(),
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    ...(options.staffAccount === false
      ? { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }
      : { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password }),
    // Every test posts from this one address; the limit itself is tested in-process.
    FORM_RATE_LIMIT: '1000/60',
    STATUS_LOOKUP_RATE_LIMIT: '1000/60',
    STATUS_REFERENCE_RATE_LIMIT: '1000/60',
    // A live-chat origin, so tests can see the pages' policy name it.
    LIVE_CHAT_ORIGINS: TEST_CHAT_ORIGIN,
    // A line per request, thousands a run, is work for the server and the runner and hides what went
    // wrong; a test that reads the log (captureOutput) gets it all.
    ...(options.captureOutput ? {} : { LOG_LEVEL: 'warn' }),
    ...options.env,
  }
  await prepareData(env, dataDir, options)
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', options.captureOutput ? 'pipe' : 'inherit', options.captureOutput ? 'pipe' : 'inherit'],
    detached: true,
  })
  let output = ''
  server.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  server.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
  // Signal the whole group: the server and anything it started.
  const signalGroup = (signal: NodeJS.Signals) => {
    if (!server.pid) return
    try {
      process.kill(-server.pid, signal)
    } catch {
      // already gone
    }
  }
  const stop = () => signalGroup('SIGTERM')
  const kill = async (signal: NodeJS.Signals) => {
    signalGroup(signal)
    await exited
  }
  const baseURL = `http://127.0.0.1:${port}`
  try {
    await waitUntilServing(`${baseURL}/v1/ContactUS/getContact`, server, 120_000)
  } catch (error) {
    stop()
    throw error
  }
  return { baseURL, env, stop, kill, exited, output: () => output }
}
