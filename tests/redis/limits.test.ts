/**
 * The form limit, the status page's failures per reference and the sign-in
 * counts on a Redis shared by two instances: they count together, and
 * parallel attempts at the limit let exactly the limit through. Time is a
 * fake clock; Redis only stores what it is given.
 */
import { afterAll, describe, expect, it, vi } from 'vitest'

import { connectRedis } from '@/server/redisConnection.mjs'
import { DEFAULT_LOGIN_LIMITS, LoginLimits } from '@/services/security/loginLimits'
import { RedisLoginAttemptStore } from '@/services/security/redisLoginStore'
import type { FailureDecision } from '@/services/security/rateLimit'
import { RedisRateLimiter } from '@/services/security/redisRateLimit'

import { testRedis } from '../support/redis'

const redis = await testRedis()
afterAll(() => redis?.close())

const SECRET = 'a secret the instances share, long enough'
const MINUTE = 60_000

function clock() {
  const time = { now: Date.UTC(2026, 2, 1, 9, 0, 0) }
  return { time, now: () => time.now }
}

async function formLimiters(max: number, windowMs: number, now: () => number) {
  const make = async () => new RedisRateLimiter({ client: await redis!.connect(), max, windowMs, keySecret: SECRET, now, log: { warn: vi.fn() } })
  return [await make(), await make()] as const
}

