/** The XSRF cookie the site sets and the header a form echoes it in (§7). */
export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'X-XSRF-TOKEN'
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** A token as the site makes them: 24 random bytes in base64url (src/services/security/xsrfCookie.ts). */
const WELL_FORMED_TOKEN = /^[A-Za-z0-9_-]{16,128}$/

/**
 * The XSRF token in a Cookie header or `document.cookie`: the first copy that
 * is a token the site could have made. A copy that is not (set by a page of
 * another subdomain, say, or cut short) is passed over rather than read, so
 * it can neither break the page's script nor stand for a token.
 */
export function xsrfTokenIn(cookies: string): string {
  for (const part of cookies.split(/;\s*/)) {
    if (!part.startsWith(`${XSRF_COOKIE}=`)) continue
    const value = part.slice(XSRF_COOKIE.length + 1)
    if (WELL_FORMED_TOKEN.test(value)) return value
  }
  return ''
}
