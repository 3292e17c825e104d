/**
 * Runs before every public page: the Content-Security-Policy of the pages,
 * which names the live-chat origins the operator allowed (LIVE_CHAT_ORIGINS),
 * and HSTS behind https. It sets no cookie: pages are served from a cache a
 * CDN may share (the forms get their XSRF cookie from /form-token).
 * Only pages are matched: API, admin and file requests pass untouched, so
 * their bodies (uploads) are never buffered here. The headers every response
 * carries come from next.config.mjs.
 */
import { type NextRequest, NextResponse } from 'next/server'

import { getEnv } from '@/env'
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
  return response
}

export const config = {
  matcher: ['/((?!_next/|api/|admin|v1/|v1$|documents/|staff-documents/|web-vitals|form-token|icon|sitemap|robots|.*\\.[a-z0-9]+$).*)'],
}
