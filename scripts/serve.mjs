#!/usr/bin/env node
/**
 * Serves the built site (what `npm start` runs after preparing the database).
 * `npm run dev` (`next dev`) runs without it: what differs is in docs/development.md.
 *
 * It is Next's request handler, as `next start` runs it, plus:
 * - every request carries the connection's address in a header the client
 *   cannot set (any copy the client sent is replaced), so rate limits key on
 *   the real client and never on an X-Forwarded-For the client wrote
 *   (src/services/security/clientAddress.ts);
 * - every response gets its security headers (src/server/headers.mjs):
 *   the public pages' Content-Security-Policy names the live-chat origins of
 *   LIVE_CHAT_ORIGINS as this server starts. Set here rather than in a Next
 *   proxy, which would run before every cached page and cost ~40% of the
 *   pages' throughput (docs/decisions/012), or in next.config.mjs rules,
 *   which Next matches against every request (docs/decisions/063);
 * - a request Next would answer with a 500 is refused first, with a clear
 *   message (src/server/refusedRequests.mjs): an address with a broken
 *   %-escape gets a 400, and a body sent to a path that takes none a 405,
 *   unread (Next would read it as a server action sent without JavaScript);
 *   a staff write sent from another site with the staff cookie gets a 403
 *   (src/server/staffWrites.mjs), and so does a staff read of personal
 *   data (src/server/staffReads.mjs);
 * - a body that is not an upload must arrive within 30 seconds, and one
 *   client network holds at most CONNECTIONS_PER_CLIENT connections at once
 *   (src/server/slowClients.mjs);
 * - a page's address is rewritten to the page of its language (English's
 *   `/about-us` is `/en/about-us` of src/app/(site)/[lang]; `/en/…` is
 *   redirected to the address without it: src/server/languages.mjs), and an
 *   address whose page depends on the query string to the page that serves
 *   it (src/server/queryPages.mjs), here rather than by
 *   Next's rewrite rules, which Next matches against every request
 *   (docs/decisions/033); a page gets no other query parameter, so none
 *   reaches its cached copy;
 * - whatever it writes into DATA_DIR is owner-only (umask 077,
 *   src/server/privateFiles.mjs);
 * - a request for a cached page whose copy is still current gets a 304:
 *   the page's ETag is computed once per render, by the cache handler, and
 *   Next's own per-request ETag is off (docs/decisions/063).
 */
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import { fileURLToPath } from 'node:url'

import next from 'next'

import { answerUnchangedCopies } from '../src/server/cache/etag.mjs'
import { keepFilesPrivate } from '../src/server/privateFiles.mjs'
import { describeOnlinePayment, parseChatOrigins, parseConnectionCap, parseShutdownGrace, payhereCheckoutUrl } from '../src/server/serverSettings.mjs'
import { Drain } from '../src/server/shutdown.mjs'
import { logConsoleAsJson, siteLogger, withRequestId } from '../src/server/log.mjs'
import { countRefusal, hasMetricsToken, measureRequest, passMetricsRequest } from '../src/server/metrics.mjs'
import { pageRedirect } from '../src/server/languages.mjs'
import { routePage } from '../src/server/queryPages.mjs'
import { securityHeadersFor } from '../src/server/headers.mjs'
import { refuseRequest, requestPath } from '../src/server/refusedRequests.mjs'
import { BODY_TIMEOUT_MS, ConnectionCap, limitBodyTime, mayUploadSlowly, turnAway } from '../src/server/slowClients.mjs'
import { refuseCrossSiteStaffRead } from '../src/server/staffReads.mjs'
import { refuseCrossSiteStaffWrite, siteOrigins } from '../src/server/staffWrites.mjs'
import { root } from './build.mjs'

/** Keep in step with PEER_HEADER in src/services/security/clientAddress.ts. */
export const PEER_HEADER = 'x-campus-peer-address'

/** Uploads of 30 MB over a slow mobile link take minutes: allow 15, not Node's 5; other bodies get BODY_TIMEOUT_MS. */
const REQUEST_TIMEOUT_MS = 15 * 60 * 1000

