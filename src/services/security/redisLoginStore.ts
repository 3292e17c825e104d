/**
 * The sign-in counts of ./loginLimits.ts in Redis, shared by every instance
 * of the site (docs/decisions/017). Keys are keyed hashes, so the store holds
 * no address or account. Checking and counting an attempt is one Lua script:
 * parallel guesses at several instances cannot all pass the last place.
 * While Redis fails, each instance counts in its own memory (logged once).
 */
import { connected, OutageLog } from '@/server/redisConnection.mjs'
import { hashedKey } from '@/foundations/redisKeys'
import type { ScriptClient } from '@/services/security/redisRateLimit'

import { DEFAULT_LOGIN_LIMITS, type FailureLimit, type LoginAttemptStore, MemoryLoginAttemptStore } from './loginLimits'

// Failures are members of a sorted set per key, scored by their time.
const COUNT = `
local at = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local againAt = 0
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', at - window)
  local max = tonumber(ARGV[3 + i])
  local count = redis.call('ZCARD', key)
  if count >= max then
    local time = tonumber(redis.call('ZRANGE', key, count - max, count - max, 'WITHSCORES')[2]) + window
    if time > againAt then againAt = time end
  end
end
if againAt > 0 then return againAt end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, at, ARGV[3])
  redis.call('PEXPIRE', key, window)
end
return 0`

const REMOVE_ONE = `
local found = redis.call('ZRANGEBYSCORE', KEYS[1], ARGV[1], ARGV[1], 'LIMIT', 0, 1)
if found[1] then redis.call('ZREM', KEYS[1], found[1]) end
return 0`

const CLEAR = "redis.call('DEL', KEYS[1]) return 0"
const READ = "return redis.call('GET', KEYS[1])"
const WRITE = "redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 0"

export class RedisLoginAttemptStore implements LoginAttemptStore {
  private readonly client: ScriptClient
  private readonly keySecret: string
  private readonly knownAddressMs: number
  private readonly fallback: MemoryLoginAttemptStore
  private readonly outage: OutageLog
  private sequence = 0

  constructor(options: {
    client: ScriptClient
    /** Keys the hash of the store's keys (the site's PAYLOAD_SECRET, which all instances share). */
    keySecret: string
    knownAddressMs?: number
    log?: Pick<Console, 'warn'>
  }) {
    this.client = options.client
    this.keySecret = options.keySecret
    this.knownAddressMs = options.knownAddressMs ?? DEFAULT_LOGIN_LIMITS.knownAddressMs
    this.fallback = new MemoryLoginAttemptStore()
    this.outage = new OutageLog('failed sign-ins are counted per instance', options.log)
  }

  countFailure(limits: FailureLimit[], at: number, windowMs: number): Promise<number> {
    // Unique per attempt, the same under each key, so one can be taken back.
    const member = `${at}:${process.pid}:${(this.sequence += 1)}:${Math.random().toString(36).slice(2)}`
    return this.run(
      COUNT,
      limits.map(({ key }) => this.failureKey(key)),
      [String(at), String(windowMs), member, ...limits.map(({ max }) => String(max))],
      (reply) => Number(reply),
      () => this.fallback.countFailure(limits, at, windowMs),
    )
  }

  removeFailure(key: string, at: number): Promise<void> {
    return this.run(REMOVE_ONE, [this.failureKey(key)], [String(at)], () => undefined, () => this.fallback.removeFailure(key, at))
  }

  clearFailures(key: string): Promise<void> {
    return this.run(CLEAR, [this.failureKey(key)], [], () => undefined, () => this.fallback.clearFailures(key))
  }

  lastSuccess(account: string, address: string): Promise<number | undefined> {
    return this.run(
      READ,
      [this.successKey(account, address)],
      [],
      (reply) => (reply === null || reply === undefined ? undefined : Number(reply)),
      () => this.fallback.lastSuccess(account, address),
    )
  }

  recordSuccess(account: string, address: string, at: number): Promise<void> {
    return this.run(
      WRITE,
      [this.successKey(account, address)],
      [String(at), String(this.knownAddressMs)],
      () => undefined,
      () => this.fallback.recordSuccess(account, address, at),
    )
  }

  private failureKey(key: string): string {
    return `login-failures:${hashedKey(this.keySecret, key)}`
  }

  private successKey(account: string, address: string): string {
    return `login-known:${hashedKey(this.keySecret, `${account} ${address}`)}`
  }

  private async run<T>(script: string, keys: string[], args: string[], read: (reply: unknown) => T, fallback: () => Promise<T>): Promise<T> {
    let reply: unknown
    try {
      await connected(this.client)
      reply = await this.client.eval(script, { keys, arguments: args })
    } catch (error) {
      this.outage.failed(error)
      return fallback()
    }
    this.outage.ok()
    return read(reply)
  }
}
