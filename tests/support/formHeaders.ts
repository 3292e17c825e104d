/**
 * The headers a page of the site sends with a form: its origin, the XSRF
 * token as cookie and header, Sec-Fetch-Site, and an idempotency key of its
 * own. The tests that call the handlers in-process use a fixed origin and
 * token (the handlers only compare the cookie with the header); the tests of
 * a running server ask it for a token first, as the pages do.
 *
 * Nothing of the site is loaded here: the server tests use it too.
 */
import { expect } from 'vitest'

/** The origin the in-process tests address their requests to. */
export const ORIGIN = 'http://campus.test'
const TOKEN = 'test-xsrf-token-0123456789'
let keyCounter = 0

/** An idempotency key no other request of the run carries. */
export const newKey = () => `test-key-${Date.now()}-${(keyCounter += 1)}`

/** Where a form is sent from: the site's origin and the token its page holds. */
export type FormOrigin = { origin: string; token: string }

/** A form's headers, from ORIGIN with the fixed token unless `from` says otherwise; `extra` replaces any of them. */
export function formHeaders(extra: Record<string, string> = {}, from: FormOrigin = { origin: ORIGIN, token: TOKEN }): Record<string, string> {
  return {
    origin: from.origin,
    cookie: `XSRF-TOKEN=${from.token}`,
    'x-xsrf-token': from.token,
    'sec-fetch-site': 'same-origin',
    'idempotency-key': newKey(),
    ...extra,
  }
}

/** The XSRF token a form gets from /form-token before its first send, as the site's pages ask for it. */
export async function xsrfToken(baseURL: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${baseURL}/form-token`, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin', ...headers } })
  expect(response.status).toBe(204)
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='))
  expect(cookie).toMatch(/SameSite=strict/i)
  return decodeURIComponent(cookie!.split(';')[0]!.slice('XSRF-TOKEN='.length))
}

/** A fresh token from the server at `baseURL`, and a form's headers with it. */
export async function siteFormHeaders(baseURL: string, extra: Record<string, string> = {}): Promise<Record<string, string>> {
  return formHeaders(extra, { origin: baseURL, token: await xsrfToken(baseURL) })
}
