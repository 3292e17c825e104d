/** The XSRF token a form gets from /form-token before its first send, as the site's pages ask for it. */
import { expect } from 'vitest'

export async function xsrfToken(baseURL: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${baseURL}/form-token`, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin', ...headers } })
  expect(response.status).toBe(204)
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='))
  expect(cookie).toMatch(/SameSite=strict/i)
  return decodeURIComponent(cookie!.split(';')[0]!.slice('XSRF-TOKEN='.length))
}
