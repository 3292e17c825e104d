/**
 * Lighthouse, mobile, in Debian's Chromium: one Chromium for the run, a
 * Lighthouse run per address (its report kept in test-data/benchmark/lighthouse/),
 * and the median of each figure over several runs.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { lowerMedian } from './figures.mjs'
import { CHROMIUM, LIGHTHOUSE_CLI, REPORT_DIR } from './options.mjs'
import { freePort, run, startGroup, stopGroup, waitForServer } from './processes.mjs'

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

/** A headless Chromium for the run's Lighthouse runs, on a free debugging port; `stop` ends it and removes its profile. */
export async function startChromium() {
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
export async function lighthouse(url, port, name, throttling) {
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
  // it, so a first frame held back (docs/decisions/064) moves both.
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

/**
 * Of several Lighthouse runs, each figure's median (the lower middle of an
 * even count): one slow moment moves one run's TBT a lot and its score a
 * little, so the run with the median score can carry an outlying TBT. The
 * first error when none ran.
 */
export function medianRun(runs) {
  const done = runs.filter((result) => !result.error)
  if (done.length === 0) return runs[0]
  const median = {}
  for (const figure of Object.keys(done[0])) median[figure] = lowerMedian(done.map((result) => result[figure]))
  return median
}
