/**
 * How the site's server stops (scripts/serve.mjs). On the first SIGTERM or
 * SIGINT it stops taking connections and lets the requests in flight finish:
 * an application being uploaded when the signal came is stored whole and
 * answered. A request that still arrives on a connection already open (a
 * proxy's kept-alive one) is served too, and its connection closed after:
 * answered 503 it would be lost, as a proxy does not send a form twice. Only
 * /readyz says 503, so a load balancer that asks sends nobody more. It exits 0 once the last one is
 * done, or 1 when SHUTDOWN_GRACE_S runs out or a second signal comes; a
 * request cut off then stores nothing half (the store keeps a submission
 * whole or not at all), and its upload folder is removed at the next start.
 *
 * Plain JavaScript so that the server can import it.
 */


export class Drain {
  /**
   * @param {import('node:http').Server} server
   * @param {{ graceMs: number, exit: (code: number) => void, log?: { info: (fields: object, message: string) => void, warn: (fields: object, message: string) => void }, timers?: { setTimeout: typeof setTimeout } }} options
   */
  constructor(server, { graceMs, exit, log = { info: () => undefined, warn: () => undefined }, timers = globalThis }) {
    this.server = server
    this.graceMs = graceMs
    this.exit = exit
    this.log = log
    this.timers = timers
    this.draining = false
    /** @type {Set<import('node:http').ServerResponse>} */
    this.inFlight = new Set()
  }

  /**
   * Counts a response as in flight until it is done. Called for every request.
   * @param {import('node:http').ServerResponse} response
   */
  track(response) {
    this.inFlight.add(response)
    response.once('close', () => this.inFlight.delete(response))
    // Its connection ends with it: the server takes no more requests on it.
    if (this.draining) response.setHeader('Connection', 'close')
  }

  /**
   * While the server stops, answers /readyz 503 (and the connection is closed
   * after); every other request is served (track() closes its connection
   * after it). Returns whether it answered.
   * @param {string} pathname
   * @param {import('node:http').ServerResponse} response
   */
  refuse(pathname, response) {
    if (!this.draining || pathname !== '/readyz') return false
    response.statusCode = 503
    response.setHeader('Cache-Control', 'no-store')
    response.setHeader('Retry-After', '5')
    response.setHeader('Content-Type', 'application/json')
    response.end(JSON.stringify({ status: 'shutting down' }))
    return true
  }

  /**
   * A stop signal. The first starts the drain; a second ends the process at once.
   * @param {string} signal
   */
  begin(signal) {
    if (this.draining) {
      this.log.warn({ event: 'shutdown', signal, inFlight: this.inFlight.size }, 'A second stop signal: stopping now')
      this.exit(1)
      return
    }
    this.draining = true
    this.log.info({ event: 'shutdown', signal, inFlight: this.inFlight.size, graceSeconds: this.graceMs / 1000 }, 'Stopping: finishing the requests in flight')
    for (const response of this.inFlight) if (!response.headersSent) response.setHeader('Connection', 'close')
    this.server.close(() => {
      this.log.info({ event: 'shutdown' }, 'Every request finished: stopped')
      this.exit(0)
    })
    // Keep-alive connections with no request in flight would hold the close.
    this.server.closeIdleConnections()
    const grace = this.timers.setTimeout(() => {
      this.log.warn({ event: 'shutdown', inFlight: this.inFlight.size }, 'The shutdown grace is over: stopping now')
      this.exit(1)
    }, this.graceMs)
    grace.unref?.()
  }
}
