/**
 * A Vitest reporter that writes, for the test command's closing table
 * (scripts/test.mjs), how long each project took and which files were
 * slowest: per project, the span from its first file's start to its last
 * file's end (set-up such as migrating or building comes before it) and
 * the files' summed time. Writes to TEST_TIMINGS_FILE; does nothing without it.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Reporter, TestModule } from 'vitest/node'

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

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
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
    fs.writeFileSync(file, JSON.stringify({ projects, slowest }))
  }
}
