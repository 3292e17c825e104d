#!/usr/bin/env node
/**
 * `npm run benchmark`: how the public pages compare with a bare Next page.
 *
 * Absolute figures on a shared machine change from run to run, so every figure
 * is a ratio to a floor measured in the same run: a bare Next app, built with
 * the site's own Next, whose pages prerender the markup of the measured pages,
 * each at the same path (scripts/floor.mjs); /v1 replies are compared with
 * the floor's Home. The benchmark builds the site if needed, serves it on a
 * fresh demo database, builds and serves the floor, and prints per route:
 *
 * - throughput: wrk -c50, rounds interleaved site, floor, site, floor, ...;
 *   median requests per second of each, and their ratio (also for /v1 GETs);
 * - first-load JavaScript: gzip (level 9) bytes of the scripts the server HTML
 *   references, as a modern browser loads them (nomodule scripts left out);
 * - Lighthouse, mobile, in Debian's Chromium: the four category scores and
 *   LCP, TBT and CLS, each route right after a floor run of its own (the
 *   performance score, LCP and TBT beside it), several times: the median of
 *   each figure is shown, with the range of the site's scores (one run alone
 *   can be ten points off on a busy machine). Lighthouse's default
 *   throttling simulates a slow phone from a load at full speed; with
 *   --lighthouse-throttling=devtools the load itself is slowed (CPU 4x, a
 *   slow 4G line) and the blocking time is what the trace measured, a
 *   steadier second opinion on TBT (docs/decisions/036);
 * - goals: per route, which of the speed goals (scripts/goals.mjs) the run
 *   missed, and how many routes met them all.
 *
 * It asserts nothing, and stops every process it started (by process group).
 * Options (flag or environment variable):
 *   --routes=/,/contact-us,/v1/ContactUS/getContact   BENCHMARK_ROUTES   only these
 *   --duration=5                                      BENCHMARK_DURATION seconds per wrk round
 *   --rounds=3                                        BENCHMARK_ROUNDS
 *   --lighthouse-runs=3                               BENCHMARK_LIGHTHOUSE_RUNS
 *   --lighthouse-throttling=simulate|devtools         BENCHMARK_LIGHTHOUSE_THROTTLING
 *   --no-lighthouse                                   BENCHMARK_LIGHTHOUSE=0
 *   --instances                                       BENCHMARK_INSTANCES=1  instead: one and two instances behind nginx
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { bin, buildIfNeeded, root } from './build.mjs'
import { gzipBytes, moduleScriptSources, sitePageRoutes } from './firstLoad.mjs'
import { buildFloor, capturePage, FLOOR_DIR, floorPathOf, NEXT_CLI, removeFloor } from './floor.mjs'
import { missedGoals } from './goals.mjs'
import { emptyDatabaseBeside } from './postgresDatabase.mjs'

/** /v1 GET replies measured against the same floor: the degree details the issue names, and a few the pages call most. */
const API_PATHS = [
  '/v1/academicPage/getDegreeDetails',
  '/v1/homePage/homePage/getSliderManagement',
  '/v1/galleryAndNews/getNews',
  '/v1/AlumniPage/getAlumniDirectoryUser?page=1&page_size=10',
  '/v1/ContactUS/getContact',
]
const LIGHTHOUSE_CLI = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const DATA_DIR = path.join(root, 'test-data', 'benchmark')
const USAGE = `npm run benchmark [-- options]
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
const REPORT_DIR = path.join(DATA_DIR, 'lighthouse')
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

/** Lighthouse's own names: simulate (its default, Lantern) and devtools (the load slowed in the browser). */
const THROTTLING_METHODS = ['simulate', 'devtools']

function options(argv, env) {
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
function checkTools({ lighthouse, instances }) {
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

// ---------------------------------------------------------------- processes

/** Process groups this run started; each is stopped as a whole at the end, or on Ctrl-C. */
const groups = new Set()

function startGroup(command, args, spawnOptions = {}) {
  const child = spawn(command, args, { stdio: 'ignore', ...spawnOptions, detached: true })
  if (child.pid) groups.add(child.pid)
  child.once('error', (error) => console.error(`${command}: ${error.message}`))
  return child
}

const alive = (pgid) => {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

async function stopGroup(pgid) {
  if (!groups.has(pgid)) return
  for (const [signal, waitMs] of [
    ['SIGTERM', 10_000],
    ['SIGKILL', 5_000],
  ]) {
    try {
      process.kill(-pgid, signal)
    } catch {
      break
    }
    const deadline = Date.now() + waitMs
    while (alive(pgid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
    if (!alive(pgid)) break
  }
  groups.delete(pgid)
}

async function cleanUp() {
  await Promise.all([...groups].map(stopGroup))
  removeFloor()
}

/** Runs a command in its own group to its end; resolves with its output. */
function run(command, args, { timeoutMs, ...spawnOptions }) {
  return new Promise((resolve) => {
    const child = startGroup(command, args, { ...spawnOptions, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (data) => (stdout += data))
    child.stderr.on('data', (data) => (stderr += data))
    const timer = setTimeout(() => stopGroup(child.pid), timeoutMs)
    child.once('close', async (code, signal) => {
      clearTimeout(timer)
      await stopGroup(child.pid)
      resolve({ code, signal, stdout, stderr })
    })
  })
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

async function waitForServer(url, child, what) {
  for (let tries = 0; tries < 480; tries += 1) {
    if (child.exitCode !== null) throw new Error(`${what} exited before serving (code ${child.exitCode})`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${what} did not answer ${url} within two minutes`)
}

