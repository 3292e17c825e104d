/**
 * A Vitest reporter that writes, for the test command's closing table
 * (scripts/test.mjs), how long each project took and which files were
 * slowest: per project, the span from its first file's start to its last
 * file's end (set-up such as migrating or building comes before it) and
 * the files' summed time, and the tests that failed with the first line of
 * their error (the end of a long run is often all a reader of it sees).
 * Writes to TEST_TIMINGS_FILE; does nothing without it.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Reporter, SerializedError, TestModule } from 'vitest/node'

import { firstLine } from '../../scripts/testTimings.mjs'

type Span = { first: number; last: number; files: number; busyMs: number }

export default class TimingReporter implements Reporter {
  private readonly started = Date.now()
  private readonly spans = new Map<string, Span>()

  onTestModuleStart(module: TestModule) {
    const name = module.project.name
    const span = this.spans.get(name) ?? { first: Date.now(), last: Date.now(), files: 0, busyMs: 0 }
    this.spans.set(name, span)
  }

  onTestModuleEnd(module: TestModule) {
    const span = this.spans.get(module.project.name)
    if (!span) return
    span.last = Date.now()
    span.files += 1
    span.busyMs += module.diagnostic().duration
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError> = []) {
    const file = process.env.TEST_TIMINGS_FILE
    if (!file) return
    const projects = [...this.spans].map(([name, span]) => ({
      name,
      files: span.files,
      startMs: span.first - this.started,
      spanMs: span.last - span.first,
      busyMs: Math.round(span.busyMs),
    }))
    const slowest = modules
      .map((module) => ({ project: module.project.name, file: path.relative(process.cwd(), module.moduleId), ms: Math.round(module.diagnostic().duration) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10)
    const failed = modules.flatMap((module) => {
      const where = { project: module.project.name, file: path.relative(process.cwd(), module.moduleId) }
      const tests = [...module.children.allTests()].flatMap((test) => {
        const result = test.result()
        return result.state === 'failed' ? [{ ...where, test: test.fullName, error: firstLine(result.errors?.[0]?.message) }] : []
      })
      // A file that fails before its tests run (an import, a hook) has no failed test to name.
      const own = module.errors()
      return tests.length || !own.length ? tests : [{ ...where, test: '(the file itself)', error: firstLine(own[0]?.message) }]
    })
    // An error outside every test (an unhandled rejection) fails the run too.
    for (const error of unhandledErrors) failed.push({ project: '', file: '', test: '(outside any test)', error: firstLine(error.message) })
    fs.writeFileSync(file, JSON.stringify({ projects, slowest, failed }))
  }
}
