/**
 * The site's one log: JSON lines through pino, the logger Payload uses, on
 * standard output. Every line written while a request is handled carries
 * that request's id (`reqId`), whichever part of the site writes it: the
 * site's server, Next, Payload or the site's own code. LOG_LEVEL sets the
 * least level written (default info).
 *
 * What a line may hold: method, path (never a query), status, sizes, counts,
 * references, ids. Never an applicant's name, NIC, e-mail address, phone
 * number or file name (docs/operations.md, "Logs").
 *
 * Plain JavaScript so that the server can import it; one logger and one
 * request context per process, however many bundles load this module.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

import pino from 'pino'

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

/**
 * LOG_LEVEL: one of pino's levels, unset for info; null when it is not one.
 * @param {string | undefined} value
 */
export function parseLogLevel(value) {
  const level = value?.trim().toLowerCase() || 'info'
  return LOG_LEVELS.includes(level) ? level : null
}

const SHARED = Symbol.for('campus.log')

/**
 * @param {any} error
 * @returns {Record<string, unknown>}
 */
export function errorFields(error) {
  if (!(error instanceof Error)) return { message: String(error) }
  const { code } = /** @type {{ code?: unknown }} */ (error)
  return { type: error.name, ...(typeof code === 'string' ? { code } : {}), message: error.message, stack: error.stack }
}

/**
 * pino's options for the site's loggers: ISO times, the level by name, and
 * the request's id on every line written while it is handled.
 * @param {AsyncLocalStorage<{ reqId: string }>} context
 * @returns {import('pino').LoggerOptions}
 */
const optionsFor = (context) => ({
  level: parseLogLevel(process.env.LOG_LEVEL) ?? 'info',
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  // An error's name, code, message and stack: never the rest of its fields, where a driver keeps its connection settings.
  serializers: { err: errorFields },
  mixin: () => {
    const request = context.getStore()
    return request ? { reqId: request.reqId } : {}
  },
})

/** @returns {{ logger: import('pino').Logger, context: AsyncLocalStorage<{ reqId: string }> }} */
function shared() {
  const holder = /** @type {Record<symbol, any>} */ (globalThis)
  if (!holder[SHARED]) {
    const context = new AsyncLocalStorage()
    holder[SHARED] = { logger: pino(optionsFor(context)), context }
  }
  return holder[SHARED]
}

/** At most this many of a caller's mistakes are logged per window; the rest are counted. */
export const REFUSALS_PER_WINDOW = 60
export const REFUSAL_WINDOW_MS = 60_000

/**
 * Lets through `limit` lines per window and counts the rest, so that a flood
 * of refused requests cannot fill the disk: the first line of the next window
 * says how many were left out.
 */
export class LineThrottle {
  /**
   * @param {{ limit?: number, windowMs?: number, now?: () => number }} [options]
   */
  constructor({ limit = REFUSALS_PER_WINDOW, windowMs = REFUSAL_WINDOW_MS, now = Date.now } = {}) {
    this.limit = limit
    this.windowMs = windowMs
    this.now = now
    this.windowStart = -Infinity
    this.written = 0
    this.leftOut = 0
  }

  /**
   * Whether a line may be written now and, when lines were left out in the
   * window before, how many (to be said on this line).
   * @returns {{ write: boolean, leftOut: number }}
   */
  take() {
    const now = this.now()
    let leftOut = 0
    if (now - this.windowStart >= this.windowMs) {
      leftOut = this.leftOut
      this.windowStart = now
      this.written = 0
      this.leftOut = 0
    }
    if (this.written >= this.limit) {
      this.leftOut += 1
      return { write: false, leftOut: 0 }
    }
    this.written += 1
    return { write: true, leftOut }
  }
}

/**
 * The error a library's wrapper stands for: GraphQL wraps what a resolver
 * threw (Payload's Forbidden, status 403) in a GraphQLError without a status.
 * @param {any} error
 */
const underlying = (error) => (error && typeof error === 'object' && error.originalError instanceof Error ? error.originalError : error)

/**
 * A logger for a library that logs every failure it meets as an error, a
 * caller's mistake included: `classify` names the level an error really
 * deserves (or undefined to keep it), and such a line is written at that
 * level with the error's name, status and message, without its stack. Those
 * lines are throttled (LineThrottle): a flood of refused queries writes at
 * most REFUSALS_PER_WINDOW of them a minute, and a count of the rest.
 * @param {(error: unknown) => 'info' | 'warn' | undefined} classify
 * @param {import('pino').DestinationStream} [destination] standard output unless a test gives another
 * @param {LineThrottle} [throttle] a test's, with its own clock
 * @returns {import('pino').Logger}
 */
export function reclassifyingLogger(classify, destination, throttle = new LineThrottle()) {
  return pino({
    ...optionsFor(shared().context),
    hooks: {
      logMethod(args, method, level) {
        const wrapped = /** @type {{ err?: any }} */ (args[0])?.err
        const error = underlying(wrapped)
        const deserved = level >= 50 && error ? classify(error) : undefined
        if (!deserved) return method.apply(this, args)
        const { write, leftOut } = throttle.take()
        if (!write) return
        this[deserved]({ error: error.name, status: error.status, ...(leftOut > 0 ? { refusalsNotLogged: leftOut } : {}) }, String(error.message ?? 'Error'))
      },
    },
  }, destination)
}

/** The site's logger. */
export const siteLogger = () => shared().logger

/**
 * Runs `work` as the handling of the request `reqId`: every line logged
 * inside it, however deep, carries the id.
 * @template T
 * @param {string} reqId
 * @param {() => T} work
 * @returns {T}
 */
export const withRequestId = (reqId, work) => shared().context.run({ reqId }, work)

/** The id of the request being handled, if any. */
export const currentRequestId = () => shared().context.getStore()?.reqId

/**
 * Sends what the site and its libraries write with console.* to the log as
 * JSON lines of the matching level, so that no plain-text line is left.
 */
export function logConsoleAsJson() {
  const logger = siteLogger()
  /** @param {unknown[]} parts */
  const text = (parts) => parts.map((part) => (part instanceof Error ? `${part.name}: ${part.message}` : typeof part === 'string' ? part : JSON.stringify(part))).join(' ')
  /** @param {'debug' | 'info' | 'warn' | 'error'} level */
  const write = (level) => (/** @type {unknown[]} */ ...parts) => {
    const error = parts.find((part) => part instanceof Error)
    // A visitor who leaves mid-request (Node's "aborted") is not the site's fault.
    if (error && level === 'error' && /** @type {{ code?: string }} */ (error).code === 'ECONNRESET') logger.info({ event: 'client-left' }, 'The client closed the connection before its request was read')
    else if (error && level === 'error') logger.error({ err: error }, text(parts))
    else logger[level](text(parts))
  }
  console.log = write('info')
  console.info = write('info')
  console.debug = write('debug')
  console.warn = write('warn')
  console.error = write('error')
}
