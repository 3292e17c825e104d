import { describe, expect, it } from 'vitest'

import { methodAllowed, pathReadable, requestPath } from './refusedRequests.mjs'

const allowed = (method: string, url: string, headers: Record<string, string> = {}) => methodAllowed(method, url, requestPath(url), headers)

describe('the path a request names', () => {
  it('resolves dot segments however they are written, and drops the query', () => {
    expect(requestPath('/v1/../about-us')).toBe('/about-us')
    expect(requestPath('/v1/%2e%2E/about-us')).toBe('/about-us')
    expect(requestPath('/v1\\..\\about-us')).toBe('/about-us')
    expect(requestPath('/programs/./1?id=1')).toBe('/programs/1')
    expect(requestPath('/documents/7/fee%20slip.pdf')).toBe('/documents/7/fee%20slip.pdf')
    expect(requestPath('')).toBe('/')
  })
})

describe('which requests may carry a body to Next', () => {
  it('lets every read through', () => {
    expect(allowed('GET', '/contact-us?first_name=x')).toBe(true)
    expect(allowed('HEAD', '/v1/../about-us')).toBe(true)
  })

  it('lets a body through only to the API, the form token and the web-vitals beacon', () => {
    for (const url of ['/v1/ContactUS/addInquiry', '/v1', '/api/users/login', '/api/graphql', '/form-token', '/web-vitals']) {
      expect(allowed('POST', url), url).toBe(true)
    }
    for (const url of ['/', '/contact-us', '/alumni-registration', '/degree-registration-apply?id=1', '/application-status', '/documents/1/a.pdf', '/_next/static/x.js', '/v1x', '/form-token/x', '/apis']) {
      expect(allowed('POST', url), url).toBe(false)
    }
    expect(allowed('PUT', '/about-us')).toBe(false)
    expect(allowed('DELETE', '/v1/x')).toBe(true)
  })

  it('lets the back office through only with the header its server actions carry', () => {
    expect(allowed('POST', '/admin/collections/news', { 'next-action': 'abc' })).toBe(true)
    expect(allowed('POST', '/admin/collections/news')).toBe(false)
    expect(allowed('POST', '/about-us', { 'next-action': 'abc' })).toBe(false)
  })

  it('refuses a body sent to an address spelled any other way than plainly', () => {
    for (const url of ['/v1/../about-us', '/api/%2e%2e/contact-us', '/v1\\..\\about-us', '/v1/./homePage/inquiry', '//v1/x']) {
      expect(allowed('POST', url), url).toBe(false)
    }
    expect(allowed('POST', '/admin/../about-us', { 'next-action': 'abc' })).toBe(false)
  })
})

describe('which addresses can be read', () => {
  it('refuses a path whose %-escapes do not decode, and takes every other', () => {
    for (const path of ['/about-us%', '/%ff', '/%E0%A4%A', '/degree/%ff%fe', '/v1/%zz']) expect(pathReadable(requestPath(path)), path).toBe(false)
    for (const path of ['/', '/documents/7/fee%20slip.pdf', '/degree/%E0%B6%85', '/about-us%00', '/a%25b']) expect(pathReadable(requestPath(path)), path).toBe(true)
  })
})
