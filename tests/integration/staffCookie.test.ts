/**
 * Payload itself takes the staff session cookie as a sign-in only from the
 * site's own origin (its `csrf` list, from SITE_URL; here the default
 * http://localhost:3000 and the other loopback names), so a request that got
 * past the site's server from another site would still be anonymous.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { payloadClient } from '@/model/payloadClient'

import { createStaff, deleteStaff, staffToken, type StaffAccount } from '../support/staffAccounts'

let payload: Payload
let token = ''
let account: StaffAccount

beforeAll(async () => {
  payload = await payloadClient()
  account = await createStaff(payload, 'editor')
  token = await staffToken(payload, account)
})

afterAll(async () => {
  await deleteStaff(payload, account)
})

const signedInAs = async (headers: Record<string, string>) => (await payload.auth({ headers: new Headers({ cookie: `payload-token=${token}`, ...headers }) })).user?.email ?? null

describe('the staff cookie as Payload reads it', () => {
  it("is a sign-in from the site's own origin", async () => {
    expect(await signedInAs({ origin: 'http://localhost:3000' })).toBe(account.email)
    expect(await signedInAs({ origin: 'http://127.0.0.1:3000' })).toBe(account.email)
    expect(await signedInAs({ 'sec-fetch-site': 'same-origin' })).toBe(account.email)
  })

  it('is no sign-in from another origin, a sibling subdomain included', async () => {
    expect(await signedInAs({ origin: 'http://news.localhost:3000' })).toBeNull()
    expect(await signedInAs({ origin: 'https://campus.example' })).toBeNull()
    expect(await signedInAs({ origin: 'http://localhost:3001' })).toBeNull()
    expect(await signedInAs({ 'sec-fetch-site': 'cross-site' })).toBeNull()
  })
})
