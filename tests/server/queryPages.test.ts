/**
 * Addresses whose page depends on the query string are each served by a
 * static page of their own (src/server/queryPages.mjs), and show what the
 * query asks for.
 */
import { describe, expect, inject, it } from 'vitest'

import { APPLIED_ACCOUNTING as AA, BUSINESS_ANALYTICS as BA } from '@/sides/seed/demoValues'

const baseURL = inject('baseURL')

async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${baseURL}${path}`)
  return { status: response.status, html: await response.text() }
}

const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim()

describe('query-string pages', () => {
  it('shows the programme the id names, each id its own page, and not found for a bad id', async () => {
    const programmes = (await (await fetch(`${baseURL}/v1/academicPage/getAllInternationalProgram`)).json()) as { data: { id: number; program_name: string }[] }
    expect(programmes.data.length).toBeGreaterThan(1)
    for (const programme of programmes.data) {
      const shown = await page(`/programs?id=${programme.id}`)
      expect(shown.status).toBe(200)
      expect(heading(shown.html)).toBe(programme.program_name)
    }
    expect((await page('/programs?id=999999')).status).toBe(404)
    expect((await page('/programs?id=abc')).status).toBe(404)
    expect((await page('/programs')).status).toBe(404)
  })

  it("shows each degree's application form by id, the picker without one, and not found for a bad id", async () => {
    expect(heading((await page(`/degree-registration?id=${AA.id}&name=${encodeURIComponent(AA.program_name)}`)).html)).toBe(AA.program_name)
    expect(heading((await page(`/degree-registration?id=${BA.id}`)).html)).toBe(BA.program_name)
    expect(heading((await page('/degree-registration')).html)).toBe('Degree Application')
    expect((await page('/degree-registration?id=abc')).status).toBe(404)
    expect((await page('/degree-registration?id=999999')).status).toBe(404)
  })

  it('finds a record page by slug, or else by the id in the query', async () => {
    expect(heading((await page('/degree/bsc-applied-accounting')).html)).toBe(AA.program_name)
    expect(heading((await page(`/degree/bsc-applied-accounting?id=${BA.id}`)).html)).toBe(AA.program_name)
    expect(heading((await page(`/degree/an-old-name?id=${BA.id}`)).html)).toBe(BA.program_name)
    expect((await page('/degree/an-old-name')).status).toBe(404)
  })

  it("tells Next's router in the browser which page a query address got, as Next's own rewrites do", async () => {
    const programmes = (await (await fetch(`${baseURL}/v1/academicPage/getAllInternationalProgram`)).json()) as { data: { id: number }[] }
    const id = programmes.data[0]!.id
    // `_rsc` as the router sends it (empty: no router state headers here), or Next redirects to add it.
    const navigation = await fetch(`${baseURL}/programs?id=${id}&_rsc=`, { headers: { RSC: '1' }, redirect: 'manual' })
    expect(navigation.status).toBe(200)
    expect(navigation.headers.get('content-type')).toMatch(/^text\/x-component/)
    expect(navigation.headers.get('x-nextjs-rewritten-path')).toBe(`/programs/${id}`)
    // A page load gets no such header, nor does an address served as it is.
    expect((await fetch(`${baseURL}/programs?id=${id}`)).headers.get('x-nextjs-rewritten-path')).toBeNull()
    expect((await fetch(`${baseURL}/about-us?_rsc=`, { headers: { RSC: '1' }, redirect: 'manual' })).headers.get('x-nextjs-rewritten-path')).toBeNull()
    expect((await fetch(`${baseURL}/si/programs?id=${id}&_rsc=`, { headers: { RSC: '1' }, redirect: 'manual' })).headers.get('x-nextjs-rewritten-path')).toBe(`/si/programs/${id}`)
  })

  it('shows the directory page the query asks for', async () => {
    const first = await page('/alumni-directory')
    const second = await page('/alumni-directory?page=2')
    expect(first.html).toMatch(/aria-current="page"[^>]*aria-label="Page 1"|aria-label="Page 1"[^>]*aria-current="page"/)
    expect(second.html).toMatch(/aria-current="page"[^>]*aria-label="Page 2"|aria-label="Page 2"[^>]*aria-current="page"/)
  })
})
