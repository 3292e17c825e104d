/**
 * The test command's closing table (scripts/test.mjs): the time of each
 * part, of each Vitest project (tests/support/timingReporter.ts) and each
 * browser project (Playwright's JSON report), and the slowest files.
 */

/** 4400 → "4.4 s", 75000 → "1 min 15 s". */
export function duration(ms) {
  if (ms < 9_950) return `${(ms / 1000).toFixed(1)} s`
  const seconds = Math.round(ms / 1000)
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`
}

/**
 * An error's first line without its terminal colours, cut short: enough to
 * tell a timeout from a wrong text in a run's closing lines.
 * @param {string | undefined} message
 */
export function firstLine(message) {
  const line = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '').trim().split('\n')[0] ?? ''
  return line.length > 200 ? `${line.slice(0, 199)}…` : line
}

/**
 * Per browser project, its tests' summed time, the slowest tests, and the
 * tests that failed (on their last try), from Playwright's JSON report; null
 * without one.
 * @param {any} report
 */
export function readBrowserTimings(report) {
  if (!report?.suites) return null
  const projects = new Map()
  const tests = []
  const failed = []
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0)
        const project = projects.get(test.projectName) ?? { name: test.projectName, tests: 0, busyMs: 0 }
        project.tests += 1
        project.busyMs += ms
        projects.set(test.projectName, project)
        tests.push({ project: test.projectName, title: `${file} › ${spec.title}`, ms })
        if (test.status === 'unexpected') failed.push({ project: test.projectName, title: `${file} › ${spec.title}`, error: firstLine(test.results?.at(-1)?.error?.message) })
      }
    }
    for (const child of suite.suites ?? []) walk(child, file)
  }
  for (const suite of report.suites) walk(suite, suite.file ?? suite.title)
  return { projects: [...projects.values()], slowest: tests.sort((a, b) => b.ms - a.ms).slice(0, 10), failed }
}

/**
 * @typedef {{ projects: { name: string, files: number, startMs: number, spanMs: number, busyMs: number }[], slowest: { project: string, file: string, ms: number }[], failed?: { project: string, file: string, test: string, error: string }[] }} VitestTimings
 */

/**
 * The Vitest parts' timing files as one: every project, the ten slowest files of all, every failed test.
 * @param {(VitestTimings | null)[]} files
 * @returns {VitestTimings | null}
 */
export function mergeVitestTimings(files) {
  const present = files.filter(Boolean)
  if (!present.length) return null
  return {
    projects: present.flatMap((file) => file.projects),
    slowest: present
      .flatMap((file) => file.slowest)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10),
    failed: present.flatMap((file) => file.failed ?? []),
  }
}

/**
 * @param {{ name: string, startMs: number, ms: number, ok: boolean, skipped?: boolean }[]} parts
 * @param {number} totalMs the whole run, from its start to its end (the parts overlap)
 * @param {VitestTimings | null} vitest
 * @param {{ projects: { name: string, tests: number, busyMs: number }[], slowest: { project: string, title: string, ms: number }[], failed?: { project: string, title: string, error: string }[] } | null} browser
 */
export function timingTable(parts, totalMs, vitest, browser) {
  const row = (name, ms, rest = '') => `  ${name.padEnd(28)} ${duration(ms).padStart(12)}${rest}`
  const lines = ['', 'Time of each part (they run side by side):']
  for (const part of parts) {
    const state = part.skipped ? '  (not run)' : part.ok ? '' : '  (failed)'
    lines.push(row(part.name, part.ms, `  from ${duration(part.startMs)} on${state}`))
  }
  lines.push(row('whole run', totalMs))
  if (vitest?.projects.length) {
    lines.push('', 'Vitest projects (from their part\'s start, after its set-up):')
    for (const project of vitest.projects) {
      lines.push(row(project.name, project.spanMs, `  from ${duration(project.startMs)} on, ${project.files} files, ${duration(project.busyMs)} in them`))
    }
  }
  if (browser?.projects.length) {
    lines.push('', 'Browser projects:')
    for (const project of browser.projects) lines.push(`  ${project.name.padEnd(28)} ${project.tests} tests, ${duration(project.busyMs)} in them`)
  }
  if (vitest?.slowest.length) {
    lines.push('', 'Slowest Vitest files:')
    for (const file of vitest.slowest) lines.push(`  ${duration(file.ms).padStart(12)}  ${file.project}  ${file.file}`)
  }
  if (browser?.slowest.length) {
    lines.push('', 'Slowest browser tests:')
    for (const test of browser.slowest) lines.push(`  ${duration(test.ms).padStart(12)}  ${test.project}  ${test.title}`)
  }
  // Last, so that the end of the run's output names what failed.
  const failed = [
    ...(vitest?.failed ?? []).map((test) => ({ name: `${test.project}  ${test.file} › ${test.test}`, error: test.error })),
    ...(browser?.failed ?? []).map((test) => ({ name: `${test.project}  ${test.title}`, error: test.error })),
  ]
  if (failed.length) {
    lines.push('', 'Failed tests:')
    for (const test of failed) lines.push(`  ${test.name}`, `      ${test.error}`)
  }
  return lines.join('\n')
}
