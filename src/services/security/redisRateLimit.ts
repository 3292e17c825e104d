/**
 * The rate limits of ./rateLimit.ts in Redis, shared by every instance of the
 * site (docs/decisions/017): the forms' and the status page's per client, and
 * the status page's failures per reference. One Lua script checks and records
 * an attempt, so two instances can never both take the last place in a
 * window. While Redis fails, each instance falls back to its own memory limit
 * (logged once): requests keep working and are still limited per instance.
 */
import { connected, OutageLog } from '@/server/redisConnection.mjs'
import { hashedKey } from '@/foundations/redisKeys'

import { type ClientRateLimit, type FailureDecision, type FailureHold, type FailureRateLimit, type RateDecision, RateLimiter } from './rateLimit'

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

// A failure limit's attempt (FailureRateLimit): KEYS[1] holds the key's
// failures, KEYS[2] those of one network on that key. Under the limit the
// attempt is counted in both: {0}. Locked (max failures in the window), a
// network with no failure there is counted in KEYS[2] alone and let through
// once: {1, when the lock ends}; one with a failure is refused: {2, when it
// may try again}.
const HOLD_FAILURE = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
if count < max then
  redis.call('ZADD', KEYS[1], now, ARGV[4])
  redis.call('PEXPIRE', KEYS[1], window)
  redis.call('ZADD', KEYS[2], now, ARGV[4])
  redis.call('PEXPIRE', KEYS[2], window)
  return {0}
end
local unlockAt = tonumber(redis.call('ZRANGE', KEYS[1], count - max, count - max, 'WITHSCORES')[2]) + window
local last = redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')[2]
if last then return {2, math.min(unlockAt, tonumber(last) + window)} end
redis.call('ZADD', KEYS[2], now, ARGV[4])
redis.call('PEXPIRE', KEYS[2], window)
return {1, unlockAt}`

// The attempt was right: its member goes from both sets (members are unique per attempt).
const FORGIVE_FAILURE = `
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[1])
return 0`

export class RedisRateLimiter implements ClientRateLimit, FailureRateLimit {
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
    /** Keeps one limit's counts apart from another's: the forms' by default. Failures per network go under `<keyPrefix>:network`. */
    keyPrefix?: string
    /** What is limited, for the one log line of an outage: 'form submissions' by default. */
    limits?: string
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
    this.outage = new OutageLog(`${options.limits ?? 'form submissions'} are limited per instance`, options.log)
  }

  /** Unique per attempt: two attempts in one millisecond are two members. */
  private newMember(now: number): string {
    return `${now}:${process.pid}:${(this.sequence += 1)}:${Math.random().toString(36).slice(2)}`
  }

  private failureKeys(key: string, network: string): string[] {
    return [`${this.keyPrefix}:${hashedKey(this.keySecret, key)}`, `${this.keyPrefix}:network:${hashedKey(this.keySecret, `${key}\n${network}`)}`]
  }

  async check(client: string): Promise<RateDecision> {
    const now = this.now()
    const member = this.newMember(now)
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

  async holdFailure(key: string, network: string): Promise<FailureDecision> {
    const now = this.now()
    const member = this.newMember(now)
    let reply: unknown
    try {
      await connected(this.client)
      reply = await this.client.eval(HOLD_FAILURE, {
        keys: this.failureKeys(key, network),
        arguments: [String(now), String(this.windowMs), String(this.max), member],
      })
      this.outage.ok()
    } catch (error) {
      this.outage.failed(error)
      const decision = await this.fallback.holdFailure(key, network)
      return decision.allowed ? { ...decision, hold: { ...decision.hold, local: true } } : decision
    }
    const [outcome, time] = (reply as unknown[]).map(Number) as [number, number?]
    const retryAfterSeconds = Math.max(1, Math.ceil(((time ?? now) - now) / 1000))
    const hold = { key, network, at: now, member }
    if (outcome === 0) return { allowed: true, locked: false, hold: { ...hold, locked: false } }
    if (outcome === 1) return { allowed: true, locked: true, retryAfterSeconds, hold: { ...hold, locked: true } }
    return { allowed: false, retryAfterSeconds }
  }

  async forgiveFailure(hold: FailureHold): Promise<void> {
    if (hold.local) return this.fallback.forgiveFailure(hold)
    try {
      await connected(this.client)
      await this.client.eval(FORGIVE_FAILURE, { keys: this.failureKeys(hold.key, hold.network), arguments: [hold.member] })
      this.outage.ok()
    } catch (error) {
      // Left counted, it is one failure more until the window ends: never a way in.
      this.outage.failed(error)
    }
  }
}
