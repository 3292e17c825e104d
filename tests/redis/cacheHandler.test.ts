/**
 * Two handlers on one Redis, as two instances of the site would have them:
 * what one caches the other serves, and a save on either expires both.
 */
import { afterAll, describe, expect, it, vi } from 'vitest'

import CacheHandler, { withEtag } from '@/server/cache/cacheHandler.mjs'
import { EXPIRE_SECONDS } from '@/server/cache/lifetimes.mjs'
import { RedisCache } from '@/server/cache/redisCache.mjs'
import { connectRedis } from '@/server/redisConnection.mjs'

import { testRedis } from '../support/redis'

const redis = await testRedis()
afterAll(() => redis?.close())

const page = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  segmentData: new Map([['/_index', Buffer.from([0, 1, 2, 255])]]),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
})
const data = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: false })
const quiet = () => ({ warn: vi.fn() })

type Client = Awaited<ReturnType<NonNullable<typeof redis>['connect']>>

/** A handler as one instance has it: its own connection, the build it runs. */
function instance(client: Client, { build = 'build-1', building = false, log = quiet() } = {}) {
  return new CacheHandler({ store: new RedisCache({ client, build, log }), building })
}

/** The client with each method call passed to `around`, which makes it (`call()`) or answers instead. */
function intercepted(client: Client, around: (name: string, call: () => unknown) => unknown): Client {
  return new Proxy(client, {
    get(target, name, receiver) {
      const member: unknown = Reflect.get(target, name, receiver)
      if (typeof member !== 'function' || typeof name !== 'string') return member
      return (...args: unknown[]) => around(name, () => (member as (...args: unknown[]) => unknown).apply(target, args))
    },
  })
}

