import { describe, expect, it } from 'vitest'

import { type FailureDecision, RateLimiter } from './rateLimit'

const MINUTE = 60_000
const REFERENCE = 'APP-2026-7K2QX9'

function limiterWithClock(max = 5) {
  const clock = { now: Date.UTC(2026, 2, 1, 9, 0, 0) }
  return { limiter: new RateLimiter(max, 15 * MINUTE, () => clock.now), clock }
}

/** A wrong attempt: let through or not, never forgiven. */
const fail = (limiter: RateLimiter, network: string) => limiter.holdFailure(REFERENCE, network)

/** A right attempt, forgiven when it is let through. */
async function succeed(limiter: RateLimiter, network: string): Promise<FailureDecision> {
  const decision = await limiter.holdFailure(REFERENCE, network)
  if (decision.allowed) await limiter.forgiveFailure(decision.hold)
  return decision
}

describe('the failure limit', () => {
  it('never counts a right attempt', async () => {
    const { limiter } = limiterWithClock()
    for (let i = 0; i < 20; i++) expect(await succeed(limiter, '198.51.100.1')).toMatchObject({ allowed: true, locked: false })
    for (let i = 0; i < 4; i++) await fail(limiter, '203.0.113.1')
    expect(await fail(limiter, '203.0.113.2')).toMatchObject({ allowed: true, locked: false })
  })

  it('locks the key after max failures, yet lets each network that has not failed try once', async () => {
    const { limiter, clock } = limiterWithClock()
    for (let i = 1; i <= 5; i++) {
      expect(await fail(limiter, `203.0.113.${i}`)).toMatchObject({ allowed: true, locked: false })
      clock.now += MINUTE
    }
    // The first failure is 5 minutes old: the lock has 10 to go.
    expect(await fail(limiter, '192.0.2.1')).toMatchObject({ allowed: true, locked: true, retryAfterSeconds: 10 * 60 })
    expect(await fail(limiter, '192.0.2.1')).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 })
    expect(await succeed(limiter, '192.0.2.1')).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 })
    // A network whose failure helped lock it may try again when its failure is old or the lock ends, whichever is first.
    expect(await succeed(limiter, '203.0.113.1')).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 })
    expect(await fail(limiter, '203.0.113.5')).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 })
    expect(await succeed(limiter, '198.51.100.1')).toMatchObject({ allowed: true, locked: true })
    // The owner's right attempt during the lock is forgiven: their network may go on.
    expect(await succeed(limiter, '198.51.100.1')).toMatchObject({ allowed: true, locked: true })
  })

  it('ends the lock with the failures that caused it: guesses during it do not extend it', async () => {
    const { limiter, clock } = limiterWithClock()
    for (let i = 1; i <= 5; i++) await fail(limiter, `203.0.113.${i}`)
    for (let i = 1; i <= 50; i++) await fail(limiter, `192.0.2.${i}`)
    clock.now += 15 * MINUTE
    expect(await fail(limiter, '203.0.113.1')).toMatchObject({ allowed: true, locked: false })
  })

  it('lets exactly max parallel attempts from one network through: holding and counting is one step', async () => {
    const { limiter } = limiterWithClock()
    const decisions = await Promise.all(Array.from({ length: 20 }, () => fail(limiter, '203.0.113.9')))
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5)
  })

  it('keeps each key apart', async () => {
    const { limiter } = limiterWithClock(1)
    await limiter.holdFailure(REFERENCE, '203.0.113.1')
    expect(await limiter.holdFailure('APP-2026-OTHER1', '203.0.113.1')).toMatchObject({ allowed: true, locked: false })
  })
})
