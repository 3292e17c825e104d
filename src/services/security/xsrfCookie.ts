/**
 * The XSRF cookie (§7), handed out when a form is about to be sent rather than
 * with every page: a page that sets a cookie cannot be kept by a shared cache,
 * so the pages stay cookie-free and cacheable (docs/decisions/014).
 *
 * The protection is the double submit: the form echoes the cookie in a header
 * and the server compares the two (src/sides/submissions/guard.ts). Another site can
 * neither read the cookie nor set the header, and SameSite=Strict keeps the
 * cookie off requests it starts.
 */
import { XSRF_COOKIE } from '@/foundations/formRules/xsrf'

const WEEK_SECONDS = 60 * 60 * 24 * 7

export function newXsrfToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url')
}

export function xsrfCookieHeader(token: string, { https }: { https: boolean }): string {
  return `${XSRF_COOKIE}=${token}; Path=/; Max-Age=${WEEK_SECONDS}; SameSite=Strict${https ? '; Secure' : ''}`
}
