/**
 * Staff accounts on a server of their own, started with no account and with
 * mail going to a local SMTP server: the first account is always an
 * administrator, a password-reset mail really arrives with a link that works,
 * and failed sign-ins are limited per address so that an outsider cannot lock
 * a staff member out.
 *
 * Clients at different addresses are simulated with X-Forwarded-For, the
 * server trusting one proxy hop as it would behind a reverse proxy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestSmtp, type Mail, type TestSmtp } from '../support/smtp'
import { auth, graphql, signIn } from '../support/staff'
import { startTestServer, type TestServer } from '../support/testServer'

let smtp: TestSmtp
let server: TestServer
let baseURL = ''

beforeAll(async () => {
  smtp = await startTestSmtp()
  server = await startTestServer('staff-accounts', {
    staffAccount: false,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Campus website <no-reply@campus.example>', TRUSTED_PROXY_HOPS: '1' },
  })
  baseURL = server.baseURL
})

afterAll(async () => {
  server?.stop()
  await smtp?.close()
})

const FIRST = { email: 'first.officer@campus.example', password: 'the-first-password-1234' }
const from = (address: string) => ({ 'x-forwarded-for': address })

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> }
}

describe('the first staff account', () => {
  it('is an administrator even when it asks to be an editor, and can then manage staff', async () => {
    const first = await post('/api/users/first-register', { ...FIRST, name: 'First Officer', role: 'editor' })
    expect(first.status).toBe(200)
    expect((first.body.user as { role: string }).role).toBe('admin')

    const token = first.body.token as string
    const editor = await fetch(`${baseURL}/api/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth(token) },
      body: JSON.stringify({ email: 'second.officer@campus.example', password: 'the-second-password-1234', name: 'Second', role: 'editor' }),
    })
    expect(editor.status).toBe(201)
    // Only while there is no account at all.
    expect((await post('/api/users/first-register', { email: 'late@campus.example', password: 'a-late-password-1234', name: 'Late' })).status).toBe(403)
  })

  it('is an administrator when it names no role', async () => {
    const token = await signIn(baseURL, FIRST)
    const users = (await (await fetch(`${baseURL}/api/users`, { headers: auth(token) })).json()) as { docs: { id: number; email: string }[] }
    // Back to an installation without accounts.
    for (const user of users.docs.filter((doc) => doc.email !== FIRST.email)) {
      expect((await fetch(`${baseURL}/api/users/${user.id}`, { method: 'DELETE', headers: auth(token) })).status).toBe(200)
    }
    const self = users.docs.find((doc) => doc.email === FIRST.email)!
    expect((await fetch(`${baseURL}/api/users/${self.id}`, { method: 'DELETE', headers: auth(token) })).status).toBe(200)

    const first = await post('/api/users/first-register', { ...FIRST, name: 'First Officer' })
    expect(first.status).toBe(200)
    expect((first.body.user as { role: string }).role).toBe('admin')
  })
})

describe('a forgotten password', () => {
  it('is reset through a mail sent over SMTP, with an absolute link to the back office whose token works; an address without an account gets the same answer and no mail', async () => {
    smtp.clear()
    const nobody = await post('/api/users/forgot-password', { email: 'nobody@campus.example' })
    expect(nobody.status).toBe(200)
    const request = await post('/api/users/forgot-password', { email: FIRST.email })
    expect(request.status).toBe(200)
    // Written to the outbox and sent from it at once, in the order written: a mail for the
    // address without an account would have come first.
    expect(await smtp.arrived(FIRST.email, 1)).toBe(true)
    expect(smtp.mails).toHaveLength(1)
    const [mail] = smtp.mails as [Mail]
    expect(mail.to).toEqual([FIRST.email])
    const text = mail.text
    expect(text).toContain('Subject: Reset your password for the campus back office')
    const link = /https?:\/\/[^\s"<]+\/admin\/reset\/([0-9a-f]+)/.exec(text)
    expect(link?.[0].startsWith(`${baseURL}/admin/reset/`)).toBe(true)
    expect((await fetch(link![0])).status).toBe(200)

    const newPassword = 'a-brand-new-password-5678'
    const reset = await post('/api/users/reset-password', { token: link![1], password: newPassword })
    expect(reset.status).toBe(200)
    await signIn(baseURL, { email: FIRST.email, password: newPassword })
    expect((await post('/api/users/login', FIRST)).status).toBe(401)
    FIRST.password = newPassword
  })
})

describe('failed sign-ins', () => {
  const HOME = '198.51.100.7'

  it('from many addresses hold back only new addresses; the staff member still signs in from their usual one', async () => {
    await signIn(baseURL, FIRST, from(HOME))
    const wrong = { email: FIRST.email, password: 'not-the-password' }
    const statuses: number[] = []
    for (let i = 1; i <= 12; i++) statuses.push((await post('/api/users/login', wrong, from(`203.0.113.${i}`))).status)
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429])

    const outsider = await post('/api/users/login', FIRST, from('203.0.113.200'))
    expect(outsider.status).toBe(429)
    expect(Number(outsider.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((outsider.body.errors as { message: string }[])[0]?.message).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\.$/)

    const overGraphQL = await graphql(
      baseURL,
      'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { token } }',
      undefined,
      FIRST,
      from('203.0.113.201'),
    )
    expect(overGraphQL.errors?.[0]?.message).toMatch(/^Too many failed sign-in attempts/)

    await signIn(baseURL, FIRST, from(HOME))
  })

  it('from one address are held back, whichever accounts it tries', async () => {
    const hammer = from('192.0.2.50')
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) {
      statuses.push((await post('/api/users/login', { email: `guess${i}@campus.example`, password: 'guess' }, hammer)).status)
    }
    expect(statuses).toEqual([...Array<number>(20).fill(401), 429])
    expect((await post('/api/users/login', FIRST, hammer)).status).toBe(429)
    await signIn(baseURL, FIRST, from(HOME))
  })
})
