/**
 * The Redis store behind Next's own IncrementalCache, as two instances of
 * the site run it: pins that what Next writes (pages with their RSC payload
 * and segments, data reads) reads back on another instance as Next expects,
 * and that a save on one makes the other render anew. It reaches into Next's
 * internals on purpose: an upgrade that changes them should fail here.
 */
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache'
import { afterAll, describe, expect, it, vi } from 'vitest'

import CacheHandler from '@/server/cache/cacheHandler.mjs'
import { RedisCache } from '@/server/cache/redisCache.mjs'

import { testRedis } from '../support/redis'

const redis = await testRedis()
afterAll(() => redis?.close())

const preview = { previewModeId: 'id', previewModeSigningKey: 'signing', previewModeEncryptionKey: 'encryption' }
const route = { kind: 'APP_PAGE', sourceRoute: '/news-and-events/page' }
type AnyArgs = Parameters<IncrementalCache['get']>[1]

async function nextInstance(): Promise<IncrementalCache> {
  const store = new RedisCache({ client: await redis!.connect(), build: 'build-1', log: { warn: vi.fn() } })
  class Handler extends CacheHandler {
    constructor() {
      super({ store })
    }
  }
  const options = {
    dev: false,
    flushToDisk: false,
    minimalMode: false,
    serverDistDir: '/nowhere',
    requestHeaders: {},
    maxMemoryCacheSize: 0,
    previewProps: preview,
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview },
    fetchCacheKeyPrefix: '',
    CurCacheHandler: Handler,
  }
  return new IncrementalCache(options as unknown as ConstructorParameters<typeof IncrementalCache>[0])
}

describe.skipIf(!redis)('Next’s cache on a Redis shared by two instances', () => {
  it('serves a page rendered on one instance from the other, until a save on either', async () => {
    const a = await nextInstance()
    const b = await nextInstance()
    const html = '<h1>News and events</h1>'
    const value = {
      kind: 'APP_PAGE',
      html,
      rscData: Buffer.from('rsc payload'),
      segmentData: new Map([['/_index', Buffer.from('segment')]]),
      headers: { 'x-next-cache-tags': 'events,_N_T_/news-and-events' },
      status: 200,
      postponed: undefined,
    }
    await a.set('/news-and-events', value as never, { route, cacheControl: { revalidate: 60, expire: 86_400 } } as never)
    const lookup = { kind: 'APP_PAGE', route, isRoutePPREnabled: false, isFallback: false } as unknown as AnyArgs
    const served = await b.get('/news-and-events', lookup)
    expect(served?.isStale).toBeFalsy()
    expect(served?.cacheControl).toEqual({ revalidate: 60, expire: 86_400 })
    expect(served?.value).toMatchObject({ kind: 'APP_PAGE', html, rscData: Buffer.from('rsc payload') })
    expect((served?.value as { segmentData: Map<string, Buffer> }).segmentData.get('/_index')).toEqual(Buffer.from('segment'))
    await a.revalidateTag(['events'], { expire: 0 })
    expect(await b.get('/news-and-events', lookup)).toBeNull()
  })

  it('serves a content read cached on one instance from the other, until its tag expires', async () => {
    const a = await nextInstance()
    const b = await nextInstance()
    const read = { kind: 'FETCH', data: { headers: {}, body: '[{"title":"Open day"}]', status: 200, url: '' }, revalidate: 60 }
    await a.set('events-read', read as never, { fetchCache: true, tags: ['events'], revalidate: 60 } as never)
    const lookup = { kind: 'FETCH', tags: ['events'], softTags: [], revalidate: 60 } as unknown as AnyArgs
    expect((await b.get('events-read', lookup))?.value).toMatchObject({ kind: 'FETCH', data: { body: '[{"title":"Open day"}]' } })
    await b.revalidateTag(['events'], { expire: 0 })
    expect(await a.get('events-read', lookup)).toBeNull()
  })
})
