import { afterEach, describe, expect, it, vi } from 'vitest'

import { readiness, READINESS_MAX_AGE_MS, RecentReadiness } from './readiness'

afterEach(() => {
  vi.useRealTimers()
})

const fine = async () => undefined
const never = () => new Promise<never>(() => undefined)

describe('readiness', () => {
  it('is ready when the database has every migration and the configured parts answer', async () => {
    expect(await readiness({ database: async () => [], redis: fine, bucket: fine })).toEqual({
      ready: true,
      checks: { database: 'ok', migrations: 'ok', redis: 'ok', bucket: 'ok' },
    })
    expect(await readiness({ database: async () => [] })).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok' } })
  })

  it('is not ready while migrations are missing, and says how many', async () => {
    expect(await readiness({ database: async () => ['20261201_000000_a', '20261202_000000_b'] })).toEqual({
      ready: false,
      checks: { database: 'ok', migrations: '2 not applied' },
    })
  })

  it('names a part that fails, in words of its own, never the driver message', async () => {
    const secret = new Error('connect ECONNREFUSED postgres://campus:s3cret@db.internal:5432/campus')
    const result = await readiness({
      database: async () => {
        throw secret
      },
      redis: async () => {
        throw new Error('redis://:hunter2@cache:6379 refused')
      },
      bucket: fine,
    })
    expect(result).toEqual({ ready: false, checks: { database: 'failed', redis: 'failed', bucket: 'ok' } })
    expect(JSON.stringify(result)).not.toMatch(/s3cret|hunter2|internal|postgres:|redis:/)
  })

  it('counts a part that does not answer within the time as down, checking the parts side by side', async () => {
    vi.useFakeTimers()
    const result = readiness({ database: async () => [], redis: never, bucket: never }, 2_000)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(await result).toEqual({ ready: false, checks: { database: 'ok', migrations: 'ok', redis: 'no answer within 2 s', bucket: 'no answer within 2 s' } })
  })
})

describe('the answer /readyz gives', () => {
  it('asks the parts at most once in READINESS_MAX_AGE_MS however often it is asked, sharing a check under way', async () => {
    const clock = { now: 1_000_000 }
    let bucketCalls = 0
    const bucket = async () => {
      bucketCalls += 1
    }
    const recent = new RecentReadiness(() => readiness({ database: async () => [], bucket }), READINESS_MAX_AGE_MS, () => clock.now)
    const first = await Promise.all(Array.from({ length: 50 }, () => recent.get()))
    expect(first.every((answer) => answer.ready)).toBe(true)
    expect(bucketCalls).toBe(1)
    clock.now += READINESS_MAX_AGE_MS - 1
    for (let index = 0; index < 500; index += 1) await recent.get()
    expect(bucketCalls).toBe(1)
    clock.now += 1
    await recent.get()
    expect(bucketCalls).toBe(2)
  })

  it('answers from a result a few seconds old at most: a part that went down is seen once the answer has aged', async () => {
    const clock = { now: 0 }
    let up = true
    const recent = new RecentReadiness(
      () =>
        readiness({
          database: async () => [],
          bucket: async () => {
            if (!up) throw new Error('down')
          },
        }),
      READINESS_MAX_AGE_MS,
      () => clock.now,
    )
    expect((await recent.get()).ready).toBe(true)
    up = false
    expect((await recent.get()).ready).toBe(true)
    clock.now += READINESS_MAX_AGE_MS
    expect(await recent.get()).toEqual({ ready: false, checks: { database: 'ok', migrations: 'ok', bucket: 'failed' } })
    expect(READINESS_MAX_AGE_MS).toBeLessThanOrEqual(10_000)
  })
})
