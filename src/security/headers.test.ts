import { describe, expect, it } from 'vitest'

import { adminPolicy, isPublicPage, MAP_EMBED_ORIGINS, pagePolicy, pagePolicyFor, parseChatOrigins, staticSecurityHeaders } from './headers.mjs'

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
})

describe('the headers fixed at build time', () => {
  it('give the back office a policy without other origins', () => {
    const admin = staticSecurityHeaders().find((rule) => rule.source === '/admin/:path*')
    expect(admin?.headers).toEqual([{ key: 'Content-Security-Policy', value: adminPolicy() }])
    expect(adminPolicy()).not.toMatch(/https?:/)
  })

  it('send HSTS only when the proxy in front says the request came over https', () => {
    const hsts = staticSecurityHeaders().find((rule) => rule.headers.some((header) => header.key === 'Strict-Transport-Security'))
    expect(hsts?.has).toEqual([{ type: 'header', key: 'x-forwarded-proto', value: 'https' }])
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
    const header = pagePolicyFor(['https://chat.example'])
    expect(header('/about-us', undefined)).toContain("script-src 'self' 'unsafe-inline' https://chat.example")
    expect(header('/about-us', undefined)).not.toContain('upgrade-insecure-requests')
    expect(header('/about-us', 'https')).toContain('upgrade-insecure-requests')
    expect(header('/v1/ContactUS/getContact', 'https')).toBeNull()
  })

  it('reads LIVE_CHAT_ORIGINS as https origins, and refuses anything else', () => {
    expect(parseChatOrigins(undefined)).toEqual([])
    expect(parseChatOrigins('https://a.example, https://b.example:8443/')).toEqual(['https://a.example', 'https://b.example:8443'])
    expect(parseChatOrigins('http://a.example')).toBeNull()
    expect(parseChatOrigins('https://a.example/path')).toBeNull()
    expect(parseChatOrigins('not a url')).toBeNull()
  })
})
