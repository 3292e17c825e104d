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
 *   steadier second opinion on TBT (docs/decisions/064);
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
 *
 * The parts, in scripts/benchmark/: options.mjs (options and the tools a run
 * needs), processes.mjs (the process groups it starts and stops), pages.mjs
 * (the addresses measured, first-load JavaScript), wrk.mjs (throughput),
 * lighthouse.mjs, figures.mjs (medians, ratios, tables), againstFloor.mjs
 * and report.mjs (the run against the floor and its tables), instances.mjs
 * (--instances).
 */
import { buildIfNeeded } from './build.mjs'
import { againstFloor } from './benchmark/againstFloor.mjs'
import { scaleOut } from './benchmark/instances.mjs'
import { checkTools, options, USAGE } from './benchmark/options.mjs'
import { stopAll } from './benchmark/processes.mjs'
import { removeFloor } from './floor.mjs'

/** Stops every process the run started and removes the floor app. */
async function cleanUp() {
  await stopAll()
  removeFloor()
}

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
  await againstFloor(settings)
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