import { describe, expect, it } from 'vitest'

import { queryPageRewrite } from './queryPages'

const rewrite = (address: string) => {
  const url = new URL(address, 'http://campus.test')
  return queryPageRewrite(url.pathname, url.searchParams)
}

describe('query-string pages served as static pages', () => {
  it('serves /programs?id= from the programme segment', () => {
    expect(rewrite('/programs?id=7')).toBe('/programs/7')
    expect(rewrite('/programs?id=7&utm_source=mail')).toBe('/programs/7')
    expect(rewrite('/programs')).toBeNull()
    expect(rewrite('/programs?id=seven')).toBeNull()
  })

  it('serves an application form per degree; a bad id is the not-found page', () => {
    expect(rewrite('/degree-registration?id=18&name=BSc%20Applied%20Accounting')).toBe('/degree-registration/18')
    expect(rewrite('/degree-registration?id=abc')).toBe('/degree-registration/none')
    expect(rewrite('/degree-registration')).toBeNull()
  })

  it('serves record pages with an id as the slug-then-id segment', () => {
    for (const base of ['degree', 'department', 'degrees', 'academic']) {
      expect(rewrite(`/${base}/some-slug?id=3`)).toBe(`/${base}/some-slug/3`)
      expect(rewrite(`/${base}/some-slug`)).toBeNull()
      expect(rewrite(`/${base}/some-slug?id=3x`)).toBeNull()
    }
    expect(rewrite('/degree/some-slug/3?id=4')).toBeNull()
  })

  it('serves each page of the directory; page 1 is the directory itself', () => {
    expect(rewrite('/alumni-directory?page=2')).toBe('/alumni-directory/2')
    expect(rewrite('/alumni-directory?page=02')).toBe('/alumni-directory/2')
    expect(rewrite('/alumni-directory?page=1')).toBeNull()
    expect(rewrite('/alumni-directory?page=-1')).toBeNull()
  })

  it('leaves every other address alone', () => {
    expect(rewrite('/about-us?id=3')).toBeNull()
    expect(rewrite('/?page=2')).toBeNull()
  })
})
