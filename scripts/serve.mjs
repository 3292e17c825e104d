#!/usr/bin/env node
/**
 * Serves the built site (what `npm start` runs after preparing the database).
 *
 * It is `next start` plus one thing Next does not do: every request carries
 * the connection's address in a header the client cannot set (any copy the
 * client sent is replaced), so rate limits key on the real client and never
 * on an X-Forwarded-For the client wrote (src/security/clientAddress.ts).
 */
import http from 'node:http'
import { fileURLToPath } from 'node:url'

import next from 'next'

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
  const server = http.createServer({ requestTimeout: REQUEST_TIMEOUT_MS }, (request, response) => {
    recordPeer(request)
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
