#!/usr/bin/env node
/**
 * `npm audit --omit=dev` for the test command: prints every advisory against
 * the packages the site runs with, and fails on critical ones. When the
 * advisory service cannot be reached (an offline machine, a registry mirror
 * without it), it says so and lets the run go on: the audit is only as good
 * as the service behind it.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const FAIL_AT = new Set(['critical'])

/** What to print and whether to fail, from npm audit's JSON reply. */
export function readAudit(stdout) {
  let report
  try {
    report = JSON.parse(stdout)
  } catch {
    return { reachable: false, reason: 'npm audit gave no readable answer', lines: [], fail: false }
  }
  if (!report.vulnerabilities) {
    const reason = report.message || report.error?.summary || 'no report'
    return { reachable: false, reason, lines: [], fail: false }
  }
  const lines = []
  let fail = false
  for (const [name, entry] of Object.entries(report.vulnerabilities)) {
    const titles = (entry.via ?? []).filter((via) => typeof via === 'object').map((via) => `${via.title} (${via.url})`)
    const what = titles.join('; ') || `through ${entry.via.join(', ')}`
    lines.push([`${entry.severity}:`, name, entry.range, what].filter(Boolean).join(' '))
    if (FAIL_AT.has(entry.severity)) fail = true
  }
  return { reachable: true, reason: '', lines, fail }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 })
  const result = readAudit(run.stdout ?? '')
  if (!result.reachable) {
    console.log(`Dependency audit skipped: the advisory service could not be reached (${result.reason}).`)
    process.exit(0)
  }
  if (result.lines.length === 0) console.log('Dependency audit: no known advisories for the production dependencies.')
  else console.log(`Dependency audit found ${result.lines.length}:\n${result.lines.map((line) => `  ${line}`).join('\n')}`)
  process.exit(result.fail ? 1 : 0)
}
