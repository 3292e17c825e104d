/**
 * Gives each visitor of the public pages an XSRF cookie (§7). The forms echo
 * it in a header; a page on another site can neither read it nor send it.
 * Only pages are matched: API, admin and file requests pass untouched, so
 * their bodies (uploads) are never buffered here.
 */
import { type NextRequest, NextResponse } from 'next/server'

import { XSRF_COOKIE } from '@/lib/forms/xsrf'

export function proxy(request: NextRequest) {
  const response = NextResponse.next()
  if (!request.cookies.get(XSRF_COOKIE)?.value) {
    const bytes = crypto.getRandomValues(new Uint8Array(24))
    const token = Buffer.from(bytes).toString('base64url')
    const secure = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
    response.cookies.set(XSRF_COOKIE, token, { path: '/', sameSite: 'strict', secure, httpOnly: false, maxAge: 60 * 60 * 24 * 7 })
  }
  return response
}

export const config = {
  matcher: ['/((?!_next/|api/|admin|v1/|v1$|documents/|staff-documents/|web-vitals|icon|sitemap|robots|.*\\.[a-z0-9]+$).*)'],
}