describe.skipIf(!redis)('the cache handler on a Redis shared by two instances', () => {
  it('serves on one instance what the other cached, Buffers and Maps intact', async () => {
    const a = instance(await redis!.connect())
    const b = instance(await redis!.connect())
    await a.set('/about-us', page('<p>About</p>', 'about,_N_T_/about-us'), { cacheControl: { revalidate: 60, expire: EXPIRE_SECONDS } })
    const entry = await b.get('/about-us')
    expect(entry?.cacheControl).toEqual({ revalidate: 60, expire: EXPIRE_SECONDS })
    // As set, with the ETag the handler adds to a page.
    expect(entry?.value).toEqual(withEtag(page('<p>About</p>', 'about,_N_T_/about-us')))
    expect((entry?.value as { headers: { etag?: string } }).headers.etag).toMatch(/^"[\w-]+"$/)
    expect(Buffer.isBuffer((entry?.value as { rscData: unknown }).rscData)).toBe(true)
    expect(entry?.lastModified).toBeGreaterThan(Date.now() - 60_000)
    expect(await b.get('/missing')).toBeNull()
  })

  it('expires on every instance, at once, what carries a tag expired on one, and nothing else', async () => {
    const a = instance(await redis!.connect())
    const b = instance(await redis!.connect())
    await a.set('/academics', page('academics', 'degrees,_N_T_/academics'), {})
    await a.set('/about-us', page('about', 'about,_N_T_/about-us'), {})
    await b.set('degrees-read', data('[1]'), { fetchCache: true, tags: ['degrees'] })
    await b.set('about-read', data('{}'), { fetchCache: true, tags: ['about'] })
    await a.revalidateTag('degrees', { expire: 0 })
    expect(await b.get('/academics')).toBeNull()
    expect(await b.get('degrees-read')).toBeNull()
    expect(await a.get('degrees-read')).toBeNull()
    expect(await b.get('/about-us')).not.toBeNull()
    expect(await a.get('about-read')).not.toBeNull()
    // Rendered again after the save: served again.
    await b.set('/academics', page('academics, edited', 'degrees,_N_T_/academics'), {})
    expect((await a.get('/academics'))?.value).toMatchObject({ html: 'academics, edited' })
    await b.revalidateTag(['_N_T_/about-us'])
    expect(await a.get('/about-us')).toBeNull()
  })

  it('misses a data read whose page path was expired on another instance', async () => {
    const a = instance(await redis!.connect())
    const b = instance(await redis!.connect())
    await a.set('events-read', data('[]'), { fetchCache: true, tags: ['events'] })
    await a.revalidateTag('_N_T_/news-and-events')
    expect(await b.get('events-read', { kind: 'FETCH', tags: ['events'], softTags: ['_N_T_/layout'] })).not.toBeNull()
    expect(await b.get('events-read', { kind: 'FETCH', tags: ['events'], softTags: ['_N_T_/layout', '_N_T_/news-and-events'] })).toBeNull()
  })

  it('answers a hit, its tags and the reader’s checked, in one round trip', async () => {
    const client = await redis!.connect()
    await instance(client).set('/careers', page('careers', 'careers,_N_T_/careers'), {})
    // Every command the reader's client is asked to send, by method name.
    const sent: string[] = []
    const counting = intercepted(client, (name, call) => {
      if (/^(get|mGet|eval|evalSha|sendCommand|exists|multi)$/.test(name)) sent.push(name)
      return call()
    })
    const reader = instance(counting)
    expect((await reader.get('/careers', { kind: 'APP_PAGE', tags: [], softTags: ['_N_T_/layout'] }))?.value).toMatchObject({ html: 'careers' })
    expect(sent).toEqual(['eval'])
    await instance(client).revalidateTag('_N_T_/layout')
    expect(await reader.get('/careers', { kind: 'APP_PAGE', tags: [], softTags: ['_N_T_/layout'] })).toBeNull()
  })

  it('keeps nothing written while the site is being built', async () => {
    const building = instance(await redis!.connect(), { building: true })
    const serving = instance(await redis!.connect())
    await building.set('/built', page('rendered on an empty database', '_N_T_/built'), {})
    expect(await serving.get('/built')).toBeNull()
    expect(await redis!.keys()).not.toContain('cache:build-1:/built')
  })

  it('lets Redis forget an entry after a shared cache’s longest lifetime, or the shorter one Next gives', async () => {
    const a = instance(await redis!.connect())
    await a.set('/long', page('long', 'a'), { cacheControl: { revalidate: 60, expire: 10 * EXPIRE_SECONDS } })
    await a.set('/short', page('short', 'a'), { cacheControl: { revalidate: 60, expire: 300 } })
    await a.set('/unsaid', data('x'), { fetchCache: true, tags: [] })
    const long = await redis!.ttl('cache:build-1:/long')
    expect(long).toBeGreaterThan(EXPIRE_SECONDS - 60)
    expect(long).toBeLessThanOrEqual(EXPIRE_SECONDS)
    expect(await redis!.ttl('cache:build-1:/short')).toBeLessThanOrEqual(300)
    expect(await redis!.ttl('cache:build-1:/unsaid')).toBeGreaterThan(EXPIRE_SECONDS - 60)
  })

  it('keeps builds apart, while a save expires the copies of every build', async () => {
    const old = instance(await redis!.connect(), { build: 'build-1' })
    const next = instance(await redis!.connect(), { build: 'build-2' })
    await old.set('/news', page('old scripts', 'news'), {})
    expect(await next.get('/news')).toBeNull()
    await next.revalidateTag('news')
    expect(await old.get('/news')).toBeNull()
  })

  it('drops an entry set to nothing', async () => {
    const a = instance(await redis!.connect())
    const b = instance(await redis!.connect())
    await a.set('/gone', page('x', 'a'), {})
    await b.set('/gone', null, {})
    expect(await a.get('/gone')).toBeNull()
  })

  it('serves from its first request on, while the connection is still being made', async () => {
    const log = quiet()
    const client = connectRedis(redis!.url, { keyPrefix: redis!.prefix, log })
    try {
      const starting = instance(client, { log })
      await starting.set('/first', page('first', 'a'), {})
      expect(await starting.get('/first')).not.toBeNull()
      expect(log.warn).not.toHaveBeenCalled()
    } finally {
      client.destroy()
    }
  })

  it('answers a miss and throws nothing while Redis is unreachable, and says so in the log once', async () => {
    const log = quiet()
    const client = connectRedis('redis://127.0.0.1:1', { log })
    try {
      const down = instance(client, { log })
      await expect(down.set('/page', page('x', 'a'), {})).resolves.toBeUndefined()
      expect(await down.get('/page')).toBeNull()
      await expect(down.revalidateTag('a')).resolves.toBeUndefined()
      expect(await down.get('/page')).toBeNull()
      const messages = log.warn.mock.calls.map(([message]) => String(message))
      expect(messages.filter((message) => message.includes('without the shared cache'))).toHaveLength(1)
      expect(messages.join('\n')).not.toContain('127.0.0.1')
    } finally {
      client.destroy()
    }
  })

  it('sends a tag expired while Redis failed as soon as it answers again, so no instance serves the copy from before the save', async () => {
    const real = await redis!.connect()
    let failing = false
    const flaky = intercepted(real, (_, call) => (failing ? Promise.reject(Object.assign(new Error('offline'), { name: 'ClientOfflineError' })) : call()))
    const a = instance(flaky)
    const b = instance(await redis!.connect())
    await b.set('/events', page('before the save', 'events'), {})
    failing = true
    await a.revalidateTag('events')
    expect(await b.get('/events')).not.toBeNull()
    failing = false
    expect(await a.get('/anything')).toBeNull()
    expect(await b.get('/events')).toBeNull()
  })
})
