#!/usr/bin/env node
/**
 * `npm test`: the whole suite. Its parts run side by side, each in its own
 * process with its lines prefixed by its name, as soon as what it needs is
 * done (the server and browser tests need the build) and while fewer than
 * TEST_JOBS parts of its kind run: the chain to the server and browser tests
 * first, the others in the background at a lower priority
 * (scripts/testPlan.mjs says which and why). Every part
 * runs even when another failed, so one run shows every failure; the run
 * fails when any part did. `npm test -- <part> …` runs only the parts named. It ends with a table: when each part started and
 * how long it took, each Vitest project and browser project, and the
 * slowest files and browser tests (docs/testing.md has the budget).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'

import { BACKGROUND_NICE, runnable, selectParts, testPlan } from './testPlan.mjs'
import { mergeVitestTimings, readBrowserTimings, timingTable } from './testTimings.mjs'

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-test-timings-'))
const plan = testPlan({ env: process.env, timingsFolder: folder })
try {
  // `npm test -- sqlite lint` runs those parts alone (with what they need).
  plan.parts = selectParts(plan.parts, process.argv.slice(2))
} catch (error) {
  console.error(error.message)
  process.exit(2)
}
const jobs = Number(process.env.TEST_JOBS) || plan.defaultJobs
const started = Date.now()
const width = Math.max(...plan.parts.map((part) => part.name.length))

/** @type {Map<string, { name: string, startMs: number, ms: number, ok: boolean }>} */
const finished = new Map()
const running = new Map()

function run(part) {
  const partStarted = Date.now()
  const command = part.background ? ['nice', '-n', String(BACKGROUND_NICE), ...part.command] : part.command
  const child = spawn(command[0], command.slice(1), {
    env: { ...process.env, ...part.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that stopping the suite stops the part's servers too.
    detached: true,
  })
  if (part.background) lowerSessionPriority(child.pid)
  const label = `[${part.name}]`.padEnd(width + 2)
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${label} ${line}\n`))
  }
  running.set(part.name, child)
  return new Promise((resolve) => {
    child.once('close', (status) => {
      running.delete(part.name)
      const ok = status === 0
      finished.set(part.name, { name: part.name, startMs: partStarted - started, ms: Date.now() - partStarted, ok })
      process.stdout.write(`${label} ${ok ? 'passed' : `FAILED (exit ${status})`}\n`)
      resolve()
    })
  })
}

/**
 * Linux gives each session (a part is one: `detached`) a scheduling group of
 * its own, and shares the processor equally between the groups whatever the
 * nice of their processes: a part's nice ranks it only when its group's does.
 * Elsewhere the nice its processes inherit is enough.
 */
function lowerSessionPriority(pid) {
  try {
    fs.writeFileSync(`/proc/${pid}/autogroup`, String(BACKGROUND_NICE))
  } catch {
    // no scheduling groups here
  }
}

function stopAll(signal) {
  for (const child of running.values()) {
    try {
      process.kill(-child.pid, signal)
    } catch {
      // already gone
    }
  }
  process.exit(1)
}
process.once('SIGINT', () => stopAll('SIGINT'))
process.once('SIGTERM', () => stopAll('SIGTERM'))

// Start what may start, in the plan's order, whenever a part ends: up to `jobs` of each kind.
const waiting = [...plan.parts]
let backgroundRunning = 0
await new Promise((resolve) => {
  const next = () => {
    for (const part of [...waiting]) {
      const ofItsKind = part.background ? backgroundRunning : running.size - backgroundRunning
      if (ofItsKind >= jobs) continue
      const state = runnable(part, finished)
      if (state === 'wait') continue
      waiting.splice(waiting.indexOf(part), 1)
      if (state === 'skip') {
        finished.set(part.name, { name: part.name, startMs: Date.now() - started, ms: 0, ok: false, skipped: true })
        process.stdout.write(`[${part.name}] not run: ${part.needs.join(', ')} failed\n`)
        continue
      }
      if (part.background) backgroundRunning += 1
      run(part).then(() => {
        if (part.background) backgroundRunning -= 1
        next()
      })
    }
    if (running.size === 0 && waiting.length === 0) resolve()
  }
  next()
})

const read = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}
const parts = plan.parts.map((part) => finished.get(part.name))
const vitest = mergeVitestTimings(plan.parts.filter((part) => part.vitestTimings).map((part) => read(part.vitestTimings)))
console.log(timingTable(parts, Date.now() - started, vitest, readBrowserTimings(read(plan.browserTimings))))
fs.rmSync(folder, { recursive: true, force: true })
const failed = parts.filter((part) => !part.ok)
if (failed.length) {
  console.error(`Failed: ${failed.map((part) => part.name + (part.skipped ? ' (not run)' : '')).join(', ')}.`)
  process.exit(1)
}
