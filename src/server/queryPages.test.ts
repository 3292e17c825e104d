import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination'
import { describe, expect, it } from 'vitest'

import { isPagePath } from './languages.mjs'
import { publicPath } from './queryPageShapes.mjs'
import { pageQuery, pageRewrites, queryPageDestination, queryPageRewrites, routePage } from './queryPages.mjs'

/** What Next's own rewrite rules (as `next dev` runs them) make of an address: the first rule that matches wins. */
function nextsDestination(address: string, rules = queryPageRewrites): string | null {
  const url = new URL(address, 'https://campus.example')
  const query: Record<string, string | string[]> = {}
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key)
    query[key] = values.length > 1 ? values : values[0]!
  }
  for (const rule of rules) {
    const params = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true, sensitive: false })(url.pathname)
    if (!params) continue
    const fromQuery = matchHas({ headers: {} } as never, query, rule.has)
    if (!fromQuery) continue
    return prepareDestination({ appendParamsToQuery: true, destination: rule.destination, params: { ...params, ...fromQuery }, query }).parsedDestination.pathname ?? null
  }
  return null
}

const destination = (address: string) => {
  const url = new URL(address, 'https://campus.example')
  return queryPageDestination(url.pathname, url.searchParams)
}

describe('query-string pages, as the site server rewrites them', () => {
  it('picks the page that serves each address', () => {
    expect(destination('/programs?id=3')).toBe('/programs/3')
    expect(destination('/degree-registration?id=18&name=BSc%20Applied%20Accounting')).toBe('/degree-registration/18')
    expect(destination('/degree-registration?id=abc')).toBe('/degree-registration/none')
    expect(destination('/alumni-directory?page=4')).toBe('/alumni-directory/4')
    expect(destination('/degrees/interest-free-student-loan-scheme?id=9')).toBe('/degrees/interest-free-student-loan-scheme/9')
  })

  it('leaves an address alone when its query names no page', () => {
    for (const address of ['/programs', '/programs?id=', '/programs?id=abc', '/degree-registration', '/degree-registration?name=x', '/alumni-directory?page=x', '/degree/bsc-applied-accounting', '/about-us?id=3', '/degree/a/b?id=3']) {
      expect(destination(address), address).toBeNull()
    }
  })

  it("gives the same answers as Next's rewrite rules that `next dev` runs", () => {
    const addresses = [
      '/programs?id=1', '/programs?id=123456789012345', '/programs?id=1234567890123456', '/programs?id=-1', '/programs?id=', '/programs', '/programs?id=1&id=2', '/programs?id=x&id=2', '/programs?id=2&id=x', '/programs?ID=1',
      '/degree-registration?id=18', '/degree-registration?id=', '/degree-registration?id=abc', '/degree-registration?id=18&id=', '/degree-registration?name=a', '/degree-registration',
      '/alumni-directory?page=2', '/alumni-directory?page=1234567', '/alumni-directory?page=', '/alumni-directory',
      '/degree/bsc-applied-accounting?id=7', '/department/accounting?id=2', '/degrees/loan?id=9', '/academic/staff-member?id=4', '/academic/a%20b?id=4',
      '/degree/bsc-applied-accounting', '/degree?id=7', '/degree/a/b?id=7', '/research?id=1', '/?id=1', '/about-us?page=2',
    ]
    for (const address of addresses) expect(destination(address), address).toBe(nextsDestination(address))
  })
})

describe('the query a page is given', () => {
  const given = (address: string, rsc = false) => {
    const url = new URL(address, 'https://campus.example')
    return pageQuery(url.pathname, url.searchParams, queryPageDestination(url.pathname, url.searchParams), rsc)
  }

  it('drops every parameter a page does not read', () => {
    expect(given('/about-us?utm_source=x&email=victim%40example.com&token=abc')).toBe('')
    expect(given(`/?q=${'x'.repeat(14_000)}`)).toBe('')
    expect(given('/programs?id=abc&email=a%40b.example')).toBe('')
    expect(given('/degree-registration?id=abc&token=t')).toBe('')
  })

  it("keeps the one parameter a query page was chosen by, as that page's own value", () => {
    expect(given('/programs?email=a%40b.example&id=3&utm_source=x')).toBe('?id=3')
    expect(given('/degree-registration?id=18&name=BSc%20Applied%20Accounting&token=abc')).toBe('?id=18')
    expect(given('/alumni-directory?page=4&email=a%40b.example')).toBe('?page=4')
    expect(given('/degree/bsc-applied-accounting?id=7&id=8&x=1')).toBe('?id=8')
  })

  it("keeps Next's navigation hash on a navigation only, and only when it is one", () => {
    expect(given('/about-us?_rsc=1x2y3&email=a%40b.example', true)).toBe('?_rsc=1x2y3')
    expect(given('/programs?id=3&_rsc=abc', true)).toBe('?id=3&_rsc=abc')
    expect(given('/about-us?_rsc&utm_source=x', true)).toBe('?_rsc=')
    expect(given('/about-us?_rsc=1x2y3')).toBe('')
    expect(given('/about-us?_rsc=victim%40example.com', true)).toBe('')
    expect(given(`/about-us?_rsc=${'a'.repeat(33)}`, true)).toBe('')
  })

  it('leaves the query of the API, the back office, Next\'s assets and the downloads to their handlers', () => {
    for (const path of ['/v1/AlumniPage/getAlumniDirectoryUser', '/api/media', '/admin/collections/degrees', '/_next/image', '/staff-documents/1/2', '/documents/3/a.pdf']) {
      expect(isPagePath(path), path).toBe(false)
    }
    for (const path of ['/', '/about-us', '/programs', '/apis', '/administration', '/v10']) expect(isPagePath(path), path).toBe(true)
  })
})

