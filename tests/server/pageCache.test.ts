/**
 * Pages and /v1 replies served from the cache, on SQLite and on PostgreSQL:
 * a hit is a copy a CDN may keep (s-maxage, stale-while-revalidate, ETag, no
 * cookie), a staff save shows on the page and in /v1 within a second, and
 * what the build rendered (on an empty database) is never served.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { richText } from '@/sides/seed/richText'

import { CAMPUS } from '@/sides/seed/demoContent'

import { ownPostgresDatabase, testDatabases } from '../support/databases'
import { withinASecond } from '../support/polling'
import { STAFF, startTestServer, type TestServer } from '../support/testServer'

const DEGREE_PAGE = '/degree/bsc-applied-accounting'
const DEGREE_ID = 18

async function signIn(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(STAFF),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/**
 * The status of a conditional GET as a browser revalidating its copy sends it.
 * (fetch() adds Cache-Control: no-cache to any request with If-None-Match,
 * which rightly makes a server answer in full.)
 */
function revalidate(url: string, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'if-none-match': etag } }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      })
      .on('error', reject)
  })
}

function describeCache(database: 'sqlite' | 'postgres') {
  describe(`the page cache on ${database}`, () => {
    let server: TestServer
    beforeAll(async () => {
      const env: Record<string, string> = {}
      if (database === 'postgres') {
        const url = await ownPostgresDatabase('page_cache')
        if (!url) throw new Error('TEST_DATABASE_URL is not set')
        env.DATABASE_URL = url
      }
      server = await startTestServer(`page-cache-${database}`, { env })
    })
    afterAll(() => server?.stop())

    it('renders pages from the database at run time, never the copy the build made on an empty database', async () => {
      const built = fs.readFileSync(path.join('.next', 'server', 'app', 'about-us.html'), 'utf8')
      expect(built).not.toContain(CAMPUS.name)
      const page = await fetch(`${server.baseURL}/about-us`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain(`<title>About ${CAMPUS.name}`)
    })

    it('serves a page again from the cache, as a copy a shared cache may keep: lifetime, ETag, no cookie', async () => {
      await fetch(`${server.baseURL}/academics`)
      const hit = await fetch(`${server.baseURL}/academics`)
      expect(hit.headers.get('x-nextjs-cache')).toBe('HIT')
      expect(hit.headers.get('cache-control')).toMatch(/^s-maxage=\d+, stale-while-revalidate=\d+$/)
      expect(hit.headers.getSetCookie()).toEqual([])
      const etag = hit.headers.get('etag')
      expect(etag).toBeTruthy()
      expect(await revalidate(`${server.baseURL}/academics`, etag!)).toBe(304)
      expect(await revalidate(`${server.baseURL}/academics`, '"an-older-copy"')).toBe(200)
    })

    it('gives /v1 GET replies the same lifetime, an ETag that answers 304, and no cookie', async () => {
      const reply = await fetch(`${server.baseURL}/v1/academicPage/getDegreePrograms`)
      expect(reply.status).toBe(200)
      expect(reply.headers.get('cache-control')).toMatch(/^s-maxage=\d+, stale-while-revalidate=\d+$/)
      expect(reply.headers.getSetCookie()).toEqual([])
      expect(await revalidate(`${server.baseURL}/v1/academicPage/getDegreePrograms`, reply.headers.get('etag')!)).toBe(304)
    })

    it("shows a staff member's save on the page and in /v1 within a second", async () => {
      const text = `Revised by the admissions office on ${database}.`
      // Both are cached before the save.
      let before = ''
      for (let i = 0; i < 2; i += 1) {
        const page = await fetch(`${server.baseURL}${DEGREE_PAGE}`)
        expect(await page.text()).not.toContain(text)
        before = page.headers.get('etag') ?? ''
        await fetch(`${server.baseURL}/v1/academicPage/getDegreeDetails`)
      }
      expect(await revalidate(`${server.baseURL}${DEGREE_PAGE}`, before)).toBe(304)
      const token = await signIn(server.baseURL)
      const save = await fetch(`${server.baseURL}/api/degrees/${DEGREE_ID}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
        body: JSON.stringify({ description: richText(text) }),
      })
      expect(save.status).toBe(200)
      const savedAt = Date.now()
      // Both asked at once: each is about the same second after the save.
      const [onPage, inApi] = await Promise.all([
        withinASecond(savedAt, async () => (await (await fetch(`${server.baseURL}${DEGREE_PAGE}`)).text()).includes(text)),
        withinASecond(savedAt, async () => {
          const body = (await (await fetch(`${server.baseURL}/v1/academicPage/getDegreeDetails`)).json()) as { data: { id: number; description: string }[] }
          return body.data.find((degree) => degree.id === DEGREE_ID)?.description.includes(text) ?? false
        }),
      ])
      expect(onPage).toBeLessThan(1000)
      expect(inApi).toBeLessThan(1000)
      // And the new copy is served from the cache again, under a new ETag: a copy from before the save is not current.
      await fetch(`${server.baseURL}${DEGREE_PAGE}`)
      const after = await fetch(`${server.baseURL}${DEGREE_PAGE}`)
      expect(after.headers.get('x-nextjs-cache')).toBe('HIT')
      expect(after.headers.get('etag')).toMatch(/^"[\w-]+"$/)
      expect(after.headers.get('etag')).not.toBe(before)
      expect(await revalidate(`${server.baseURL}${DEGREE_PAGE}`, before)).toBe(200)
    })

    it("keeps no visitor's query string in a cached page: the first visitor's e-mail or token never reaches the next", async () => {
      const hostile = `utm_source=x&email=victim%40example.com&token=abc&pad=${'p'.repeat(14_000)}`
      // A save of the settings every page shows expires the pages: the hostile address is the one rendered.
      const token = await signIn(server.baseURL)
      const settings = (await (await fetch(`${server.baseURL}/api/globals/site-settings`, { headers: { Authorization: `JWT ${token}` } })).json()) as { footer_tagline: string }
      const save = await fetch(`${server.baseURL}/api/globals/site-settings`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
        body: JSON.stringify({ footer_tagline: settings.footer_tagline }),
      })
      expect(save.status).toBe(200)
      const addresses: [string, string][] = [
        ['/about-us?', '/about-us'],
        ['/programs?id=1&', '/programs?id=1'],
        ['/alumni-directory?page=1&', '/alumni-directory?page=1'],
      ]
      for (const [path, plain] of addresses) {
        const first = await withinASecond(Date.now(), async () => (await fetch(`${server.baseURL}${path}${hostile}`)).headers.get('x-nextjs-cache') === 'MISS')
        expect(first, path).toBeLessThan(1000)
        const later = await fetch(`${server.baseURL}${plain}`)
        expect(later.headers.get('x-nextjs-cache'), plain).toBe('HIT')
        const page = await later.text()
        for (const trace of ['victim', 'token=abc', 'utm_source', 'ppppp']) expect(page.includes(trace), `${plain} holds ${trace}`).toBe(false)
        // A navigation in the browser (RSC) is served from the same copy, without the query either.
        const navigation = await (await fetch(`${server.baseURL}${plain}${plain.includes('?') ? '&' : '?'}email=victim%40example.com`, { headers: { RSC: '1' } })).text()
        expect(navigation.includes('victim'), `${plain} navigation`).toBe(false)
      }
    })
  })
}

for (const database of testDatabases()) describeCache(database.name)
