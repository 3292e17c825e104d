/**
 * Runs before every public page:
 * - the Content-Security-Policy of the pages, which names the live-chat
 *   origins the operator allowed (LIVE_CHAT_ORIGINS), and HSTS behind https;
 * - an XSRF cookie for each visitor (§7). The forms echo it in a header; a
 *   page on another site can neither read it nor send it.
 * Only pages are matched: API, admin and file requests pass untouched, so
 * their bodies (uploads) are never buffered here. The headers every response
 * carries come from next.config.mjs.
 */
import { type NextRequest, NextResponse } from 'next/server'

import { getEnv } from '@/env'
import { XSRF_COOKIE } from '@/lib/forms/xsrf'
import { HSTS, pagePolicy } from '@/security/headers.mjs'

let policies: { http: string; https: string } | undefined

function pagePolicies() {
  const chatOrigins = getEnv().liveChatOrigins
  policies ??= { http: pagePolicy({ chatOrigins }), https: pagePolicy({ chatOrigins, https: true }) }
  return policies
}

export function proxy(request: NextRequest) {
  const response = NextResponse.next()
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  response.headers.set('Content-Security-Policy', https ? pagePolicies().https : pagePolicies().http)
  if (https) response.headers.set('Strict-Transport-Security', HSTS)
  if (!request.cookies.get(XSRF_COOKIE)?.value) {
    const bytes = crypto.getRandomValues(new Uint8Array(24))
    const token = Buffer.from(bytes).toString('base64url')
    response.cookies.set(XSRF_COOKIE, token, { path: '/', sameSite: 'strict', secure: https, httpOnly: false, maxAge: 60 * 60 * 24 * 7 })
  }
  return response
}

export const config = {
  matcher: ['/((?!_next/|api/|admin|v1/|v1$|documents/|staff-documents/|web-vitals|icon|sitemap|robots|.*\\.[a-z0-9]+$).*)'],
}
