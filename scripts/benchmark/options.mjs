/**
 * What a benchmark run is asked to do and what it needs: its options (flags
 * or environment variables), the tools it drives (wrk, Debian's Chromium,
 * Lighthouse, nginx) and where it writes (test-data/benchmark/).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { root } from '../build.mjs'

export const LIGHTHOUSE_CLI = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js')
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const DATA_DIR = path.join(root, 'test-data', 'benchmark')
export const USAGE = `npm run benchmark [-- options]
  --routes=/,/contact-us,/v1/ContactUS/getContact  (BENCHMARK_ROUTES)    only these addresses; default: every public page and a few /v1 GETs
  --duration=5                                     (BENCHMARK_DURATION)  seconds of each wrk round
  --rounds=3                                       (BENCHMARK_ROUNDS)    interleaved rounds of site and floor
  --lighthouse-runs=3                              (BENCHMARK_LIGHTHOUSE_RUNS)  Lighthouse runs of each page and its floor; the median is shown
  --lighthouse-throttling=simulate                 (BENCHMARK_LIGHTHOUSE_THROTTLING)  simulate (Lighthouse's default) or devtools
                                                   (the load itself slowed: a steadier blocking time)
  --no-lighthouse                                  (BENCHMARK_LIGHTHOUSE=0)  skip Lighthouse, the slowest part
  --instances                                      (BENCHMARK_INSTANCES=1)   instead: one and two instances behind nginx
                                                   (docs/deploy/nginx-two-instances.conf) on PostgreSQL and Redis
                                                   (BENCHMARK_DATABASE_URL or TEST_DATABASE_URL; BENCHMARK_REDIS_URL)`
export const REPORT_DIR = path.join(DATA_DIR, 'lighthouse')
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

/** Lighthouse's own names: simulate (its default, Lantern) and devtools (the load slowed in the browser). */
export const THROTTLING_METHODS = ['simulate', 'devtools']

export function options(argv = process.argv.slice(2), env = process.env) {
  const flag = (name) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=').slice(1).join('=')
  const number = (value, fallback, name) => {
    if (value === undefined || value === '') return fallback
    const parsed = Number(value)
    if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a whole number of at least 1, not "${value}"`)
    return parsed
  }
  const routes = flag('routes') ?? env.BENCHMARK_ROUTES
  const throttling = flag('lighthouse-throttling') ?? env.BENCHMARK_LIGHTHOUSE_THROTTLING ?? 'simulate'
  if (!THROTTLING_METHODS.includes(throttling)) throw new Error(`BENCHMARK_LIGHTHOUSE_THROTTLING / --lighthouse-throttling must be ${THROTTLING_METHODS.join(' or ')}, not "${throttling}"`)
  return {
    help: argv.includes('--help') || argv.includes('-h'),
    routes: routes ? routes.split(',').map((route) => route.trim()).filter(Boolean) : null,
    duration: number(flag('duration') ?? env.BENCHMARK_DURATION, 5, 'BENCHMARK_DURATION / --duration'),
    rounds: number(flag('rounds') ?? env.BENCHMARK_ROUNDS, 3, 'BENCHMARK_ROUNDS / --rounds'),
    lighthouseRuns: number(flag('lighthouse-runs') ?? env.BENCHMARK_LIGHTHOUSE_RUNS, 3, 'BENCHMARK_LIGHTHOUSE_RUNS / --lighthouse-runs'),
    throttling,
    lighthouse: !argv.includes('--no-lighthouse') && !['0', 'false', 'no'].includes((env.BENCHMARK_LIGHTHOUSE ?? '').toLowerCase()),
    instances: argv.includes('--instances') || ['1', 'true', 'yes'].includes((env.BENCHMARK_INSTANCES ?? '').toLowerCase()),
  }
}

/** Refuses to start, saying what to install, when a tool the run needs is missing. */
export function checkTools({ lighthouse, instances }) {
  const missing = []
  if (spawnSync('wrk', ['-v']).error?.code === 'ENOENT') missing.push("wrk is not installed: it is Debian's package `wrk` (apt-get install -y wrk).")
  if (instances && spawnSync(NGINX, ['-v']).error?.code === 'ENOENT') missing.push(`nginx is not at ${NGINX}: it is Debian's package \`nginx\` (apt-get install -y nginx), or set NGINX_PATH.`)
  if (lighthouse) {
    if (!fs.existsSync(CHROMIUM)) {
      missing.push(`Chromium is not at ${CHROMIUM}: install Debian's package (apt-get install -y chromium), set CHROMIUM_PATH, or run with --no-lighthouse.`)
    }
    if (!fs.existsSync(LIGHTHOUSE_CLI)) missing.push('Lighthouse is not installed: run npm ci (it is a devDependency).')
  }
  if (missing.length > 0) throw new Error(missing.join('\n'))
}
