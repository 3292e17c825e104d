/**
 * Global set-up of the server tests: builds the site if its sources changed,
 * prepares a fresh SQLite database with a test staff account, and serves the
 * built site with `next start` in its own process group on a free port.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { buildIfNeeded } from '../../scripts/build.mjs'

import { TEST_DATA_ROOT } from './databases'
import { runnerFreeEnv } from './env'

export const STAFF = { email: 'staff.tester@campus.example', password: 'a-test-only-password-123' }

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    serverEnv: Record<string, string>
  }
}

function freePort(): Promise<number> {
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

export default async function setup(project: TestProject) {
  buildIfNeeded()
  const dataDir = path.join(TEST_DATA_ROOT, 'server')
  fs.rmSync(dataDir, { recursive: true, force: true })
  const port = await freePort()
  const env: Record<string, string> = {
    ...runnerFreeEnv(),
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: String(port),
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
  }
  const prepared = spawnSync('node_modules/.bin/tsx', ['src/scripts/prepare.ts'], { env: env as NodeJS.ProcessEnv, stdio: 'inherit' })
  if (prepared.status !== 0 || !fs.existsSync(path.join(dataDir, 'campus.db'))) {
    throw new Error('Preparing the server database failed')
  }
  fs.rmSync(path.join('.next', 'cache', 'fetch-cache'), { recursive: true, force: true })

  const server = spawn('node_modules/.bin/next', ['start', '-p', String(port)], {
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  const baseURL = `http://127.0.0.1:${port}`
  try {
    await waitUntilServing(`${baseURL}/v1/ContactUS/getContact`, server, 120_000)
  } catch (error) {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
    throw error
  }
  project.provide('baseURL', baseURL)
  project.provide('serverEnv', env)

  return () => {
    // The server may run in a child of `next start`: stop the whole group.
    if (server.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
  }
}
