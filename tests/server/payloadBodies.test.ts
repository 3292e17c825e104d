/**
 * Payload's own endpoints read JSON bodies whole: the routes cut a body at
 * its limit while it streams, so an endless POST, signed in or not, answers
 * 413 instead of filling the server's memory.
 */
import { describe, expect, inject, it } from 'vitest'

import { auth, signIn } from '../support/staff'
import { STAFF } from '../support/testServer'

const baseURL = inject('baseURL')

/** A chunked body (no Content-Length) of `megabytes`, counting what the server pulled. */
function endlessJson(megabytes: number) {
  const chunk = new TextEncoder().encode(`"${'x'.repeat(64 * 1024 - 2)}"`)
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= megabytes * 1024 * 1024) return controller.close()
      sent += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { body, sent: () => sent }
}

async function post(path: string, megabytes: number) {
  const stream = endlessJson(megabytes)
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: stream.body,
    duplex: 'half',
  } as RequestInit)
  return { status: response.status, text: await response.text(), sent: stream.sent() }
}

describe('body limits on Payload endpoints', () => {
  it.each(['/api/users/login', '/api/graphql', '/api/degrees'])('%s answers 413 to a chunked body over 2 MB and stops reading it', async (path) => {
    const result = await post(path, 64)
    expect(result.status).toBe(413)
    expect(result.text).toContain('larger than')
    expect(result.sent).toBeLessThan(16 * 1024 * 1024)
  })

  it('refuses a declared length over the limit before reading', async () => {
    const response = await fetch(`${baseURL}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@campus.example', password: 'y'.repeat(3 * 1024 * 1024) }),
    })
    expect(response.status).toBe(413)
  })

  it('passes a body within the limit on to Payload', async () => {
    const response = await fetch(`${baseURL}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@campus.example', password: 'not-the-password' }),
    })
    expect(response.status).toBe(401)
  })

  it.each([
    ['POST', '/api/degrees', 'application/x-www-form-urlencoded', 'degree_name=Planted'],
    ['PATCH', '/api/degrees/18', 'text/plain', '{"degree_name":"Planted"}'],
    ['POST', '/api/globals/site-settings', 'application/xml', '<footer_tagline>Planted</footer_tagline>'],
  ])('answers a signed-in %s to %s sent as %s with 415 and a message, not a 500, and changes nothing', async (method, path, type, body) => {
    const token = await signIn(baseURL, STAFF)
    const response = await fetch(`${baseURL}${path}`, { method, headers: { 'content-type': type, ...auth(token) }, body })
    expect(response.status).toBe(415)
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/must be JSON/)
    const degree = (await (await fetch(`${baseURL}/api/degrees/18`, { headers: auth(token) })).json()) as { degree_name: string }
    expect(degree.degree_name).not.toBe('Planted')
  })

  it("still takes a query sent as a form under Payload's method override", async () => {
    const token = await signIn(baseURL, STAFF)
    const response = await fetch(`${baseURL}/api/degrees`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET', ...auth(token) },
      body: 'limit=1&depth=0',
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { docs: unknown[] }).docs).toHaveLength(1)
  })
})
