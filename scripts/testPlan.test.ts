import { describe, expect, it } from 'vitest'

import { BACKGROUND_NICE, runnable, selectParts, testPlan } from './testPlan.mjs'

const names = (parts: { name: string }[]) => parts.map((part) => part.name)

describe("the test command's plan", () => {
  it('has every part once, the build and the demo data first, and what needs them after them, told where the demo data is', () => {
    const { parts } = testPlan({ env: { TEST_DATABASE_URL: 'postgres://db/test' }, timingsFolder: '/tmp/t' })
    expect(names(parts).sort()).toEqual(['audit', 'browser tests', 'build', 'demo data', 'lint', 'postgres', 's3-postgres', 's3-sqlite', 'server', 'sqlite', 'type check', 'unit'])
    expect(names(parts.slice(0, 2))).toEqual(['build', 'demo data'])
    const needing = (need: string) => names(parts.filter((part) => (part.needs as string[]).includes(need))).sort()
    expect(needing('build')).toEqual(['browser tests', 'server'])
    expect(needing('demo data')).toEqual(['browser tests', 'postgres', 'server', 'sqlite'])
    for (const part of parts.filter((candidate) => (candidate.needs as string[]).includes('demo data'))) {
      expect(part.env).toMatchObject({ TEST_DEMO_DATA: expect.stringMatching(/test-data\/demo-data$/) })
    }
  })

  it('keeps the chain to the server and browser tests in front, and runs every other part in the background', () => {
    const { parts } = testPlan({ env: { CI: 'true' }, timingsFolder: '/tmp/t' })
    const inFront = names(parts.filter((part) => part.background === false))
    expect(inFront).toEqual(['build', 'demo data', 'browser tests', 'server'])
    expect(parts.every((part) => typeof part.background === 'boolean')).toBe(true)
    expect(BACKGROUND_NICE).toBeGreaterThan(0)
  })

  it("skips the build's own type check only because a part of its own checks the types", () => {
    const { parts } = testPlan({ env: {}, timingsFolder: '/tmp/t' })
    expect(parts.find((part) => part.name === 'build')?.env).toEqual({ BUILD_TYPES_CHECKED_APART: '1' })
    expect(parts.find((part) => part.name === 'type check')?.command).toEqual(['npm', 'run', '--silent', 'typecheck'])
  })

  it('runs the PostgreSQL parts when a database is given, and always under CI, where a missing one fails them', () => {
    const withoutPostgres = testPlan({ env: {}, timingsFolder: '/tmp/t' })
    expect(names(withoutPostgres.parts)).not.toContain('postgres')
    expect(names(withoutPostgres.parts)).not.toContain('s3-postgres')
    expect(names(testPlan({ env: { CI: 'true' }, timingsFolder: '/tmp/t' }).parts)).toContain('postgres')
  })

  it('gives each Vitest part its own projects and timing file', () => {
    const { parts } = testPlan({ env: { CI: 'true' }, timingsFolder: '/tmp/t' })
    const unit = parts.find((part) => part.name === 'unit')
    expect(unit?.command).toEqual(expect.arrayContaining(['--project', 'unit', 'redis']))
    expect(unit?.env).toEqual({ TEST_TIMINGS_FILE: '/tmp/t/vitest-unit.json' })
    const files = parts.filter((part) => 'vitestTimings' in part).map((part) => (part as { vitestTimings: string }).vitestTimings)
    expect(new Set(files).size).toBe(files.length)
  })

  it('starts a part once what it needs has passed, and never after it failed', () => {
    const server = { needs: ['build', 'demo data'] }
    expect(runnable(server, new Map())).toBe('wait')
    expect(runnable(server, new Map([['build', { ok: true }]]))).toBe('wait')
    expect(runnable(server, new Map([['build', { ok: true }], ['demo data', { ok: true }]]))).toBe('run')
    expect(runnable(server, new Map([['build', { ok: false }]]))).toBe('skip')
    expect(runnable({ needs: [] }, new Map())).toBe('run')
  })

  it('runs only the parts named, with what they need, and refuses a name it does not know', () => {
    const { parts } = testPlan({ env: {}, timingsFolder: '/tmp/t' })
    expect(names(selectParts(parts, ['server', 'lint']))).toEqual(['build', 'demo data', 'server', 'lint'])
    expect(selectParts(parts, [])).toBe(parts)
    expect(() => selectParts(parts, ['sqlite', 'cypress'])).toThrow(/No test part named cypress\. The parts: build, demo data, browser tests, server, lint, type check, audit, sqlite/)
  })
})
