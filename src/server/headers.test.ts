import { describe, expect, it } from 'vitest'

import { parseChatOrigins, PAYHERE_CHECKOUT, payhereCheckoutUrl } from '@/server/serverSettings.mjs'

import { adminPolicy, isPublicPage, MAP_EMBED_ORIGINS, pagePolicy, securityHeadersFor } from './headers.mjs'

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

describe('the pages’ Content-Security-Policy', () => {
  it('loads scripts only from the site and the allowed live-chat origins', () => {
    const policy = pagePolicy({ chatOrigins: ['https://chat.example'] })
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-inline' https://chat.example")
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://chat.example wss://chat.example")
    expect(directive(policy, 'object-src')).toBe("object-src 'none'")
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'")
    expect(policy).not.toContain('unsafe-eval')
  })

  it('frames only the map services and the chat, and is framed only by the site', () => {
    const policy = pagePolicy({ chatOrigins: ['https://chat.example'] })
    expect(directive(policy, 'frame-src')).toBe(`frame-src ${MAP_EMBED_ORIGINS.join(' ')} https://chat.example`)
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'")
  })

  it('without chat origins names none, and upgrades requests only behind https', () => {
    expect(directive(pagePolicy(), 'script-src')).toBe("script-src 'self' 'unsafe-inline'")
    expect(pagePolicy()).not.toContain('upgrade-insecure-requests')
    expect(pagePolicy({ https: true })).toContain('upgrade-insecure-requests')
  })

  it("lets forms post to PayHere's checkout only while online payment is on", () => {
    const merchant = { PAYHERE_MERCHANT_ID: '1221149', PAYHERE_MERCHANT_SECRET: 'campus-test-secret' }
    const formAction = (env: Record<string, string>) => new Map(securityHeadersFor([], payhereCheckoutUrl(env))('/degree-registration-apply', undefined)).get('Content-Security-Policy') ?? ''
    expect(directive(formAction({}), 'form-action')).toBe("form-action 'self'")
    expect(directive(formAction({ PAYHERE_SANDBOX: 'false' }), 'form-action')).toBe("form-action 'self'")
    expect(directive(formAction(merchant), 'form-action')).toBe("form-action 'self' https://sandbox.payhere.lk")
    expect(directive(formAction({ ...merchant, PAYHERE_SANDBOX: 'false' }), 'form-action')).toBe("form-action 'self' https://www.payhere.lk")
    expect(directive(formAction({ ...merchant, PAYHERE_CHECKOUT_URL: 'http://127.0.0.1:4100/pay/checkout' }), 'form-action')).toBe("form-action 'self' http://127.0.0.1:4100")
    expect(payhereCheckoutUrl(merchant)).toBe(PAYHERE_CHECKOUT.sandbox)
  })
})

describe('the headers the server sets on every response', () => {
  const headers = securityHeadersFor(['https://chat.example'])
  const named = (pathname: string, proto?: string) => Object.fromEntries(headers(pathname, proto))

  it('are the common ones everywhere, with HSTS only when the proxy in front says the request came over https', () => {
    for (const path of ['/', '/about-us', '/admin/login', '/v1/ContactUS/getContact', '/api/users', '/_next/static/chunks/a.js', '/icon.svg']) {
      expect(named(path)).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'SAMEORIGIN', 'Referrer-Policy': 'strict-origin-when-cross-origin' })
      expect(named(path)['Permissions-Policy']).toContain('camera=()')
      expect(named(path)['Strict-Transport-Security'], path).toBeUndefined()
      expect(named(path, 'https')['Strict-Transport-Security'], path).toBe('max-age=31536000; includeSubDomains')
    }
  })

  it('give the back office a policy without other origins, JSON answers one that loads nothing, and Payload files only who may frame them', () => {
    for (const path of ['/admin', '/admin/login', '/admin/collections/degrees']) expect(named(path)['Content-Security-Policy'], path).toBe(adminPolicy())
    expect(adminPolicy()).not.toMatch(/https?:/)
    for (const path of ['/v1', '/v1/ContactUS/getContact', '/web-vitals']) expect(named(path)['Content-Security-Policy'], path).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(named('/api/media/file/a.png')['Content-Security-Policy']).toBe("frame-ancestors 'self'")
    expect(named('/_next/static/chunks/a.js')['Content-Security-Policy']).toBeUndefined()
  })
})

describe('the public pages policy set by the server', () => {
  it('applies to pages only: not to Next files, the API, the back office, /v1, files or the small endpoints', () => {
    for (const page of ['/', '/about-us', '/degree/bsc-applied-accounting', '/programs', '/nowhere/at-all']) expect(isPublicPage(page), page).toBe(true)
    for (const other of ['/_next/static/chunks/a.js', '/api/users', '/admin', '/admin/login', '/v1', '/v1/ContactUS/getContact', '/documents/1/a.pdf', '/staff-documents/1/2', '/web-vitals', '/form-token', '/icon.svg', '/sitemap.xml', '/robots.txt', '/favicon.ico']) {
      expect(isPublicPage(other), other).toBe(false)
    }
  })

  it('names the chat origins and upgrades requests only behind https', () => {
    const policy = (pathname: string, proto?: string) => new Map(securityHeadersFor(['https://chat.example'])(pathname, proto)).get('Content-Security-Policy')
    expect(policy('/about-us')).toContain("script-src 'self' 'unsafe-inline' https://chat.example")
    expect(policy('/about-us')).not.toContain('upgrade-insecure-requests')
    expect(policy('/about-us', 'https')).toContain('upgrade-insecure-requests')
    expect(policy('/v1/ContactUS/getContact', 'https')).not.toContain('chat.example')
  })

  it('reads LIVE_CHAT_ORIGINS as https origins, and refuses anything else', () => {
    expect(parseChatOrigins(undefined)).toEqual([])
    expect(parseChatOrigins('https://a.example, https://b.example:8443/')).toEqual(['https://a.example', 'https://b.example:8443'])
    expect(parseChatOrigins('http://a.example')).toBeNull()
    expect(parseChatOrigins('https://a.example/path')).toBeNull()
    expect(parseChatOrigins('not a url')).toBeNull()
  })
})
