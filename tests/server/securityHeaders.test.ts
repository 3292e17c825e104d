/**
 * Security headers on the three faces of the site, as the built server sends
 * them: the public pages, the back office and the JSON API.
 */
import { describe, expect, inject, it } from 'vitest'

const baseURL = inject('baseURL')

const COMMON = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
}

function expectCommon(headers: Headers) {
  for (const [name, value] of Object.entries(COMMON)) expect(headers.get(name), name).toBe(value)
  expect(headers.get('permissions-policy')).toContain('camera=()')
}

describe('security headers', () => {
  it('public pages: a policy naming the live-chat origin and the map services, framed by nobody else', async () => {
    for (const path of ['/', '/contact-us', '/no-such-page']) {
      const response = await fetch(`${baseURL}${path}`)
      expectCommon(response.headers)
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp, path).toContain("frame-ancestors 'self'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/chat\.campus-test\.example(;|$)/)
      expect(csp).toContain('https://www.openstreetmap.org')
      expect(response.headers.get('strict-transport-security')).toBeNull()
    }
  })

  it('the back office: a policy with no other origin, and it cannot be framed by another site', async () => {
    const response = await fetch(`${baseURL}/admin/login`)
    expectCommon(response.headers)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("default-src 'self'")
    expect(csp).not.toMatch(/https?:\/\//)
  })

  it('the JSON API loads nothing and is never framed', async () => {
    for (const path of ['/v1/ContactUS/getContact', '/api/degrees?limit=1']) {
      const response = await fetch(`${baseURL}${path}`)
      expectCommon(response.headers)
      expect(response.headers.get('content-security-policy'), path).toMatch(/frame-ancestors '(none|self)'/)
    }
    const v1 = await fetch(`${baseURL}/v1/ContactUS/getContact`)
    expect(v1.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
  })

  it('behind https: HSTS everywhere, requests upgraded, and the XSRF cookie is Secure', async () => {
    const https = { 'x-forwarded-proto': 'https' }
    for (const path of ['/', '/admin/login', '/v1/ContactUS/getContact']) {
      const response = await fetch(`${baseURL}${path}`, { headers: https })
      expect(response.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains')
    }
    const page = await fetch(`${baseURL}/`, { headers: https })
    expect(page.headers.get('content-security-policy')).toContain('upgrade-insecure-requests')
    const token = await fetch(`${baseURL}/form-token`, { method: 'POST', headers: { ...https, 'sec-fetch-site': 'same-origin' } })
    const cookie = token.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='))
    expect(cookie).toMatch(/;\s*Secure/i)
  })
})