// ---------------------------------------------------------------- routes

/**
 * One address per public page: static routes as they are, dynamic ones (and
 * pages that need a query, like /programs?id=) the first address of that
 * route in the site's sitemap, which lists the demo content's real slugs.
 */
async function publicPages(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc.replaceAll('&amp;', '&'))
    return { pathname: url.pathname, address: `${url.pathname}${url.search}` }
  })
  const pages = []
  for (const { route } of sitePageRoutes()) {
    const pattern = new RegExp(`^${route.replace(/\[[^\]]+\]/g, '[^/]+').replace(/[.]/g, '\\.')}$`)
    const exact = listed.find(({ address }) => address === route)
    const example = exact ?? listed.find(({ pathname }) => pattern.test(pathname))
    if (example) pages.push(example.address)
    else if (!route.includes('[')) pages.push(route)
    else console.warn(`No address for ${route} in the sitemap: left out.`)
  }
  return pages
}

// ---------------------------------------------------------------- measures

/** The figures a run produced, in order (a run can lack one: Lighthouse gives no TBT when the page never went quiet). */
const finiteSorted = (values) => values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)

const median = (values) => {
  const sorted = finiteSorted(values)
  if (sorted.length === 0) return NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** CPU time (clock ticks) used so far by the processes of one group, from /proc. */
function groupCpuTicks(pgid) {
  let ticks = 0
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // ended meanwhile
    }
    // After "pid (name) ": state, ppid, pgrp, ..., utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12])
  }
  return ticks
}

/**
 * Waits until the servers are idle: when wrk stops, up to 50 requests are
 * still being answered, and that work must not land in the next round's
 * measure of the other server. Idle: under a tenth of a core over 300 ms.
 */
async function settle(pgids) {
  if (!fs.existsSync('/proc/self/stat')) return sleep(2000)
  const deadline = Date.now() + 30_000
  let before = pgids.map(groupCpuTicks)
  while (Date.now() < deadline) {
    await sleep(300)
    const now = pgids.map(groupCpuTicks)
    if (now.every((ticks, index) => ticks - before[index] <= 3)) return
    before = now
  }
}

