/**
 * The site against its floor: serves the site on a fresh demo database,
 * builds the floor from the markup of the pages measured and serves it, then
 * measures every route on both (throughput, first-load JavaScript,
 * Lighthouse) and prints the tables (./report.mjs).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { bin, root } from '../build.mjs'
import { buildFloor, capturePage, FLOOR_DIR, floorPathOf, NEXT_CLI, removeFloor } from '../floor.mjs'
import { lighthouse, medianRun, startChromium } from './lighthouse.mjs'
import { DATA_DIR } from './options.mjs'
import { API_PATHS, firstLoadJs, publicPages } from './pages.mjs'
import { freePort, startGroup, waitForServer } from './processes.mjs'
import { printReport } from './report.mjs'
import { settle, throughput, wrk } from './wrk.mjs'

/** Measures the site against its floor, route by route, and prints what it found. */
export async function againstFloor(settings) {
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
  const prepared = spawnSync(bin('tsx'), ['src/commands/prepare.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
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

  printReport({ settings, speed, scripts, floorJs, scores, loadBefore, loadAfter })
}
