import { describe, expect, it } from 'vitest'

import { SHARED_CACHE_CONTROL } from '@/server/cache/lifetimes.mjs'

import { cachedReply } from './cachedReply'
import { ok } from './reply'

describe('cached /v1 replies', () => {
  it('carry a shared-cache lifetime and an ETag that changes with the body', async () => {
    const first = await cachedReply('/x', new URLSearchParams(), async () => ok([1]))
    const second = await cachedReply('/x', new URLSearchParams(), async () => ok([2]))
    expect(first.headers.get('cache-control')).toBe(SHARED_CACHE_CONTROL)
    expect(first.headers.get('cache-control')).toMatch(/^s-maxage=\d+, stale-while-revalidate=\d+$/)
    expect(first.headers.get('etag')).toMatch(/^"[\w-]+"$/)
    expect(second.headers.get('etag')).not.toBe(first.headers.get('etag'))
    expect(await first.json()).toEqual({ success: true, data: [1] })
  })

  it('answer 304 without a body when the client has the same reply', async () => {
    const reply = await cachedReply('/x', new URLSearchParams(), async () => ok([1]))
    const etag = reply.headers.get('etag')!
    const request = new Request('http://campus.test/v1/x', { headers: { 'if-none-match': `W/"other", ${etag}` } })
    const again = await cachedReply('/x', new URLSearchParams(), async () => ok([1]), request)
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    const noCache = new Request('http://campus.test/v1/x', { headers: { 'if-none-match': etag, 'cache-control': 'no-cache' } })
    expect((await cachedReply('/x', new URLSearchParams(), async () => ok([1]), noCache)).status).toBe(200)
  })
})