/** One wrk round: requests per second, and whether any reply was an error. */
async function wrk(url, seconds) {
  // A slow reply is counted, not dropped as a time-out (wrk's default is 2 s).
  const result = await run('wrk', ['-t1', '-c50', `-d${seconds}s`, '--timeout', '30s', url], { timeoutMs: (seconds + 60) * 1000 })
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(result.stdout)
  const bad = /Non-2xx or 3xx responses:\s+(\d+)/.exec(result.stdout)
  const socketErrors = /Socket errors:[^\n]*/.exec(result.stdout)
  if (!rate) throw new Error(`wrk printed no rate for ${url}: ${result.stderr.trim() || result.stdout.trim()}`)
  return { rps: Number(rate[1]), failed: Number(bad?.[1] ?? 0), socketErrors: socketErrors?.[0].trim() ?? '' }
}

/**
 * Rounds of the site's address and the floor, one after the other, each
 * after both servers went idle; the medians of each. A warm-up under the same
 * load first: the site's content cache and the JIT fill on the first
 * requests.
 */
async function throughput(siteUrl, floorUrl, { duration, rounds, servers }) {
  await wrk(siteUrl, 3)
  await settle(servers)
  const site = []
  const floor = []
  const notes = new Set()
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, url, into] of [
      ['site', siteUrl, site],
      ['floor', floorUrl, floor],
    ]) {
      const result = await wrk(url, duration)
      await settle(servers)
      into.push(result.rps)
      if (result.failed > 0) notes.add(`${name}: ${result.failed} error replies`)
      if (result.socketErrors) notes.add(`${name}: ${result.socketErrors}`)
    }
  }
  return { site: median(site), floor: median(floor), notes: [...notes] }
}

/** The module scripts a page's server HTML references, fetched and gzipped (level 9). */
async function firstLoadJs(url) {
  const html = await (await fetch(url)).text()
  let bytes = 0
  const sources = moduleScriptSources(html)
  for (const source of sources) {
    const response = await fetch(new URL(source, url))
    if (!response.ok) throw new Error(`${source} (referenced by ${url}) answered ${response.status}`)
    bytes += gzipBytes(Buffer.from(await response.arrayBuffer()))
  }
  return { bytes, scripts: sources.length }
}

async function startChromium() {
  const port = await freePort()
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-benchmark-chromium-'))
  const chromium = startGroup(CHROMIUM, [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'])
  await waitForServer(`http://127.0.0.1:${port}/json/version`, chromium, 'Chromium')
  return {
    port,
    stop: async () => {
      await stopGroup(chromium.pid)
      fs.rmSync(profile, { recursive: true, force: true })
    },
  }
}

/** Lighthouse (mobile, throttled by `throttling`) on one address, in the Chromium on `port`. */
async function lighthouse(url, port, name, throttling) {
  fs.mkdirSync(REPORT_DIR, { recursive: true })
  const report = path.join(REPORT_DIR, `${name.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.json`)
  const result = await run(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      `--port=${port}`,
      '--hostname=127.0.0.1',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--throttling-method=${throttling}`,
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      '--no-enable-error-reporting',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { timeoutMs: 240_000, env: { ...process.env, CHROME_PATH: CHROMIUM } },
  )
  if (result.code !== 0 || !fs.existsSync(report)) return { error: (result.stderr.trim().split('\n').pop() || `exit ${result.code ?? result.signal}`).slice(0, 80) }
  const lhr = JSON.parse(fs.readFileSync(report, 'utf8'))
  if (lhr.runtimeError) return { error: lhr.runtimeError.code }
  const score = (category) => (lhr.categories[category]?.score == null ? NaN : Math.round(lhr.categories[category].score * 100))
  const value = (audit) => lhr.audits[audit]?.numericValue ?? NaN
  // What the trace itself saw, before any simulation: when the first content
  // was on screen. Lantern counts into FCP and LCP every task that ran before
  // it, so a first frame held back (docs/decisions/039) moves both.
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {}
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    firstPaint: observed.observedFirstContentfulPaint ?? NaN,
  }
}

/** The lower middle of the figures the runs produced. */
const lowerMedian = (values) => {
  const sorted = finiteSorted(values)
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)]
}

/**
 * Of several Lighthouse runs, each figure's median (the lower middle of an
 * even count): one slow moment moves one run's TBT a lot and its score a
 * little, so the run with the median score can carry an outlying TBT. The
 * first error when none ran.
 */
function medianRun(runs) {
  const done = runs.filter((result) => !result.error)
  if (done.length === 0) return runs[0]
  const median = {}
  for (const figure of Object.keys(done[0])) median[figure] = lowerMedian(done.map((result) => result[figure]))
  return median
}

// ---------------------------------------------------------------- output

const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}x` : '-')
const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-')

function table(title, header, rows) {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => String(row[column]).length)))
  const line = (cells) => cells.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  ')
  console.log(`\n${title}\n`)
  console.log(line(header))
  for (const row of rows) console.log(line(row))
}

