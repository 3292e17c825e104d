#!/usr/bin/env node
/**
 * `npm run benchmark`: how the public pages compare with a bare Next page.
 *
 * Absolute figures on a shared machine change from run to run, so every figure
 * is a ratio to a floor measured in the same run: a bare Next app, built with
 * the site's own Next, whose one page prerenders the markup of the site's Home
 * (scripts/floor.mjs). The benchmark builds the site if needed, serves it on a
 * fresh demo database, builds and serves the floor, and prints per route:
 *
 * - throughput: wrk -c50, rounds interleaved site, floor, site, floor, ...;
 *   median requests per second of each, and their ratio (also for /v1 GETs);
 * - first-load JavaScript: gzip (level 9) bytes of the scripts the server HTML
 *   references, as a modern browser loads them (nomodule scripts left out);
 * - Lighthouse, mobile with its default throttling, in Debian's Chromium:
 *   the four category scores and LCP, TBT and CLS.
 *
 * It asserts nothing, and stops every process it started (by process group).
 * Options (flag or environment variable):
 *   --routes=/,/contact-us,/v1/ContactUS/getContact   BENCHMARK_ROUTES   only these
 *   --duration=5                                      BENCHMARK_DURATION seconds per wrk round
 *   --rounds=3                                        BENCHMARK_ROUNDS
 *   --no-lighthouse                                   BENCHMARK_LIGHTHOUSE=0
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { bin, buildIfNeeded, root } from './build.mjs'
import { gzipBytes, moduleScriptSources, sitePageRoutes } from './firstLoad.mjs'
import { buildFloor, capturePage, FLOOR_DIR, NEXT_CLI, removeFloor } from './floor.mjs'

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
  --no-lighthouse                                  (BENCHMARK_LIGHTHOUSE=0)  skip Lighthouse, the slowest part`
const REPORT_DIR = path.join(DATA_DIR, 'lighthouse')

function options(argv, env) {
  const flag = (name) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=').slice(1).join('=')
  const number = (value, fallback, name) => {
    if (value === undefined || value === '') return fallback
    const parsed = Number(value)
    if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a whole number of at least 1, not "${value}"`)
    return parsed
  }
  const routes = flag('routes') ?? env.BENCHMARK_ROUTES
  return {
    help: argv.includes('--help') || argv.includes('-h'),
    routes: routes ? routes.split(',').map((route) => route.trim()).filter(Boolean) : null,
    duration: number(flag('duration') ?? env.BENCHMARK_DURATION, 5, 'BENCHMARK_DURATION / --duration'),
    rounds: number(flag('rounds') ?? env.BENCHMARK_ROUNDS, 3, 'BENCHMARK_ROUNDS / --rounds'),
    lighthouse: !argv.includes('--no-lighthouse') && !['0', 'false', 'no'].includes((env.BENCHMARK_LIGHTHOUSE ?? '').toLowerCase()),
  }
}

/** Refuses to start, saying what to install, when a tool the run needs is missing. */
function checkTools({ lighthouse }) {
  const missing = []
  if (spawnSync('wrk', ['-v']).error?.code === 'ENOENT') missing.push("wrk is not installed: it is Debian's package `wrk` (apt-get install -y wrk).")
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

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
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

/** Lighthouse (mobile, default throttling) on one address, in the Chromium on `port`. */
async function lighthouse(url, port, name) {
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
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  }
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

  console.log("Building the floor from the Home page's markup…")
  await fetch(`${base}/`) // the first render fills the content cache
  buildFloor(capturePage(await (await fetch(`${base}/`)).text()))
  const floorPort = await freePort()
  const floorBase = `http://127.0.0.1:${floorPort}`
  const floorServer = startGroup(process.execPath, [NEXT_CLI, 'start', '-p', String(floorPort), '-H', '127.0.0.1'], {
    cwd: FLOOR_DIR,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  await waitForServer(`${floorBase}/`, floorServer, 'The floor')
  const floorUrl = `${floorBase}/`

  const loadBefore = os.loadavg()[0]
  console.log(`Site ${base}, floor ${floorBase}; ${routes.length} routes; wrk -t1 -c50, ${settings.rounds} rounds of ${settings.duration} s each, interleaved`)
  const servers = [site.pid, floorServer.pid]
  await wrk(floorUrl, 3)
  await settle(servers)
  const speed = []
  for (const route of routes) {
    process.stdout.write(`  throughput ${route}\n`)
    speed.push({ route, ...(await throughput(`${base}${route}`, floorUrl, { ...settings, servers })) })
  }

  const floorJs = await firstLoadJs(floorUrl)
  const scripts = []
  for (const route of pages) scripts.push({ route, ...(await firstLoadJs(`${base}${route}`)) })

  const scores = []
  if (settings.lighthouse) {
    const chromium = await startChromium()
    try {
      for (const [name, url] of [...pages.map((route) => [route, `${base}${route}`]), ['floor', floorUrl]]) {
        process.stdout.write(`  lighthouse ${name}\n`)
        scores.push({ name, ...(await lighthouse(url, chromium.port, name === 'floor' ? 'floor' : `site${name}`)) })
      }
    } finally {
      await chromium.stop()
    }
  }
  const loadAfter = os.loadavg()[0]

  table(
    `Throughput: median requests/s of ${settings.rounds} interleaved rounds (site, floor, ...); floor = the Home markup prerendered by bare Next`,
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
      `Lighthouse ${JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version}, mobile, default throttling (reports in ${path.relative(root, REPORT_DIR)}/)`,
      ['route', 'perf', 'a11y', 'best', 'SEO', 'LCP s', 'TBT ms', 'CLS'],
      scores.map((score) =>
        score.error
          ? [score.name, `failed: ${score.error}`, '', '', '', '', '', '']
          : [score.name, score.performance, score.accessibility, score.bestPractices, score.seo, fixed(score.lcp / 1000, 2), fixed(score.tbt), fixed(score.cls, 3)],
      ),
    )
  }
  console.log(`\nLoad average (1 min) ${loadBefore.toFixed(2)} before the measures, ${loadAfter.toFixed(2)} after, on ${os.cpus().length} cores.`)
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
