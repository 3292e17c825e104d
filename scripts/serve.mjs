#!/usr/bin/env node
/**
 * Serves the built site (what `npm start` runs after preparing the database).
 *
 * It is `next start` plus two things:
 * - every request carries the connection's address in a header the client
 *   cannot set (any copy the client sent is replaced), so rate limits key on
 *   the real client and never on an X-Forwarded-For the client wrote
 *   (src/security/clientAddress.ts);
 * - public pages get their Content-Security-Policy, which names the live-chat
 *   origins of LIVE_CHAT_ORIGINS as this server starts (next.config.mjs
 *   headers are fixed when the site is built). Set here rather than in a Next
 *   proxy, which would run before every cached page and cost ~40% of the
 *   pages' throughput (docs/decisions/012).
 */
import http from 'node:http'
import { fileURLToPath } from 'node:url'

import next from 'next'

import { pagePolicyFor, parseChatOrigins } from '../src/security/headers.mjs'
import { root } from './build.mjs'

/** Keep in step with PEER_HEADER in src/security/clientAddress.ts. */
export const PEER_HEADER = 'x-campus-peer-address'

/** Uploads of 30 MB over a slow mobile link take minutes: allow 15, not Node's 5. */
const REQUEST_TIMEOUT_MS = 15 * 60 * 1000

export function recordPeer(request) {
  request.headers[PEER_HEADER] = request.socket.remoteAddress ?? ''
}

export async function serve({ port = Number(process.env.PORT || 3000), hostname = process.env.HOST || undefined } = {}) {
  const app = next({ dev: false, dir: root, port, hostname })
  await app.prepare()
  const handle = app.getRequestHandler()
  // An invalid value stops the start in src/env.ts with a message; no policy names it here.
  const pageHeader = pagePolicyFor(parseChatOrigins(process.env.LIVE_CHAT_ORIGINS) ?? [])
  const server = http.createServer({ requestTimeout: REQUEST_TIMEOUT_MS }, (request, response) => {
    recordPeer(request)
    const pathname = (request.url ?? '/').split('?', 1)[0]
    const policy = pageHeader(pathname, request.headers['x-forwarded-proto'])
    if (policy) response.setHeader('Content-Security-Policy', policy)
    handle(request, response)
  })
  await new Promise((resolve) => server.listen(port, hostname, resolve))
  console.log(`Serving the site on http://${hostname ?? 'localhost'}:${port}`)
  const stop = () => {
    server.close(() => process.exit(0))
    // Open keep-alive connections would hold the close: end them.
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 10_000).unref()
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
  return server
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  serve().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
