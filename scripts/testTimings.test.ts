import { describe, expect, it } from 'vitest'

import { duration, firstLine, mergeVitestTimings, readBrowserTimings, timingTable } from './testTimings.mjs'

describe("the test command's closing table", () => {
  it('writes durations in seconds, and minutes past one', () => {
    expect(duration(4_400)).toBe('4.4 s')
    expect(duration(12_400)).toBe('12 s')
    expect(duration(75_000)).toBe('1 min 15 s')
    expect(duration(1_805_000)).toBe('30 min 05 s')
  })

  it("sums each browser project's tests from Playwright's JSON report, and finds the slowest", () => {
    const report = {
      suites: [
        {
          file: 'home.spec.ts',
          specs: [{ title: 'slider', tests: [{ projectName: 'phone', results: [{ duration: 3000 }] }, { projectName: 'desktop', results: [{ duration: 2000 }] }] }],
          suites: [{ specs: [{ title: 'nested', tests: [{ projectName: 'phone', results: [{ duration: 1000 }, { duration: 500 }] }] }] }],
        },
      ],
    }
    expect(readBrowserTimings(report)).toEqual({
      projects: [
        { name: 'phone', tests: 2, busyMs: 4500 },
        { name: 'desktop', tests: 1, busyMs: 2000 },
      ],
      slowest: [
        { project: 'phone', title: 'home.spec.ts › slider', ms: 3000 },
        { project: 'desktop', title: 'home.spec.ts › slider', ms: 2000 },
        { project: 'phone', title: 'home.spec.ts › nested', ms: 1500 },
      ],
      failed: [],
    })
    expect(readBrowserTimings(null)).toBeNull()
  })

  it('merges the Vitest parts into one list of projects and the ten slowest files of all', () => {
    const part = (project: string, times: number[]) => ({
      projects: [{ name: project, files: times.length, startMs: 0, spanMs: 1, busyMs: 1 }],
      slowest: times.map((ms, index) => ({ project, file: `${project}/${index}.test.ts`, ms })),
    })
    const merged = mergeVitestTimings([part('sqlite', [9, 7, 5, 3, 1, 0]), null, part('server', [10, 8, 6, 4, 2])])
    expect(merged?.projects.map((project) => project.name)).toEqual(['sqlite', 'server'])
    expect(merged?.slowest.map((file) => file.ms)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1])
    expect(mergeVitestTimings([null, null])).toBeNull()
  })

  it('lists each part with when it started, the whole run, the projects, and marks parts that failed or did not run', () => {
    const table = timingTable(
      [
        { name: 'lint', startMs: 0, ms: 40_000, ok: true },
        { name: 'sqlite', startMs: 5_000, ms: 600_000, ok: false },
        { name: 'server', startMs: 90_000, ms: 0, ok: false, skipped: true },
      ],
      640_000,
      { projects: [{ name: 'sqlite', files: 20, startMs: 60_000, spanMs: 300_000, busyMs: 290_000 }], slowest: [{ project: 'sqlite', file: 'tests/integration/fuzz.test.ts', ms: 120_000 }] },
      { projects: [{ name: 'phone', tests: 3, busyMs: 4_500 }], slowest: [] },
    )
    expect(table.split('\n')).toEqual([
      '',
      'Time of each part (they run side by side):',
      '  lint                                 40 s  from 0.0 s on',
      '  sqlite                        10 min 00 s  from 5.0 s on  (failed)',
      '  server                              0.0 s  from 1 min 30 s on  (not run)',
      '  whole run                     10 min 40 s',
      '',
      "Vitest projects (from their part's start, after its set-up):",
      '  sqlite                         5 min 00 s  from 1 min 00 s on, 20 files, 4 min 50 s in them',
      '',
      'Browser projects:',
      '  phone                        3 tests, 4.5 s in them',
      '',
      'Slowest Vitest files:',
      '    2 min 00 s  sqlite  tests/integration/fuzz.test.ts',
    ])
  })

  it('ends with the tests that failed, each with the first line of its error, from both kinds of test', () => {
    const report = {
      suites: [
        {
          file: 'forms.spec.ts',
          specs: [
            { title: 'sends', tests: [{ projectName: 'phone', status: 'unexpected', results: [{ duration: 1, error: { message: 'first try' } }, { duration: 1, error: { message: '\u001b[31mTimeout 5000ms exceeded.\u001b[39m\nCall log:' } }] }] },
            { title: 'retried', tests: [{ projectName: 'phone', status: 'flaky', results: [{ duration: 1, error: { message: 'once' } }, { duration: 1 }] }] },
          ],
        },
      ],
    }
    const browser = readBrowserTimings(report)
    expect(browser?.failed).toEqual([{ project: 'phone', title: 'forms.spec.ts › sends', error: 'Timeout 5000ms exceeded.' }])
    const vitest = mergeVitestTimings([
      { projects: [], slowest: [], failed: [{ project: 'server', file: 'tests/server/pageCache.test.ts', test: 'shows a save', error: 'expected Infinity to be less than 1000' }] },
      { projects: [], slowest: [] },
    ])
    const lines = timingTable([{ name: 'server', startMs: 0, ms: 1_000, ok: false }], 1_000, vitest, browser).split('\n')
    expect(lines.slice(lines.indexOf('Failed tests:'))).toEqual([
      'Failed tests:',
      '  server  tests/server/pageCache.test.ts › shows a save',
      '      expected Infinity to be less than 1000',
      '  phone  forms.spec.ts › sends',
      '      Timeout 5000ms exceeded.',
    ])
    expect(lines.at(-1)).toBe('      Timeout 5000ms exceeded.')
    expect(firstLine('x'.repeat(300))).toHaveLength(200)
    expect(firstLine(undefined)).toBe('')
  })
})
