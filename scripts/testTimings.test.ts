import { describe, expect, it } from 'vitest'

import { duration, readBrowserTimings, timingTable } from './testTimings.mjs'

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
    })
    expect(readBrowserTimings(null)).toBeNull()
  })

  it('lists each part with its projects under it, the total, and marks the part that failed', () => {
    const table = timingTable(
      [
        { name: 'lint', ms: 40_000, ok: true },
        { name: 'Vitest', ms: 600_000, ok: false },
      ],
      { projects: [{ name: 'sqlite', files: 20, startMs: 60_000, spanMs: 300_000, busyMs: 290_000 }], slowest: [{ project: 'sqlite', file: 'tests/integration/fuzz.test.ts', ms: 120_000 }] },
      null,
    )
    expect(table.split('\n')).toEqual([
      '',
      'Time of each part:',
      '  lint                                 40 s',
      '  Vitest                        10 min 00 s  (failed)',
      '    sqlite                       5 min 00 s  from 1 min 00 s on, 20 files, 4 min 50 s in them',
      '  total                         10 min 40 s',
      '',
      'Slowest Vitest files:',
      '    2 min 00 s  sqlite  tests/integration/fuzz.test.ts',
    ])
  })
})