describe.skipIf(!redis)('the form limit on a shared Redis', () => {
  it('counts a client’s submissions at both instances together, and says when to come back', async () => {
    const { time, now } = clock()
    const [a, b] = await formLimiters(3, 10 * MINUTE, now)
    expect(await a.check('203.0.113.7')).toEqual({ allowed: true })
    time.now += MINUTE
    expect(await b.check('203.0.113.7')).toEqual({ allowed: true })
    expect(await a.check('203.0.113.7')).toEqual({ allowed: true })
    expect(await b.check('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 9 * 60 })
    // Refused attempts are not counted: the first place frees when the first attempt is 10 minutes old.
    time.now += 9 * MINUTE - 1
    expect(await a.check('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 1 })
    time.now += 1
    expect(await a.check('203.0.113.7')).toEqual({ allowed: true })
    expect(await b.check('203.0.113.7')).toMatchObject({ allowed: false })
    // Other clients are not affected.
    expect(await b.check('198.51.100.2')).toEqual({ allowed: true })
  })

  it('keeps the status page’s counts apart from the forms’ under a prefix of their own', async () => {
    const { now } = clock()
    const [form] = await formLimiters(1, 10 * MINUTE, now)
    const client = await redis!.connect()
    const status = new RedisRateLimiter({ client, max: 1, windowMs: 10 * MINUTE, keySecret: SECRET, keyPrefix: 'status-limit:address', now, log: { warn: vi.fn() } })
    const reference = new RedisRateLimiter({ client, max: 1, windowMs: 10 * MINUTE, keySecret: SECRET, keyPrefix: 'status-limit:reference', now, log: { warn: vi.fn() } })
    expect(await form.check('203.0.113.40')).toEqual({ allowed: true })
    expect(await status.check('203.0.113.40')).toEqual({ allowed: true })
    expect(await reference.check('203.0.113.40')).toEqual({ allowed: true })
    expect(await status.check('203.0.113.40')).toMatchObject({ allowed: false })
    expect(await form.check('203.0.113.40')).toMatchObject({ allowed: false })
  })

  it('lets exactly the limit through when both instances take at once', async () => {
    const { now } = clock()
    const [a, b] = await formLimiters(5, 10 * MINUTE, now)
    const decisions = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).check('192.0.2.50')))
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5)
  })

  it('keeps no client address in Redis', async () => {
    const { now } = clock()
    const [a] = await formLimiters(5, 10 * MINUTE, now)
    await a.check('203.0.113.99')
    const keys = await redis!.keys()
    expect(keys.some((key) => key.startsWith('form-limit:'))).toBe(true)
    expect(keys.join(' ')).not.toContain('203.0.113')
  })

  it('limits per instance, logging once, while Redis is unreachable', async () => {
    const { now } = clock()
    const log = { warn: vi.fn() }
    const client = connectRedis('redis://127.0.0.1:1', { log })
    try {
      const limiter = new RedisRateLimiter({ client, max: 2, windowMs: MINUTE, keySecret: SECRET, now, log })
      expect(await limiter.check('203.0.113.7')).toEqual({ allowed: true })
      expect(await limiter.check('203.0.113.7')).toEqual({ allowed: true })
      expect(await limiter.check('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 60 })
      const messages = log.warn.mock.calls.map(([message]) => String(message))
      expect(messages.filter((message) => message.includes('limited per instance'))).toHaveLength(1)
      expect(messages.join('\n')).not.toContain('203.0.113')
    } finally {
      client.destroy()
    }
  })
})

// A reference of its own for each test: the tests of this file share one Redis.
let references = 0
const newReference = () => `APP-2026-TEST${(references += 1).toString().padStart(2, '0')}`

async function failureLimiters(now: () => number) {
  const make = async () =>
    new RedisRateLimiter({ client: await redis!.connect(), max: 5, windowMs: 15 * MINUTE, keySecret: SECRET, keyPrefix: 'status-failures:reference', now, log: { warn: vi.fn() } })
  return [await make(), await make()] as const
}

/** A right attempt, forgiven at the other instance when it is let through. */
async function succeed(at: RedisRateLimiter, forgiveAt: RedisRateLimiter, reference: string, network: string): Promise<FailureDecision> {
  const decision = await at.holdFailure(reference, network)
  if (decision.allowed) await forgiveAt.forgiveFailure(decision.hold)
  return decision
}

describe.skipIf(!redis)('the status page’s failures per reference on a shared Redis', () => {
  it('counts only failures, at both instances together', async () => {
    const REFERENCE = newReference()
    const { now } = clock()
    const [a, b] = await failureLimiters(now)
    for (let i = 0; i < 10; i++) expect(await succeed(i % 2 ? a : b, i % 2 ? b : a, REFERENCE, '198.51.100.1')).toMatchObject({ allowed: true, locked: false })
    for (let i = 1; i <= 4; i++) expect(await (i % 2 ? a : b).holdFailure(REFERENCE, `203.0.113.${i}`)).toMatchObject({ allowed: true, locked: false })
    expect(await a.holdFailure(REFERENCE, '203.0.113.5')).toMatchObject({ allowed: true, locked: false })
    expect(await b.holdFailure(REFERENCE, '203.0.113.6')).toMatchObject({ allowed: true, locked: true })
  })

  it('answers the owner during the lock and gives each other network one attempt, whichever instance it reaches', async () => {
    const REFERENCE = newReference()
    const { time, now } = clock()
    const [a, b] = await failureLimiters(now)
    for (let i = 1; i <= 5; i++) {
      await (i % 2 ? a : b).holdFailure(REFERENCE, `203.0.113.${i}`)
      time.now += MINUTE
    }
    expect(await a.holdFailure(REFERENCE, '192.0.2.1')).toMatchObject({ allowed: true, locked: true, retryAfterSeconds: 10 * 60 })
    expect(await b.holdFailure(REFERENCE, '192.0.2.1')).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 })
    expect(await succeed(b, a, REFERENCE, '203.0.113.2')).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 })
    // The owner, twice: forgiven at one instance, let through again at the other.
    expect(await succeed(a, b, REFERENCE, '198.51.100.1')).toMatchObject({ allowed: true, locked: true })
    expect(await succeed(b, a, REFERENCE, '198.51.100.1')).toMatchObject({ allowed: true, locked: true })
    // Guesses during the lock do not extend it.
    time.now += 10 * MINUTE
    expect(await b.holdFailure(REFERENCE, '192.0.2.1')).toMatchObject({ allowed: true, locked: false })
  })

  it('lets exactly the limit through from one network, and one attempt per other network, when both instances hold at once', async () => {
    const { now } = clock()
    const [a, b] = await failureLimiters(now)
    const oneNetwork = newReference()
    const fromOne = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).holdFailure(oneNetwork, '203.0.113.50')))
    expect(fromOne.filter((decision) => decision.allowed)).toHaveLength(5)

    const manyNetworks = newReference()
    const round = () => Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).holdFailure(manyNetworks, `192.0.2.${i}`)))
    const first = await round()
    expect(first.filter((decision) => decision.allowed && !decision.locked)).toHaveLength(5)
    expect(first.filter((decision) => decision.allowed && decision.locked)).toHaveLength(35)
    expect((await round()).filter((decision) => decision.allowed)).toHaveLength(0)
  })

  it('keeps no reference or address in Redis, and its counts apart from every other limit’s', async () => {
    const REFERENCE = newReference()
    const { now } = clock()
    const [a] = await failureLimiters(now)
    await a.holdFailure(REFERENCE, '203.0.113.88')
    const keys = await redis!.keys()
    expect(keys.filter((key) => key.startsWith('status-failures:reference:network:'))).not.toHaveLength(0)
    expect(keys.join(' ')).not.toMatch(/APP-2026|203\.0\.113\.88/)
    const [form] = await formLimiters(1, 15 * MINUTE, now)
    expect(await form.check(REFERENCE)).toEqual({ allowed: true })
  })

  it('counts failures per instance, logging once, while Redis is unreachable', async () => {
    const REFERENCE = newReference()
    const { now } = clock()
    const log = { warn: vi.fn() }
    const client = connectRedis('redis://127.0.0.1:1', { log })
    try {
      const limiter = new RedisRateLimiter({ client, max: 2, windowMs: MINUTE, keySecret: SECRET, now, log, limits: 'status lookups' })
      const right = await limiter.holdFailure(REFERENCE, '198.51.100.1')
      expect(right).toMatchObject({ allowed: true, locked: false })
      if (right.allowed) await limiter.forgiveFailure(right.hold)
      await limiter.holdFailure(REFERENCE, '203.0.113.1')
      await limiter.holdFailure(REFERENCE, '203.0.113.2')
      expect(await limiter.holdFailure(REFERENCE, '203.0.113.1')).toEqual({ allowed: false, retryAfterSeconds: 60 })
      expect(await limiter.holdFailure(REFERENCE, '198.51.100.1')).toMatchObject({ allowed: true, locked: true })
      const messages = log.warn.mock.calls.map(([message]) => String(message))
      expect(messages.filter((message) => message.includes('status lookups are limited per instance'))).toHaveLength(1)
      expect(messages.join('\n')).not.toMatch(/APP-2026|203\.0\.113/)
    } finally {
      client.destroy()
    }
  })
})

