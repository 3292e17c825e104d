import { describe, expect, it } from 'vitest'

import { newIdempotencyKey, type RandomSource } from './submit'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('idempotency keys', () => {
  it('are version-4 UUIDs where randomUUID exists', () => {
    expect(newIdempotencyKey()).toMatch(UUID_V4)
  })

  it('are built from getRandomValues on a page served over plain HTTP, where randomUUID is missing', () => {
    const insecure: RandomSource = { getRandomValues: (array) => crypto.getRandomValues(array) }
    const keys = new Set(Array.from({ length: 200 }, () => newIdempotencyKey(insecure)))
    expect(keys.size).toBe(200)
    for (const key of keys) expect(key).toMatch(UUID_V4)
  })

  it('set the version and variant bits whatever the random bytes are', () => {
    const allOnes: RandomSource = { getRandomValues: (array) => array.fill(0xff) }
    expect(newIdempotencyKey(allOnes)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
  })
})