describe('the page Next renders for an address, in its language', () => {
  const rendered = (address: string, headers: Record<string, string> = {}) => {
    const request = { url: address, headers }
    const set: Record<string, string> = {}
    routePage(request, { setHeader: (name: string, value: string) => (set[name] = value) }, new URL(address, 'https://campus.example').pathname)
    return { url: request.url, header: set['x-nextjs-rewritten-path'] }
  }

  it('renders a page as it is, English at its own address, Sinhala and Tamil under theirs', () => {
    for (const address of ['/', '/about-us', '/si', '/si/about-us', '/ta/degree/bsc-applied-accounting']) expect(rendered(address).url, address).toBe(address)
  })

  it('sends a query page to the page that serves it, in its language, with only the parameter it reads', () => {
    expect(rendered('/programs?id=3&utm_source=x').url).toBe('/programs/3?id=3')
    expect(rendered('/ta/programs?id=3&utm_source=x').url).toBe('/ta/programs/3?id=3')
    expect(rendered('/si/degree/bsc-applied-accounting?id=7').url).toBe('/si/degree/bsc-applied-accounting/7?id=7')
    expect(rendered('/si/about-us?email=victim%40example.com').url).toBe('/si/about-us')
  })

  it('tells the router in the browser which page a navigation got', () => {
    expect(rendered('/si/programs?id=3&_rsc=abc', { rsc: '1' })).toEqual({ url: '/si/programs/3?id=3&_rsc=abc', header: '/si/programs/3' })
    expect(rendered('/programs?id=3&_rsc=abc', { rsc: '1' })).toEqual({ url: '/programs/3?id=3&_rsc=abc', header: '/programs/3' })
    expect(rendered('/si/about-us?_rsc=abc', { rsc: '1' }).header).toBeUndefined()
  })

  it('leaves what is not a page as it is', () => {
    for (const address of ['/v1/AlumniPage/getAlumniDirectoryUser?page=2', '/api/users/me?depth=0', '/admin', '/_next/static/a.js', '/robots.txt', '/sitemap.xml', '/documents/3/a.pdf', '/readyz']) {
      expect(rendered(address).url, address).toBe(address)
    }
  })

  it("gives the same pages as Next's rewrite rules that `next dev` runs", () => {
    const addresses = [
      '/about-us', '/degree/bsc-applied-accounting?id=7', '/programs?id=3', '/alumni-directory?page=2', '/degree-registration?id=abc',
      '/si/about-us', '/ta/programs?id=3', '/si/degree/bba?id=2', '/ta/alumni-directory?page=3', '/si/degree-registration?id=x', '/xx/programs?id=3',
    ]
    for (const address of addresses) {
      const path = new URL(address, 'https://campus.example').pathname
      const expected = rendered(address).url.split('?')[0]
      expect(nextsDestination(address, pageRewrites) ?? path, address).toBe(expected)
    }
  })
})

describe('the address a rendered page is known by', () => {
  it('reads the query pages backwards, so another language keeps the same page', () => {
    for (const address of ['/programs?id=3', '/degree-registration?id=18', '/alumni-directory?page=4', '/degree/bsc-applied-accounting?id=7', '/academic/a%20b?id=4', '/about-us', '/', '/degree/bsc-applied-accounting']) {
      const url = new URL(address, 'https://campus.example')
      const rendered = queryPageDestination(url.pathname, url.searchParams) ?? url.pathname
      expect(publicPath(rendered), address).toBe(address)
    }
    expect(publicPath('/degree-registration/none')).toBe('/degree-registration')
  })
})
