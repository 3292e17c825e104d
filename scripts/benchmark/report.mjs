/**
 * What a run against the floor prints: throughput, first-load JavaScript,
 * Lighthouse and the speed goals (scripts/goals.mjs) each route met.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { root } from '../build.mjs'
import { floorPathOf } from '../floor.mjs'
import { missedGoals } from '../goals.mjs'
import { fixed, ratio, table } from './figures.mjs'
import { REPORT_DIR } from './options.mjs'

/** The four tables of a run against the floor, and the machine's load around the measures. */
export function printReport({ settings, speed, scripts, floorJs, scores, loadBefore, loadAfter }) {
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
    console.log(`"seen FCP": the first contentful paint in ${load} (docs/decisions/064).`)
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
