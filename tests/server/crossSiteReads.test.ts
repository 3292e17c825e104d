/**
 * A page on another site, a sibling subdomain above all (the same site to the
 * browser, so the Lax staff cookie goes along with an image tag's GET),
 * cannot have the site hand out personal data or write an audit entry in a
 * staff member's name: the personal-data copy, the CSV exports, applicants'
 * documents and Payload's reads of submissions, accounts and the audit log
 * answer 403 before they are read. The back office itself, and a typed
 * address or bookmark, are answered as before.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { CROSS_SITE_READ } from '@/server/staffReads.mjs'

import { auth, signIn } from '../support/staff'
import { STAFF } from '../support/testServer'

const baseURL = inject('baseURL')

let token = ''
beforeAll(async () => {
  token = await signIn(baseURL, STAFF)
})

const PERSONAL_READS = [
  '/api/personal-data/copy?q=someone%40example.com&records=inquiries%3A1',
  '/api/personal-data?q=someone%40example.com',
  '/api/degree-applications/export',
  '/api/alumni-registrations/export',
  '/api/inquiries/export',
  '/staff-documents/1/00000000-0000-4000-8000-000000000000.pdf',
  '/api/degree-applications?depth=0',
  '/api/users',
  '/api/audit-log',
]

const withCookie = (headers: Record<string, string>) => ({ Cookie: `payload-token=${token}`, ...headers })

async function auditEntriesSince(since: string): Promise<string[]> {
  const response = await fetch(`${baseURL}/api/audit-log?where[createdAt][greater_than_equal]=${encodeURIComponent(since)}&depth=0&limit=100`, { headers: auth(token) })
  expect(response.status).toBe(200)
  return ((await response.json()) as { docs: { action: string }[] }).docs.map((entry) => entry.action).filter((action) => action !== 'sign_in')
}

describe('staff reads of personal data asked for by another site with the staff cookie', () => {
  it.each([
    ['an image tag on a sibling subdomain (same-site, no Origin)', { 'Sec-Fetch-Site': 'same-site' }],
    ['another site (cross-site)', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a foreign Origin', { Origin: 'http://news.127.0.0.1.example', 'Sec-Fetch-Site': 'same-site' }],
    ['an older browser with a foreign Referer', { Referer: 'http://news.127.0.0.1.example/story' }],
  ])('are refused from %s, and nothing is recorded', async (_, headers) => {
    const since = new Date().toISOString()
    for (const path of PERSONAL_READS) {
      const response = await fetch(`${baseURL}${path}`, { headers: withCookie(headers), redirect: 'manual' })
      expect({ path, status: response.status }).toEqual({ path, status: 403 })
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(CROSS_SITE_READ)
    }
    expect(await auditEntriesSince(since)).toEqual([])
  })

  it('are answered from the back office itself and on a direct navigation', async () => {
    for (const fetchSite of ['same-origin', 'none']) {
      const exported = await fetch(`${baseURL}/api/inquiries/export`, { headers: withCookie({ 'Sec-Fetch-Site': fetchSite }) })
      expect(exported.status).toBe(200)
      await exported.arrayBuffer()
      const users = await fetch(`${baseURL}/api/users`, { headers: withCookie({ 'Sec-Fetch-Site': fetchSite, Referer: `${baseURL}/admin` }) })
      expect(users.status).toBe(200)
    }
  })

  it('leave public content, and requests signed in without the cookie, to the access rules as before', async () => {
    expect((await fetch(`${baseURL}/api/degrees?limit=1`, { headers: withCookie({ 'Sec-Fetch-Site': 'cross-site' }) })).status).toBe(200)
    expect((await fetch(`${baseURL}/api/users`, { headers: { ...auth(token), 'Sec-Fetch-Site': 'same-site' } })).status).toBe(200)
  })
})
