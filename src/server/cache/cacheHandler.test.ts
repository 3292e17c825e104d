import { describe, expect, it } from 'vitest'

import CacheHandler, { entrySize, MemoryCache, withEtag } from './cacheHandler.mjs'
import { etagOf } from './etag.mjs'

const page = (html: string, tags: string) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), headers: { 'x-next-cache-tags': tags }, status: 200 })
const data = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: false })

function handler(limitBytes = 1024 * 1024, building = false) {
  return new CacheHandler({ store: new MemoryCache({ limitBytes }), building })
}

describe('the site cache handler', () => {
  it('returns what was set, with its lifetime', async () => {
    const cache = handler()
    await cache.set('/about-us', page('<p>About</p>', 'about,_N_T_/about-us'), { cacheControl: { revalidate: 60, expire: 86400 } })
    const entry = await cache.get('/about-us')
    expect(entry?.value).toMatchObject({ html: '<p>About</p>' })
    expect(entry?.cacheControl).toEqual({ revalidate: 60, expire: 86400 })
    expect(await cache.get('/missing')).toBeNull()
  })

  it("keeps a page with its ETag, computed once from the render, among the headers sent with every hit", async () => {
    const cache = handler()
    await cache.set('/about-us', page('<p>About</p>', 'about'), {})
    await cache.set('/academics', page('<p>Academics</p>', 'degrees'), {})
    const about = (await cache.get('/about-us'))?.value as { headers: Record<string, string> }
    const academics = (await cache.get('/academics'))?.value as { headers: Record<string, string> }
    expect(about.headers).toEqual({ 'x-next-cache-tags': 'about', etag: etagOf('<p>About</p>', Buffer.from('rsc')) })
    expect(academics.headers.etag).not.toBe(about.headers.etag)
    // HTML that is neither text nor bytes gets no ETag rather than one that could match another render.
    expect(withEtag({ ...page('', 'about'), html: { toString: () => 'a render' } })).not.toHaveProperty('headers.etag')
    // Data reads are kept as they came.
    await cache.set('degrees-read', data('[1]'), { fetchCache: true, tags: ['degrees'] })
    expect((await cache.get('degrees-read'))?.value).toEqual(data('[1]'))
  })

  it('drops every page and data read that carries an expired tag, and nothing else', async () => {
    const cache = handler()
    await cache.set('/academics', page('academics', 'degrees,departments,_N_T_/academics'), {})
    await cache.set('/about-us', page('about', 'about,_N_T_/about-us'), {})
    await cache.set('degrees-read', data('[1]'), { fetchCache: true, tags: ['degrees'] })
    await cache.set('about-read', data('{}'), { fetchCache: true, tags: ['about'] })
    await cache.revalidateTag('degrees', { expire: 0 })
    expect(await cache.get('/academics')).toBeNull()
    expect(await cache.get('degrees-read')).toBeNull()
    expect(await cache.get('/about-us')).not.toBeNull()
    expect(await cache.get('about-read')).not.toBeNull()
    await cache.revalidateTag(['_N_T_/about-us'])
    expect(await cache.get('/about-us')).toBeNull()
  })

  it('keeps nothing written while the site is being built, so a start never serves the build', async () => {
    const cache = handler(1024 * 1024, true)
    await cache.set('/', page('rendered on an empty database', '_N_T_/'), {})
    expect(await cache.get('/')).toBeNull()
  })

  it('forgets the least recently used entries when over its memory limit', async () => {
    const one = page('x'.repeat(1000), 'a')
    const cache = handler(entrySize(one) * 2 + 10)
    await cache.set('/one', one, {})
    await cache.set('/two', page('y'.repeat(1000), 'a'), {})
    await cache.get('/one') // now the most recently used
    await cache.set('/three', page('z'.repeat(1000), 'a'), {})
    expect(await cache.get('/two')).toBeNull()
    expect(await cache.get('/one')).not.toBeNull()
    expect(await cache.get('/three')).not.toBeNull()
  })

  it('does not keep an entry larger than the whole limit', async () => {
    const cache = handler(100)
    await cache.set('/big', page('x'.repeat(1000), 'a'), {})
    expect(await cache.get('/big')).toBeNull()
  })

  it('drops an entry set to nothing', async () => {
    const cache = handler()
    await cache.set('/gone', page('x', 'a'), {})
    await cache.set('/gone', null, {})
    expect(await cache.get('/gone')).toBeNull()
  })
})
