import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination'
import { describe, expect, it } from 'vitest'

import { queryPageDestination, queryPageRewrites } from './queryPages.mjs'

/** What Next's own rewrite rules (as `next dev` runs them) make of an address: the first rule that matches wins. */
function nextsDestination(address: string): string | null {
  const url = new URL(address, 'https://campus.example')
  const query: Record<string, string | string[]> = {}
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key)
    query[key] = values.length > 1 ? values : values[0]!
  }
  for (const rule of queryPageRewrites) {
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
