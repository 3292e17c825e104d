/**
 * A page on another site, a sibling subdomain above all (same-site, so the
 * Lax staff cookie goes along), cannot make the back office change anything
 * with a signed-in staff member's cookie: REST, GraphQL and server actions
 * sent with a foreign Origin or a Sec-Fetch-Site other than same-origin are
 * refused before they are read, and nothing is stored.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { CROSS_SITE_WRITE } from '@/server/staffWrites.mjs'

import { auth, signIn } from '../support/staff'
import { STAFF } from '../support/testServer'

const baseURL = inject('baseURL')
const SIBLING = 'http://news.127.0.0.1.example'

let token = ''
beforeAll(async () => {
  token = await signIn(baseURL, STAFF)
})

let made = 0
const newAdministrator = () => ({ email: `planted.${Date.now()}.${(made += 1)}@campus.example`, password: 'a-planted-password-123', name: 'Planted', role: 'admin' })

async function accountExists(email: string): Promise<boolean> {
  const response = await fetch(`${baseURL}/api/users?where[email][equals]=${encodeURIComponent(email)}`, { headers: auth(token) })
  expect(response.status).toBe(200)
  return ((await response.json()) as { totalDocs: number }).totalDocs > 0
}

/** What a multipart form on another page sends: the account as Payload's `_payload` field, with the staff cookie the browser adds. */
function formPost(path: string, fields: Record<string, string>, headers: Record<string, string>) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  return fetch(`${baseURL}${path}`, { method: 'POST', headers: { Cookie: `payload-token=${token}`, ...headers }, body, redirect: 'manual' })
}

const createUserMutation = (account: ReturnType<typeof newAdministrator>) =>
  JSON.stringify({
    query: `mutation { createUser(data: { email: "${account.email}", password: "${account.password}", name: "Planted", role: admin }) { id } }`,
  })

describe('staff writes sent from another site with the staff cookie', () => {
  it('takes a REST write from the site itself: the cookie alone is a sign-in', async () => {
    const account = newAdministrator()
    const response = await formPost('/api/users', { _payload: JSON.stringify(account) }, { Origin: baseURL, 'Sec-Fetch-Site': 'same-origin' })
    expect(response.status).toBe(201)
    expect(await accountExists(account.email)).toBe(true)
  })

  it.each([
    ['a foreign Origin', { Origin: SIBLING, 'Sec-Fetch-Site': 'same-site' }],
    ['a foreign Origin alone', { Origin: SIBLING }],
    ['Sec-Fetch-Site: same-site without an Origin', { 'Sec-Fetch-Site': 'same-site' }],
    ['Sec-Fetch-Site: cross-site with the site\'s own Origin', { Origin: baseURL, 'Sec-Fetch-Site': 'cross-site' }],
    ['Origin: null (a sandboxed frame)', { Origin: 'null' }],
  ])('refuses a REST write with %s, and creates no account', async (_, headers) => {
    const account = newAdministrator()
    const response = await formPost('/api/users', { _payload: JSON.stringify(account) }, headers)
    expect(response.status).toBe(403)
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(CROSS_SITE_WRITE)
    expect(await accountExists(account.email)).toBe(false)
  })

  it('refuses a PATCH and a DELETE from another site', async () => {
    const patch = await fetch(`${baseURL}/api/globals/site-settings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `payload-token=${token}`, Origin: SIBLING },
      body: JSON.stringify({ footer_tagline: 'Planted from another site' }),
    })
    expect(patch.status).toBe(403)
    const settings = (await (await fetch(`${baseURL}/api/globals/site-settings`, { headers: auth(token) })).json()) as { footer_tagline: string }
    expect(settings.footer_tagline).not.toBe('Planted from another site')
    const remove = await fetch(`${baseURL}/api/degrees/18`, { method: 'DELETE', headers: { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-site' } })
    expect(remove.status).toBe(403)
    expect((await fetch(`${baseURL}/api/degrees/18`, { headers: auth(token) })).status).toBe(200)
  })

  it('refuses a GraphQL mutation from another site, and creates no account', async () => {
    const account = newAdministrator()
    const response = await fetch(`${baseURL}/api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `payload-token=${token}`, Origin: SIBLING, 'Sec-Fetch-Site': 'same-site' },
      body: createUserMutation(account),
    })
    expect(response.status).toBe(403)
    expect(await accountExists(account.email)).toBe(false)
  })

  it('takes the same GraphQL mutation from the site itself', async () => {
    const account = newAdministrator()
    const response = await fetch(`${baseURL}/api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `payload-token=${token}`, Origin: baseURL, 'Sec-Fetch-Site': 'same-origin' },
      body: createUserMutation(account),
    })
    expect(response.status).toBe(200)
    expect(await accountExists(account.email)).toBe(true)
  })

  it("refuses a back-office server action from another site before Next reads it", async () => {
    const response = await fetch(`${baseURL}/admin`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'Next-Action': '0'.repeat(42), Cookie: `payload-token=${token}`, Origin: SIBLING, 'Sec-Fetch-Site': 'same-site' },
      body: '[]',
    })
    expect(response.status).toBe(403)
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(CROSS_SITE_WRITE)
  })

  it('leaves writes without the staff cookie, and signed-in reads, to the access rules as before', async () => {
    const anonymous = await fetch(`${baseURL}/api/users`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: SIBLING }, body: JSON.stringify(newAdministrator()) })
    expect(anonymous.status).toBe(403)
    expect(((await anonymous.json()) as { errors: { message: string }[] }).errors[0]?.message).not.toBe(CROSS_SITE_WRITE)
    const read = await fetch(`${baseURL}/api/users/me`, { headers: { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' } })
    expect(((await read.json()) as { user: { email: string } | null }).user?.email).toBe(STAFF.email)
  })
})
