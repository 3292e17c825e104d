/**
 * Which process runs the jobs queue: the serving one, marked as it starts
 * (src/instrumentation.ts), unless RUN_JOBS=false. A flag on globalThis,
 * because the server's bundles each hold their own copy of this module.
 *
 * Only the flag: Payload itself must load from the pages' and routes' bundle
 * (at the first request, /readyz's included), never from instrumentation's,
 * whose copies of Payload's error classes the routes would not recognise.
 */
const SERVES_JOBS = Symbol.for('campus.servesJobs')

export function serveJobs(): void {
  ;(globalThis as { [SERVES_JOBS]?: boolean })[SERVES_JOBS] = process.env.RUN_JOBS !== 'false'
}

export const servesJobs = (): boolean => (globalThis as { [SERVES_JOBS]?: boolean })[SERVES_JOBS] === true
