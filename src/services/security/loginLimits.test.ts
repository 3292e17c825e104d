import { describe, expect, it } from 'vitest'

import { DEFAULT_LOGIN_LIMITS, LoginLimits, MemoryLoginAttemptStore, type LoginDecision } from './loginLimits'

const MINUTE = 60 * 1000
const DAY = 24 * 60 * MINUTE

function limitsWithClock() {
  const clock = { now: Date.UTC(2026, 2, 1, 9, 0, 0) }
  const limits = new LoginLimits(new MemoryLoginAttemptStore(), DEFAULT_LOGIN_LIMITS, () => clock.now)
  return { limits, clock }
}

/** A sign-in with the wrong password: let through and never reported as a success. */
async function fail(limits: LoginLimits, email: string, address: string): Promise<LoginDecision> {
  return limits.begin(email, address)
}

/** A sign-in with the right password, when it is let through. */
async function succeed(limits: LoginLimits, email: string, address: string): Promise<LoginDecision> {
  const decision = await limits.begin(email, address)
  if (decision.allowed) await limits.succeeded(decision.attempt)
  return decision
}

const STAFF = 'officer@campus.example'

describe('login limits', () => {
  it('holds back one address guessing one account after 5 failures, for 15 minutes from the first', async () => {
    const { limits, clock } = limitsWithClock()
    for (let i = 0; i < 5; i++) {
      expect((await fail(limits, STAFF, '203.0.113.9')).allowed).toBe(true)
      clock.now += MINUTE
    }
    const refused = await fail(limits, STAFF, '203.0.113.9')
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 10 * 60 })
    // Refused attempts are not counted: the window runs from the first failure.
    clock.now += 10 * MINUTE
    expect((await fail(limits, STAFF, '203.0.113.9')).allowed).toBe(true)
  })

  it('holds back one address trying many accounts after 20 failures, for any account', async () => {
    const { limits } = limitsWithClock()
    for (let i = 0; i < 20; i++) expect((await fail(limits, `guess${i}@campus.example`, '198.51.100.4')).allowed).toBe(true)
    expect((await fail(limits, 'another@campus.example', '198.51.100.4')).allowed).toBe(false)
    expect((await succeed(limits, STAFF, '198.51.100.4')).allowed).toBe(false)
    // Other addresses are not affected.
    expect((await succeed(limits, STAFF, '198.51.100.5')).allowed).toBe(true)
  })

  it('holds back new addresses after 10 failures for one account, but lets the staff member in from an address they used', async () => {
    const { limits, clock } = limitsWithClock()
    expect((await succeed(limits, STAFF, '192.0.2.10')).allowed).toBe(true)
    clock.now += DAY
    for (let i = 1; i <= 10; i++) expect((await fail(limits, STAFF, `203.0.113.${i}`)).allowed).toBe(true)
    expect((await fail(limits, STAFF, '203.0.113.11')).allowed).toBe(false)
    expect((await succeed(limits, STAFF, '203.0.113.12')).allowed).toBe(false)
    expect((await succeed(limits, STAFF, '192.0.2.10')).allowed).toBe(true)
    // Another account is not held back.
    expect((await succeed(limits, 'editor@campus.example', '203.0.113.13')).allowed).toBe(true)
  })

  it('forgets a known address after 30 days without a sign-in from it', async () => {
    const { limits, clock } = limitsWithClock()
    await succeed(limits, STAFF, '192.0.2.10')
    clock.now += 31 * DAY
    for (let i = 1; i <= 10; i++) await fail(limits, STAFF, `203.0.113.${i}`)
    expect((await succeed(limits, STAFF, '192.0.2.10')).allowed).toBe(false)
  })

  it('does not count successful sign-ins, and a success clears that address’s failures for the account', async () => {
    const { limits } = limitsWithClock()
    for (let i = 0; i < 50; i++) expect((await succeed(limits, STAFF, '192.0.2.10')).allowed).toBe(true)
    for (let i = 0; i < 4; i++) await fail(limits, STAFF, '192.0.2.10')
    expect((await succeed(limits, STAFF, '192.0.2.10')).allowed).toBe(true)
    for (let i = 0; i < 5; i++) expect((await fail(limits, STAFF, '192.0.2.10')).allowed).toBe(true)
    expect((await fail(limits, STAFF, '192.0.2.10')).allowed).toBe(false)
  })

  it('counts an account under one spelling of its e-mail address', async () => {
    const { limits } = limitsWithClock()
    for (let i = 0; i < 5; i++) await fail(limits, i % 2 ? STAFF.toUpperCase() : ` ${STAFF} `, '203.0.113.9')
    expect((await fail(limits, STAFF, '203.0.113.9')).allowed).toBe(false)
  })

  it('counts an IPv6 /64 as one address', async () => {
    const { limits } = limitsWithClock()
    for (let i = 1; i <= 5; i++) await fail(limits, STAFF, `2001:db8:1:2::${i}`)
    expect((await fail(limits, STAFF, '2001:db8:1:2:ffff:1:2:3')).allowed).toBe(false)
    expect((await fail(limits, STAFF, '2001:db8:1:3::1')).allowed).toBe(true)
  })

  it('lets exactly 5 parallel guesses through: checking and counting is one step', async () => {
    const { limits } = limitsWithClock()
    const decisions = await Promise.all(Array.from({ length: 20 }, () => fail(limits, STAFF, '203.0.113.9')))
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5)
  })
})
