/**
 * The form rate limit in Redis, shared by every instance of the site
 * (docs/decisions/017). One Lua script checks and records an attempt, so two
 * instances can never both take the last place in a window. While Redis
 * fails, each instance falls back to its own memory limit (logged once):
 * forms keep working and are still limited per instance.
 */
import { connected, OutageLog } from '@/redis/connection.mjs'
import { hashedKey } from '@/redis/keys'

import { type ClientRateLimit, type RateDecision, RateLimiter } from './rateLimit'

/** The eval call this needs from a node-redis client. */
export type ScriptClient = {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>
}

// Attempts are members of a sorted set scored by their time. Older than the
// window: forgotten. Full: the oldest attempt's time, for Retry-After.
const TAKE = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  return redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2]
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return false`

export class RedisRateLimiter implements ClientRateLimit {
  private readonly client: ScriptClient
  private readonly max: number
  private readonly windowMs: number
  private readonly keySecret: string
  private readonly keyPrefix: string
  private readonly now: () => number
  private readonly fallback: RateLimiter
  private readonly outage: OutageLog
  private sequence = 0

  constructor(options: {
    client: ScriptClient
    max: number
    windowMs: number
    /** Keys the hash of client addresses (the site's PAYLOAD_SECRET, which all instances share). */
    keySecret: string
    /** Keeps one limit's counts apart from another's: the forms' by default. */
    keyPrefix?: string
    now?: () => number
    log?: Pick<Console, 'warn'>
  }) {
    this.client = options.client
    this.max = options.max
    this.windowMs = options.windowMs
    this.keySecret = options.keySecret
    this.keyPrefix = options.keyPrefix ?? 'form-limit'
    this.now = options.now ?? Date.now
    this.fallback = new RateLimiter(this.max, this.windowMs, this.now)
    this.outage = new OutageLog('form submissions are limited per instance', options.log)
  }

  async check(client: string): Promise<RateDecision> {
    const now = this.now()
    // Unique per attempt: two attempts in one millisecond are two members.
    const member = `${now}:${process.pid}:${(this.sequence += 1)}:${Math.random().toString(36).slice(2)}`
    let oldest: unknown
    try {
      await connected(this.client)
      oldest = await this.client.eval(TAKE, {
        keys: [`${this.keyPrefix}:${hashedKey(this.keySecret, client)}`],
        arguments: [String(now), String(this.windowMs), String(this.max), member],
      })
      this.outage.ok()
    } catch (error) {
      this.outage.failed(error)
      return this.fallback.check(client)
    }
    if (oldest === null || oldest === undefined) return { allowed: true }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((Number(oldest) + this.windowMs - now) / 1000)) }
  }
}