/**
 * The cap on open connections per client network (src/server/slowClients.mjs),
 * or null for none: CONNECTIONS_PER_CLIENT=0, or behind a proxy, where every
 * connection comes from the proxy and the proxy's own limit applies.
 */
function connectionCap() {
  const max = parseConnectionCap(process.env.CONNECTIONS_PER_CLIENT)
  if (max === null) throw new Error('CONNECTIONS_PER_CLIENT must be a whole number of connections, 0 for no cap.')
  return max > 0 && !(Number(process.env.TRUSTED_PROXY_HOPS || 0) > 0) ? new ConnectionCap(max) : null
}

export function recordPeer(request) {
  request.headers[PEER_HEADER] = request.socket.remoteAddress ?? ''
}

/** A request id a trusted proxy sent: short, and nothing a log reader could mistake for more. */
const PROXY_REQUEST_ID = /^[\w.:-]{1,128}$/

/** The request's id: a trusted proxy's X-Request-Id when there is one (TRUSTED_PROXY_HOPS > 0), else a new one. */
export function requestIdOf(request, behindProxy) {
  const sent = request.headers['x-request-id']
  return behindProxy && typeof sent === 'string' && PROXY_REQUEST_ID.test(sent) ? sent : randomUUID()
}

/** The addresses a load balancer asks, answered without a log line each (src/sides/health/). */
const HEALTH_PATHS = new Set(['/healthz', '/readyz'])

/** One JSON line per request, once it is answered: never a query string, a cookie or a body. */
function logRequest(log, request, response, pathname, started, bytesBefore) {
  // Kept now: a request destroyed mid-body has no socket by the time it closes.
  const { socket } = request
  response.once('close', () => {
    log.info(
      {
        method: request.method,
        path: pathname,
        status: response.statusCode,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        bytes: socket.bytesWritten - bytesBefore,
        ...(response.writableFinished ? {} : { aborted: true }),
      },
      'request',
    )
  })
}

/**
 * An English page asked for under /en, or any page with a slash at the end,
 * is sent to the address the page is known by, in one step (Next would
 * redirect the slash itself, but to the /en address it was handed).
 */
function redirectToPageAddress(request, response, pathname) {
  const queryAt = request.url.indexOf('?')
  const location = pageRedirect(pathname, queryAt < 0 ? '' : request.url.slice(queryAt))
  if (location === null) return false
  response.writeHead(308, { Location: location, 'Cache-Control': 'public, max-age=3600' })
  response.end()
  return true
}

/**
 * METRICS_PORT: the figures alone, on 127.0.0.1 and no other address, without
 * a token (for a Prometheus on the same machine, or a sidecar).
 */
async function serveMetrics(handle, log) {
  const metricsPort = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : undefined
  if (metricsPort === undefined) return null
  if (!Number.isInteger(metricsPort) || metricsPort < 1 || metricsPort > 65535) throw new Error('METRICS_PORT must be a port number, 1 to 65535.')
  const metricsServer = http.createServer((request, response) => {
    if (requestPath(request.url) !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
      response.end('Only /metrics is answered here.')
      return
    }
    passMetricsRequest(request, true)
    handle(request, response)
  })
  await new Promise((resolve) => metricsServer.listen(metricsPort, '127.0.0.1', resolve))
  log.info({ event: 'start', port: metricsPort }, `Serving /metrics on http://127.0.0.1:${metricsPort}`)
  return metricsServer
}

