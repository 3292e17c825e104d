/**
 * Runs once when a server starts, before it answers any request (Next calls
 * `register`). Server-only modules are imported inside, for the Node.js
 * runtime alone, so nothing here reaches the Edge bundle or the build.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // This process runs the jobs queue (src/model/jobs): marked before Payload first loads.
  const { serveJobs } = await import('./model/jobs/runner')
  serveJobs()
  // Uploads cut off by a killed server are removed now and, later, on a timer.
  const { startIncomingCleanup } = await import('./sides/submissions/incomingCleanup')
  await startIncomingCleanup()
  // Uploads are scanned by clamd when CLAMD_HOST is set; without it the log says so once.
  const { warnIfUnscanned } = await import('./services/virusScan/clamd')
  const { siteLogger } = await import('./server/log.mjs')
  // A server event, not a request's: marked as such in the log.
  warnIfUnscanned(undefined, { warn: (message: string) => siteLogger().warn({ event: 'startup' }, message) })
}
