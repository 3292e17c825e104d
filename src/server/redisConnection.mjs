/**
 * The connection to Redis that several instances of the site share for the
 * page cache and the per-client limits (docs/decisions/017). Plain JavaScript:
 * Next loads the cache handler without compiling it.
 *
 * Redis being down must never take a page or a form down: commands fail fast
 * (no offline queue, a short timeout), callers fall back, and the outage is
 * logged once, without the URL (it may hold a password) or any key.
 */
import { createClient } from '@redis/client'

/** Keys of the site start with this, so one Redis can serve other things too. */
const KEY_PREFIX = 'campus:'

/** A command slower than this counts as a failure: a page never waits on Redis for long. */
const COMMAND_TIMEOUT_MS = 500

/** REDIS_URL when it is set: then instances share the cache and the limits. */
export function redisUrl(env = process.env) {
  const value = env.REDIS_URL?.trim()
  return value ? value : undefined
}

/** Logs the first failure of an outage and the recovery, nothing in between. */
export class OutageLog {
  /**
   * @param {string} meaning what the site does while Redis is down, e.g. 'pages are rendered without the shared cache'
   * @param {Pick<Console, 'warn'>} [log]
   */
  constructor(meaning, log = console) {
    this.meaning = meaning
    this.log = log
    this.down = false
  }

  failed(error) {
    if (this.down) return
    this.down = true
    const reason = error?.code ?? error?.name ?? 'error'
    this.log.warn(`Redis failed (${reason}): ${this.meaning} until it answers.`)
  }

  ok() {
    if (!this.down) return
    this.down = false
    this.log.warn('Redis answers again.')
  }
}

// On the client itself: the server bundle and the cache handler may each load a copy of this module.
const FIRST_ATTEMPT = Symbol.for('campus.redis.firstAttempt')

/**
 * A client that connects in the background and keeps reconnecting.
 * @param {string} url
 * @param {{ keyPrefix?: string, commandTimeoutMs?: number, log?: Pick<Console, 'warn'> }} [options]
 */
export function connectRedis(url, { keyPrefix = KEY_PREFIX, commandTimeoutMs = COMMAND_TIMEOUT_MS, log = console } = {}) {
  const client = createClient({
    url,
    keyPrefix,
    disableOfflineQueue: true,
    commandOptions: { timeout: commandTimeoutMs },
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
  })
  const outage = new OutageLog('the connection is retried', log)
  // Without a listener an 'error' event would end the process.
  client.on('error', (error) => outage.failed(error))
  client.on('ready', () => outage.ok())
  client[FIRST_ATTEMPT] = new Promise((resolve) => {
    client.once('ready', resolve)
    client.once('error', resolve)
    setTimeout(resolve, 1000).unref()
  })
  client.connect().catch(() => {})
  return client
}

/**
 * Waits for the first connection attempt to succeed or fail (a second at
 * most). Commands fail at once while the client is not connected; without
 * this, the first requests after a start would count as an outage.
 */
export async function connected(client) {
  await client?.[FIRST_ATTEMPT]
}

// One client per URL and process, however many bundles import this module.
const SHARED = Symbol.for('campus.redis')

export function sharedRedis(url) {
  const holder = globalThis
  holder[SHARED] ??= new Map()
  let client = holder[SHARED].get(url)
  if (!client) {
    client = connectRedis(url)
    holder[SHARED].set(url, client)
  }
  return client
}
