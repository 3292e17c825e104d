#!/usr/bin/env node
/**
 * `npm test`: the whole suite, one part after another, stopping at the
 * first that fails, then a table of how long each part took (the Vitest
 * projects and the browser projects each on a line) and the slowest files
 * and browser tests, so that the suite's time is seen on every run
 * (docs/testing.md has the budget).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { readBrowserTimings, timingTable } from './testTimings.mjs'

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-test-timings-'))
const vitestTimings = path.join(folder, 'vitest.json')
const browserTimings = path.join(folder, 'playwright.json')

const PARTS = [
  { name: 'audit', command: ['node', 'scripts/audit.mjs'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'type check', command: ['npm', 'run', 'typecheck'] },
  {
    name: 'Vitest',
    command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=./tests/support/timingReporter.ts'],
    env: { TEST_TIMINGS_FILE: vitestTimings },
  },
  {
    name: 'browser tests',
    command: ['npx', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: browserTimings },
  },
]

const done = []
let failed = null
for (const part of PARTS) {
  const started = Date.now()
  const run = spawnSync(part.command[0], part.command.slice(1), { stdio: 'inherit', env: { ...process.env, ...part.env } })
  done.push({ name: part.name, ms: Date.now() - started, ok: run.status === 0 })
  if (run.status !== 0) {
    failed = { part: part.name, status: run.status ?? 1 }
    break
  }
}

const read = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}
console.log(timingTable(done, read(vitestTimings), readBrowserTimings(read(browserTimings))))
fs.rmSync(folder, { recursive: true, force: true })
if (failed) {
  console.error(`The ${failed.part} failed: the parts after it did not run.`)
  process.exit(failed.status)
}
