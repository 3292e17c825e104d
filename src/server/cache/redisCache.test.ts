import { describe, expect, it } from 'vitest'

import { pack, unpack } from './redisCache.mjs'

describe('cached values as JSON for Redis', () => {
  it('keeps Buffers, Maps, nesting and plain values through JSON', () => {
    const value = {
      kind: 'APP_PAGE',
      html: '<p>Ünïcode ✓</p>',
      rscData: Buffer.from([0, 1, 2, 253, 254, 255]),
      segmentData: new Map([['/_index', Buffer.from('segment')], ['/about', Buffer.alloc(0)]]),
      headers: { 'x-next-cache-tags': 'a,b' },
      status: 200,
      postponed: undefined,
      list: [1, 'two', null, { nested: Buffer.from('three') }],
    }
    const back = unpack(JSON.parse(JSON.stringify(pack(value))))
    expect(back).toEqual({ ...value, postponed: undefined })
    expect(Buffer.isBuffer(back.rscData)).toBe(true)
    expect(back.segmentData).toBeInstanceOf(Map)
  })

  it('keeps the bytes of a view into a larger buffer, not the whole buffer', () => {
    const whole = Buffer.from('0123456789')
    const view = new Uint8Array(whole.buffer, whole.byteOffset + 2, 3)
    expect(unpack(JSON.parse(JSON.stringify(pack(view)))).toString()).toBe('234')
  })
})
