/**
 * What `npm test` runs (scripts/test.mjs): its parts, what each needs done
 * first, and the order in which they take a free place. Every Vitest project
 * that keeps a database or a server of its own is a part of its own, so that
 * the projects run side by side (Vitest itself runs projects whose files go
 * one at a time one after another). The build and the demo data come first:
 * the server and browser tests, the longest parts, need them.
 *
 * The run is as long as its longest chain, the build and then the server and
 * browser tests, and those parts leave the processor idle about a third of
 * the time (a test waits for a page, a page for the database). So the other
 * parts run in the background: in places of their own, at a lower priority
 * (`nice`), they take the time the chain leaves and give it back when the
 * chain needs it.
 */
import os from 'node:os'
import path from 'node:path'

const VITEST = 'node_modules/.bin/vitest'
const PLAYWRIGHT = 'node_modules/.bin/playwright'
const TSX = 'node_modules/.bin/tsx'

/**
 * The background parts' priority: a tenth of the chain's share of a busy
 * processor (nice 0), all of an idle one. Their tests' time limits find a
 * hang, not a wait.
 */
export const BACKGROUND_NICE = 10

/**
 * @param {{ env: Record<string, string | undefined>, timingsFolder: string }} options
 */
export function testPlan({ env, timingsFolder }) {
  // PostgreSQL's parts run when it is configured, and always under CI, where the
  // Vitest config fails them if it is not (tests/support/databases.ts).
  const postgres = Boolean(env.TEST_DATABASE_URL) || env.CI === 'true'
  const vitest = (name, projects, { needs = [], env: partEnv = {}, background = true } = {}) => {
    const vitestTimings = path.join(timingsFolder, `vitest-${name}.json`)
    return {
      name,
      needs,
      background,
      command: [VITEST, 'run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=./tests/support/timingReporter.ts'],
      env: { ...partEnv, TEST_TIMINGS_FILE: vitestTimings },
      vitestTimings,
    }
  }
  const browserTimings = path.join(timingsFolder, 'playwright.json')
  // The demo content, loaded once per kind of database and copied by the integration databases and
  // the test servers (tests/support/demoData.ts).
  const demoData = path.resolve('test-data', 'demo-data')
  const onDemoData = { needs: ['demo data'], env: { TEST_DEMO_DATA: demoData } }
  const served = { needs: ['build', 'demo data'], env: onDemoData.env, background: false }
  // In this order they take a free place: the build first, as the longest parts wait for it; the
  // short checks beside it; the server and browser tests as soon as it is ready; the database
  // parts in the places left.
  const parts = [
    { name: 'build', needs: [], background: false, command: ['node', 'scripts/build.mjs'], env: { BUILD_TYPES_CHECKED_APART: '1' } },
    { name: 'demo data', needs: [], background: false, command: [TSX, 'tests/support/makeDemoData.ts', demoData] },
    {
      name: 'browser tests',
      needs: served.needs,
      background: false,
      command: [PLAYWRIGHT, 'test', '--reporter=list,json'],
      env: { ...served.env, PLAYWRIGHT_JSON_OUTPUT_NAME: browserTimings },
    },
    vitest('server', ['server'], served),
    { name: 'lint', needs: [], background: true, command: ['npm', 'run', '--silent', 'lint'] },
    { name: 'type check', needs: [], background: true, command: ['npm', 'run', '--silent', 'typecheck'] },
    { name: 'audit', needs: [], background: true, command: ['node', 'scripts/audit.mjs'] },
    ...(postgres ? [vitest('postgres', ['postgres', 'postgres-isolated'], onDemoData)] : []),
    vitest('sqlite', ['sqlite', 'sqlite-isolated'], onDemoData),
    ...(postgres ? [vitest('s3-postgres', ['s3-postgres'])] : []),
    vitest('s3-sqlite', ['s3-sqlite']),
    vitest('unit', ['unit', 'unit-isolated', 'redis']),
  ]
  // As many of each kind at once as there are cores.
  return { parts, browserTimings, defaultJobs: os.availableParallelism() }
}

/**
 * Whether a part may start now: 'run', 'wait' (something it needs is still
 * running or waiting) or 'skip' (something it needs failed).
 * @param {{ needs: string[] }} part
 * @param {Map<string, { ok: boolean }>} finished
 */
export function runnable(part, finished) {
  const done = part.needs.map((name) => finished.get(name))
  if (done.some((result) => result && !result.ok)) return 'skip'
  return done.every(Boolean) ? 'run' : 'wait'
}

/**
 * The parts named in `names` and what they need, in the plan's order; all of
 * them when `names` is empty. An unknown name is an error that lists the known ones.
 * @param {{ name: string, needs: string[] }[]} parts
 * @param {string[]} names
 */
export function selectParts(parts, names) {
  if (!names.length) return parts
  const known = new Map(parts.map((part) => [part.name, part]))
  const unknown = names.filter((name) => !known.has(name))
  if (unknown.length) throw new Error(`No test part named ${unknown.join(', ')}. The parts: ${[...known.keys()].join(', ')}.`)
  const chosen = new Set()
  const add = (name) => {
    if (chosen.has(name)) return
    chosen.add(name)
    for (const need of known.get(name).needs) add(need)
  }
  for (const name of names) add(name)
  return parts.filter((part) => chosen.has(part.name))
}