// An account of its own for each test: the tests of this file share one Redis.
let accounts = 0
const newAccount = () => `officer${(accounts += 1)}@campus.example`

async function loginInstances(now: () => number) {
  const make = async () => new LoginLimits(new RedisLoginAttemptStore({ client: await redis!.connect(), keySecret: SECRET, log: { warn: vi.fn() } }), DEFAULT_LOGIN_LIMITS, now)
  return [await make(), await make()] as const
}

describe.skipIf(!redis)('the sign-in counts on a shared Redis', () => {
  it('holds an address back after 5 failures for one account, wherever they were tried, for 15 minutes from the first', async () => {
    const STAFF = newAccount()
    const { time, now } = clock()
    const [a, b] = await loginInstances(now)
    for (let i = 0; i < 5; i++) {
      expect((await (i % 2 ? a : b).begin(STAFF, '203.0.113.9')).allowed).toBe(true)
      time.now += MINUTE
    }
    expect(await a.begin(STAFF, '203.0.113.9')).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 })
    expect(await b.begin(STAFF, '203.0.113.9')).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 })
    time.now += 10 * MINUTE
    expect((await b.begin(STAFF, '203.0.113.9')).allowed).toBe(true)
  })

  it('takes back a successful attempt and knows the address at the other instance', async () => {
    const STAFF = newAccount()
    const { time, now } = clock()
    const [a, b] = await loginInstances(now)
    const first = await a.begin(STAFF, '192.0.2.10')
    if (!first.allowed) throw new Error('the first sign-in was refused')
    await a.succeeded(first.attempt)
    time.now += MINUTE
    // Ten failures from new addresses hold the account back there, not at the known one.
    for (let i = 1; i <= 10; i++) expect((await (i % 2 ? a : b).begin(STAFF, `198.51.100.${i}`)).allowed).toBe(true)
    expect((await a.begin(STAFF, '198.51.100.11')).allowed).toBe(false)
    expect((await b.begin(STAFF, '192.0.2.10')).allowed).toBe(true)
    // Successes do not count: fifty in a row are all let in.
    for (let i = 0; i < 50; i++) {
      const decision = await (i % 2 ? a : b).begin(STAFF, '192.0.2.10')
      expect(decision.allowed).toBe(true)
      if (decision.allowed) await (i % 2 ? b : a).succeeded(decision.attempt)
    }
  })

  it('lets exactly 5 parallel guesses at one account through, across both instances', async () => {
    const STAFF = newAccount()
    const { now } = clock()
    const [a, b] = await loginInstances(now)
    const decisions = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).begin(STAFF, '203.0.113.50')))
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5)
  })

  it('keeps no address or account in Redis', async () => {
    const STAFF = newAccount()
    const { now } = clock()
    const [a] = await loginInstances(now)
    const decision = await a.begin(STAFF, '203.0.113.77')
    if (decision.allowed) await a.succeeded(decision.attempt)
    await a.begin(STAFF, '2001:db8:1:2::7')
    const keys = (await redis!.keys()).join(' ')
    expect(keys).toContain('login-known:')
    expect(keys).toContain('login-failures:')
    expect(keys).not.toMatch(/203\.0\.113|2001:db8|officer|campus\.example/)
  })
})