export async function serve({ port = Number(process.env.PORT || 3000), hostname = process.env.HOST || undefined } = {}) {
  // Before Next or Payload opens a file: the database, its log and every upload are the owner's alone (src/server/privateFiles.mjs).
  keepFilesPrivate()
  logConsoleAsJson()
  const log = siteLogger()
  const grace = parseShutdownGrace(process.env.SHUTDOWN_GRACE_S)
  if (grace === null) throw new Error('SHUTDOWN_GRACE_S must be a whole number of seconds.')
  const behindProxy = Number(process.env.TRUSTED_PROXY_HOPS || 0) > 0
  const app = next({ dev: false, dir: root, port, hostname })
  await app.prepare()
  const handle = app.getRequestHandler()
  // An invalid value stops the start in src/settings with a message; no policy names it here.
  const securityHeaders = securityHeadersFor(parseChatOrigins(process.env.LIVE_CHAT_ORIGINS) ?? [], payhereCheckoutUrl(process.env))
  const origins = siteOrigins(process.env.SITE_URL || undefined, port)
  const cap = connectionCap()
  const metricsToken = process.env.METRICS_TOKEN || undefined
  if (metricsToken !== undefined && metricsToken.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters: it is all that keeps /metrics private.')
  const turnedAway = new WeakSet()
  const server = http.createServer({ requestTimeout: REQUEST_TIMEOUT_MS }, (request, response) => {
    if (turnedAway.has(request.socket)) return
    const reqId = requestIdOf(request, behindProxy)
    response.setHeader('X-Request-Id', reqId)
    withRequestId(reqId, () => answer(request, response))
  })
  const drain = new Drain(server, { graceMs: grace * 1000, exit: (code) => process.exit(code), log })

  function answer(request, response) {
    recordPeer(request)
    drain.track(response)
    // Resolved as Next resolves it, so the headers and rewrites are those of the page Next will serve.
    const pathname = requestPath(request.url)
    const started = process.hrtime.bigint()
    measureRequest(request, response, pathname, started)
    if (!HEALTH_PATHS.has(pathname)) logRequest(log, request, response, pathname, started, request.socket.bytesWritten)
    if (drain.refuse(pathname, response)) {
      countRefusal('shutting_down')
      return
    }
    if (pathname === '/healthz') {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
      response.end('{"status":"ok"}')
      return
    }
    if (!mayUploadSlowly(request.method, pathname, request.headers['content-type'])) limitBodyTime(request, response, BODY_TIMEOUT_MS)
    for (const [name, value] of securityHeaders(pathname, request.headers['x-forwarded-proto'])) response.setHeader(name, value)
    if (refuseRequest(request, response, pathname)) return countRefusal('bad_request')
    if (refuseCrossSiteStaffWrite(request, response, pathname, origins)) return countRefusal('cross_site')
    if (refuseCrossSiteStaffRead(request, response, pathname, origins)) return countRefusal('cross_site')
    // /metrics answers only a request with METRICS_TOKEN (or on METRICS_PORT, below); to others it is a 404.
    if (pathname === '/metrics') passMetricsRequest(request, hasMetricsToken(request.headers.authorization, metricsToken))
    if (redirectToPageAddress(request, response, pathname)) return
    routePage(request, response, pathname)
    answerUnchangedCopies(request, response)
    handle(request, response)
  }
  server.on('connection', (socket) => {
    if (!cap || cap.admit(socket)) return
    turnedAway.add(socket)
    countRefusal('connection_cap')
    turnAway(socket)
  })
  await new Promise((resolve) => server.listen(port, hostname, resolve))
  log.info({ event: 'start', port }, `Serving the site on http://${hostname ?? 'localhost'}:${port}`)
  // It ends with the process, when the drain above is done.
  await serveMetrics(handle, log)
  // Payload (and with it the jobs queue's runner) loads at the first request that needs it: ask
  // /readyz now, so jobs run and the first visitor waits for nothing, load balancer or not.
  http.get({ host: hostname && hostname !== '0.0.0.0' && hostname !== '::' ? hostname : '127.0.0.1', port, path: '/readyz' }, (response) => response.resume()).on('error', () => undefined)
  const payment = describeOnlinePayment(process.env)
  log[payment.level]({ event: 'online-payment', gateway: payment.gateway }, payment.message)
  process.on('SIGTERM', () => drain.begin('SIGTERM'))
  process.on('SIGINT', () => drain.begin('SIGINT'))
  return server
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  serve().catch((error) => {
    siteLogger().fatal({ err: error }, 'The site could not start')
    process.exit(1)
  })
}
