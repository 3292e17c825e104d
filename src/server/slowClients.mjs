/**
 * What keeps a few clients from holding the server's connections: a short
 * time to send a request's body everywhere but the uploads, and a cap on the
 * connections one client network holds open at once. Plain JavaScript so
 * that the site's server (scripts/serve.mjs) can use it.
 *
 * The server's own requestTimeout stays at 15 minutes, for 30 MB uploads
 * over a slow mobile link. Every other body is a form or a beacon of a few
 * KB (64 KB at most for the forms, 2 MB for a staff save), so a request that
 * is still sending one after BODY_TIMEOUT_MS is trickling it on purpose.
 */
import { countRefusal } from './metrics.mjs'
import { networkOf } from './network.mjs'

/** Enough for a 64 KB form at 2G speeds, several times over. */
export const BODY_TIMEOUT_MS = 30_000


/**
 * The uploads that take minutes: an application's documents, requested
 * documents, and the pictures, documents and videos staff upload.
 */
const UPLOAD_PATHS = /^\/(?:v1\/academicPage\/addStudentApplication|v1\/applicationStatus\/documents|api\/(?:media|documents|videos)(?:\/[^/]+)?)$/

/**
 * Whether a request may take the server's long timeout to send its body: a
 * multipart body sent to an upload address. Requests without a body are not
 * watched at all.
 * @param {string | undefined} method
 * @param {string} pathname
 * @param {string | undefined} contentType
 */
export function mayUploadSlowly(method, pathname, contentType) {
  return method !== 'GET' && method !== 'HEAD' && UPLOAD_PATHS.test(pathname) && /^multipart\/form-data\b/i.test(contentType ?? '')
}

export const SLOW_BODY_MESSAGE = 'The request took too long to arrive and was stopped. Please try again.'

/**
 * A whole plain-text answer written straight to a socket that is then
 * closed, as Node answers its own timeouts: the handler still holding the
 * response object writes into nothing.
 * @param {import('node:net').Socket} socket
 * @param {string} status
 * @param {string} text
 * @param {string} [extra] further header lines, each ending in CRLF
 */
export function answerAndClose(socket, status, text, extra = '') {
  const body = `${text}\n`
  socket.on('error', () => undefined)
  socket.end(
    `HTTP/1.1 ${status}\r\n${extra}Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  )
}

/**
 * Stops a request whose body has not all arrived `timeoutMs` after it
 * started: 408 when nothing has been answered yet, and the connection
 * closed either way, so the socket is free again. `timers` is a fake clock
 * in tests.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {number} timeoutMs
 * @param {{ setTimeout: typeof setTimeout, clearTimeout: typeof clearTimeout }} [timers]
 */
export function limitBodyTime(request, response, timeoutMs, timers = globalThis) {
  if (request.complete) return
  const timer = timers.setTimeout(() => {
    if (request.complete) return
    const socket = request.socket
    countRefusal('slow_body')
    if (response.headersSent) socket.destroy()
    else answerAndClose(socket, '408 Request Timeout', SLOW_BODY_MESSAGE)
    // A client that reads nothing back still loses the socket.
    timers.setTimeout(() => socket.destroy(), 1_000)
  }, timeoutMs)
  const stop = () => timers.clearTimeout(timer)
  request.once('end', stop)
  request.once('close', stop)
  response.once('close', stop)
}

/**
 * Counts the open connections of each client network (an IPv4 address, an
 * IPv6 /64) and turns away one more beyond `max`.
 */
export class ConnectionCap {
  /** @param {number} max */
  constructor(max) {
    this.max = max
    /** @type {Map<string, number>} */
    this.open = new Map()
  }

  /**
   * Whether the connection may stay. An admitted one is counted until it closes.
   * @param {import('node:net').Socket} socket
   */
  admit(socket) {
    const network = networkOf(socket.remoteAddress ?? '')
    const count = this.open.get(network) ?? 0
    if (count >= this.max) return false
    this.open.set(network, count + 1)
    socket.once('close', () => {
      const left = (this.open.get(network) ?? 1) - 1
      if (left > 0) this.open.set(network, left)
      else this.open.delete(network)
    })
    return true
  }
}

const TOO_MANY = 'Too many connections from your network at once. Please try again in a moment.'

/**
 * Answers a connection turned away with a 429 before reading anything, and closes it.
 * @param {import('node:net').Socket} socket
 */
export const turnAway = (socket) => answerAndClose(socket, '429 Too Many Requests', TOO_MANY, 'Retry-After: 10\r\n')