// ---------------------------------------------------------------- main

async function main() {
  const settings = options(process.argv.slice(2), process.env)
  if (settings.help) {
    console.log(USAGE)
    return
  }
  checkTools(settings)
  buildIfNeeded()
  if (settings.instances) {
    await scaleOut(settings)
    return
  }

  fs.rmSync(DATA_DIR, { recursive: true, force: true })
  removeFloor()
  const sitePort = await freePort()
  const base = `http://127.0.0.1:${sitePort}`
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    TSX_DISABLE_CACHE: '1',
    DATA_DIR,
    DATABASE_URL: '',
    PORT: String(sitePort),
    SITE_URL: base,
  }
  console.log('Preparing a fresh demo database…')
  const prepared = spawnSync(bin('tsx'), ['src/scripts/prepare.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
  if (prepared.status !== 0) throw new Error(`Preparing the benchmark database failed (status ${prepared.status})`)
  // Cached page data belongs to the database it was read from.
  fs.rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })

  const site = startGroup(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], { cwd: root, env })
  await waitForServer(`${base}/v1/ContactUS/getContact`, site, 'The site')

  const routes = settings.routes ?? [...(await publicPages(base)), ...API_PATHS]
  const pages = routes.filter((route) => !route.startsWith('/v1/'))

  // The floor always holds Home: /v1 replies are compared with it.
  const floorPages = pages.includes('/') ? pages : ['/', ...pages]
  console.log(`Building the floor from the markup of ${floorPages.length} pages…`)
  const captured = []
  for (const route of floorPages) {
    await fetch(`${base}${route}`) // the first render fills the content cache
    captured.push({ route, ...capturePage(await (await fetch(`${base}${route}`)).text()) })
  }
  buildFloor(captured)
  const floorPort = await freePort()
  const floorBase = `http://127.0.0.1:${floorPort}`
  const floorServer = startGroup(process.execPath, [NEXT_CLI, 'start', '-p', String(floorPort), '-H', '127.0.0.1'], {
    cwd: FLOOR_DIR,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  await waitForServer(`${floorBase}/`, floorServer, 'The floor')
  // A page is compared with its own markup on the floor, a /v1 reply with the floor's Home.
  const floorUrlOf = (route) => `${floorBase}${route.startsWith('/v1/') ? '/' : floorPathOf(route)}`
  const floorUrl = `${floorBase}/`

  const loadBefore = os.loadavg()[0]
  console.log(`Site ${base}, floor ${floorBase}; ${routes.length} routes; wrk -t1 -c50, ${settings.rounds} rounds of ${settings.duration} s each, interleaved`)
  const servers = [site.pid, floorServer.pid]
  await wrk(floorUrl, 3)
  await settle(servers)
  const speed = []
  for (const route of routes) {
    process.stdout.write(`  throughput ${route}\n`)
    speed.push({ route, ...(await throughput(`${base}${route}`, floorUrlOf(route), { ...settings, servers })) })
  }

  const floorJs = await firstLoadJs(floorUrl)
  const scripts = []
  for (const route of pages) scripts.push({ route, ...(await firstLoadJs(`${base}${route}`)) })

  const scores = []
  if (settings.lighthouse) {
    const chromium = await startChromium()
    try {
      // Each route is measured right after a floor run of its own, once the servers are idle: a busy
      // moment (wrk's last round, a cache filling) then weighs on both, and the ratio holds.
      for (const route of pages) {
        process.stdout.write(`  lighthouse ${route}\n`)
        const floors = []
        const sites = []
        for (let index = 1; index <= settings.lighthouseRuns; index += 1) {
          await settle(servers)
          floors.push(await lighthouse(floorUrlOf(route), chromium.port, `floor${route}-${index}`, settings.throttling))
          sites.push(await lighthouse(`${base}${route}`, chromium.port, `site${route}-${index}`, settings.throttling))
        }
        const performances = sites.filter((site) => !site.error && Number.isFinite(site.performance)).map((site) => site.performance)
        // Each site run beside the floor run just before it: how far the TBT ratio moves from pair to pair.
        const tbtRatios = sites
          .map((site, index) => (site.error || floors[index].error ? NaN : site.tbt / floors[index].tbt))
          .filter((value) => Number.isFinite(value))
        scores.push({
          name: route,
          floor: medianRun(floors),
          range: performances.length > 1 ? `${Math.min(...performances)}-${Math.max(...performances)}` : '',
          tbtRange: tbtRatios.length > 1 ? `${Math.min(...tbtRatios).toFixed(2)}-${Math.max(...tbtRatios).toFixed(2)}x` : '',
          ...medianRun(sites),
        })
      }
    } finally {
      await chromium.stop()
    }
  }
  const loadAfter = os.loadavg()[0]

  table(
    `Throughput: median requests/s of ${settings.rounds} interleaved rounds (site, floor, ...); floor = the same page's markup prerendered by bare Next (for /v1: Home's)`,
    ['route', 'site req/s', 'floor req/s', 'site/floor', 'note'],
    speed.map(({ route, site: ours, floor, notes }) => [route, fixed(ours), fixed(floor), ratio(ours, floor), notes.join('; ')]),
  )
  table(
    'First-load JavaScript: gzip -9 bytes of the module scripts the server HTML references (nomodule left out)',
    ['route', 'scripts', 'site bytes', 'floor bytes', 'site/floor'],
    scripts.map(({ route, scripts: count, bytes }) => [route, count, bytes, floorJs.bytes, ratio(bytes, floorJs.bytes)]),
  )
  if (settings.lighthouse) {
    table(
      `Lighthouse ${JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version}, mobile, throttling ${settings.throttling === 'simulate' ? 'simulated (the default)' : 'applied in the browser (devtools)'}; each figure the median of ${settings.lighthouseRuns} runs (reports in ${path.relative(root, REPORT_DIR)}/)`,
      ['route', 'perf', 'perf range', 'floor perf', 'a11y', 'best', 'SEO', 'LCP s', 'floor LCP s', 'TBT ms', 'floor TBT ms', 'TBT/floor', 'pairs TBT/floor', 'CLS', 'seen FCP ms', 'floor seen FCP ms'],
      scores.map(({ floor, range, tbtRange, ...score }) =>
        score.error || floor.error
          ? [score.name, `failed: ${score.error ?? `floor ${floor.error}`}`, '', '', '', '', '', '', '', '', '', '', '', '', '', '']
          : [
              score.name,
              score.performance,
              range,
              floor.performance,
              score.accessibility,
              score.bestPractices,
              score.seo,
              fixed(score.lcp / 1000, 2),
              fixed(floor.lcp / 1000, 2),
              fixed(score.tbt),
              fixed(floor.tbt),
              ratio(score.tbt, floor.tbt),
              tbtRange,
              fixed(score.cls, 3),
              fixed(score.firstPaint),
              fixed(floor.firstPaint),
            ],
      ),
    )
    const load = settings.throttling === 'simulate' ? 'the unthrottled load Lighthouse traced before simulating a phone' : 'the slowed load itself'
    console.log(`\n"pairs TBT/floor": the lowest and highest ratio of one site run to the floor run just before it.`)
    console.log(`"seen FCP": the first contentful paint in ${load} (docs/decisions/039).`)
  }
  goalsTable(speed, scripts, floorJs.bytes, scores)
  console.log(`\nLoad average (1 min) ${loadBefore.toFixed(2)} before the measures, ${loadAfter.toFixed(2)} after, on ${os.cpus().length} cores.`)
}

/** Which of the goals (scripts/goals.mjs) each measured route met in this run. */
function goalsTable(speed, scripts, floorJsBytes, scores) {
  const rows = speed.map(({ route, site, floor }) => {
    const js = scripts.find((entry) => entry.route === route)
    const score = scores.find((entry) => entry.name === route)
    const failed = Boolean(score && (score.error || score.floor.error))
    const missed = missedGoals({
      path: floorPathOf(route),
      throughput: { site, floor },
      js: js && { site: js.bytes, floor: floorJsBytes },
      lighthouse: failed ? undefined : score,
    })
    if (failed) missed.push('Lighthouse failed')
    return [route, missed.length === 0 ? 'all met' : missed.join('; ')]
  })
  const met = rows.filter(([, result]) => result === 'all met').length
  table(`Goals (scripts/goals.mjs): ${met} of ${rows.length} routes met every goal measured in this run`, ['route', 'missed'], rows)
}

// ---------------------------------------------------------------- scale-out

const PROXY_SAMPLE = path.join(root, 'docs', 'deploy', 'nginx-two-instances.conf')

/**
 * The sample proxy configuration pointed at these instances and this port,
 * inside a main configuration of its own (no root, no system paths).
 */
function proxyConfig(dir, listenPort, instancePorts) {
  const sample = fs.readFileSync(PROXY_SAMPLE, 'utf8')
  const upstream = /upstream campus_site \{[\s\S]*?\n\}/.exec(sample)
  if (!upstream) throw new Error(`${PROXY_SAMPLE} has no "upstream campus_site" block`)
  const line = /^\s*server 127\.0\.0\.1:\d+ (.*);$/m.exec(upstream[0])
  const servers = instancePorts.map((port) => `    server 127.0.0.1:${port} ${line?.[1] ?? ''};`).join('\n')
  const site = sample
    .replace(upstream[0], `upstream campus_site {\n${servers}\n    keepalive 32;\n}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${listenPort};`)
  if (!site.includes(`listen 127.0.0.1:${listenPort};`)) throw new Error(`${PROXY_SAMPLE} has no "listen 80;" to point elsewhere`)
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'site.conf'), site)
  const temp = (name) => `${name} ${path.join(dir, name.replace('_temp_path', ''))};`
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      'daemon off;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body_temp_path', 'proxy_temp_path', 'fastcgi_temp_path', 'uwsgi_temp_path', 'scgi_temp_path'].map((name) => `  ${temp(name)}`),
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  )
  return path.join(dir, 'nginx.conf')
}

/**
 * Throughput of one instance and of two behind the sample nginx front, on one
 * PostgreSQL and one Redis: both proxies run at once and are measured in
 * interleaved rounds, as the site and the floor are.
 */
async function scaleOut(settings) {
  const given = process.env.BENCHMARK_DATABASE_URL || process.env.TEST_DATABASE_URL
  if (!given) throw new Error('Several instances need PostgreSQL: set BENCHMARK_DATABASE_URL (or TEST_DATABASE_URL), e.g. postgres://postgres@127.0.0.1:5432/test')
  const redisUrl = process.env.BENCHMARK_REDIS_URL || 'redis://127.0.0.1:6379/13'
  const { createClient } = await import('@redis/client')
  const redis = createClient({ url: redisUrl, socket: { connectTimeout: 2000, reconnectStrategy: false } })
  redis.on('error', () => {})
  try {
    await redis.connect()
    await redis.flushDb() // the benchmark's own database of that Redis
  } catch (error) {
    throw new Error(`Redis at ${redisUrl} (BENCHMARK_REDIS_URL) is unreachable: ${error.message}`)
  } finally {
    redis.destroy()
  }
  fs.rmSync(DATA_DIR, { recursive: true, force: true })
  // A database of the benchmark's own, made empty, beside the one given.
  const databaseUrl = await emptyDatabaseBeside(given, 'benchmark')
  const ports = [await freePort(), await freePort()]
  const shared = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    TSX_DISABLE_CACHE: '1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PAYLOAD_SECRET: `benchmark-${crypto.randomUUID()}`,
    TRUSTED_PROXY_HOPS: '1',
  }
  console.log('Preparing a fresh demo database on PostgreSQL…')
  const prepared = spawnSync(bin('tsx'), ['src/scripts/prepare.ts'], { cwd: root, env: { ...shared, DATA_DIR }, stdio: ['ignore', 'ignore', 'inherit'] })
  if (prepared.status !== 0) throw new Error(`Preparing the benchmark database failed (status ${prepared.status})`)
  const instances = ports.map((port, index) => {
    const env = { ...shared, DATA_DIR: path.join(DATA_DIR, `instance-${index + 1}`), PORT: String(port), SITE_URL: `http://127.0.0.1:${port}` }
    return startGroup(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], { cwd: root, env })
  })
  for (const [index, instance] of instances.entries()) await waitForServer(`http://127.0.0.1:${ports[index]}/v1/ContactUS/getContact`, instance, `Instance ${index + 1}`)

  const proxies = []
  for (const [name, upstream] of [
    ['one', [ports[0]]],
    ['two', ports],
  ]) {
    const port = await freePort()
    const config = proxyConfig(path.join(DATA_DIR, `nginx-${name}`), port, upstream)
    const proxy = startGroup(NGINX, ['-c', config, '-p', path.dirname(config)], { cwd: root })
    await waitForServer(`http://127.0.0.1:${port}/v1/ContactUS/getContact`, proxy, `nginx in front of ${name} instance(s)`)
    proxies.push({ name, base: `http://127.0.0.1:${port}`, pid: proxy.pid })
  }
  const [one, two] = proxies
  const servers = [...instances.map((instance) => instance.pid), one.pid, two.pid]
  const routes = settings.routes ?? ['/', '/about-us', '/degree/bsc-applied-accounting', '/alumni-directory?page=2', ...API_PATHS.slice(0, 2)]
  const loadBefore = os.loadavg()[0]
  console.log(`Instances on ports ${ports.join(', ')}; nginx ${one.base} (one instance), ${two.base} (two); wrk -t1 -c50, ${settings.rounds} rounds of ${settings.duration} s each, interleaved`)
  const speed = []
  for (const route of routes) {
    process.stdout.write(`  throughput ${route}\n`)
    // The warm-up of `throughput` fills both instances' share of the cache.
    await wrk(`${one.base}${route}`, 2)
    speed.push({ route, ...(await throughput(`${two.base}${route}`, `${one.base}${route}`, { ...settings, servers })) })
  }
  const loadAfter = os.loadavg()[0]
  table(
    `Throughput behind nginx (${path.relative(root, PROXY_SAMPLE)}): median requests/s of ${settings.rounds} interleaved rounds, on PostgreSQL and Redis`,
    ['route', 'one instance', 'two instances', 'two/one', 'note'],
    speed.map(({ route, site: both, floor: single, notes }) => [route, fixed(single), fixed(both), ratio(both, single), notes.join('; ').replaceAll('site:', 'two:').replaceAll('floor:', 'one:')]),
  )
  console.log(`\nLoad average (1 min) ${loadBefore.toFixed(2)} before the measures, ${loadAfter.toFixed(2)} after, on ${os.cpus().length} cores: two instances can only beat one where cores are free.`)
}

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return
    stopping = true
    console.error(`\n${signal}: stopping what the benchmark started…`)
    await cleanUp()
    process.exit(130)
  })
}

try {
  await main()
} catch (error) {
  // Once Ctrl-C stops the servers, the measure under way fails: that is no news.
  if (!stopping) console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await cleanUp()
}
