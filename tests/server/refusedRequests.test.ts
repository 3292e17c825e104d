/**
 * A request with a body reaches only the handlers that take one
 * (src/server/refusedRequests.mjs). Anything else, a form sent before the
 * page's scripts ran above all, gets a 405 that says the form was not sent,
 * with its body unread: Next would have read it as a server action, and a
 * large one made it answer 500.
 */
import http from 'node:http'

import { describe, expect, inject, it } from 'vitest'

import { NOT_SENT_TEXT, NOT_SENT_TITLE, UNREADABLE_ADDRESS } from '@/server/refusedRequests.mjs'

import { siteFormHeaders } from '../support/formHeaders'

const baseURL = inject('baseURL')

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/**
 * A request sent exactly as written (fetch would resolve `..` itself). With
 * `holdAfter`, only that many bytes of the body are sent until the answer
 * comes: an answer then shows the server did not wait for the rest.
 */
function send(
  method: string,
  path: string,
  { headers = {}, body = '', holdAfter }: { headers?: Record<string, string>; body?: string | Buffer; holdAfter?: number } = {},
): Promise<Answer> {
  const url = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: url.hostname, port: url.port, path, method, headers: { 'content-length': String(Buffer.byteLength(body)), ...headers }, agent: false }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => {
        if (holdAfter !== undefined) outgoing.destroy()
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text })
      })
      response.on('error', reject)
    })
    outgoing.on('error', reject)
    if (holdAfter === undefined) outgoing.end(body)
    else outgoing.write(Buffer.from(body).subarray(0, holdAfter))
  })
}

/** What a browser sends when a form with method="post" is submitted before any script runs. */
const FORM_FIELDS = 'first_name=Nadeesha&email=nadeesha%40example.lk&phone=0771234567&message=When+does+the+intake+start%3F'
const URLENCODED = { 'content-type': 'application/x-www-form-urlencoded' }

/** A multipart upload of `size` bytes, of which only the first 64 KB are sent before the answer. */
function multipart(size: number): { headers: Record<string, string>; body: Buffer; holdAfter: number } {
  const boundary = 'campus-test-boundary'
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.pdf"\r\ncontent-type: application/pdf\r\n\r\n`),
    Buffer.alloc(size, 0x25),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body, holdAfter: 64 * 1024 }
}

function expectNotSent(answer: Answer, path: string) {
  expect(answer.status, path).toBe(405)
  expect(answer.headers.allow).toBe('GET, HEAD')
  expect(answer.headers['cache-control']).toBe('no-store')
  expect(answer.body).toContain(`<h1>${NOT_SENT_TITLE}</h1>`)
  expect(answer.body).toContain(NOT_SENT_TEXT)
}

describe('addresses that cannot be read', () => {
  it('a broken %-escape gets a 400 that says so, never a 500: a page, a file, the API, the back office', async () => {
    for (const path of ['/about-us%', '/%ff', '/%E0%A4%A', '/degree/%ff%fe', '/documents/1/%ff', '/staff-documents/%ff/x', '/_next/static/%ff', '/admin/collections/%ff']) {
      const answer = await send('GET', path)
      expect(answer.status, path).toBe(400)
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(answer.body).toContain(UNREADABLE_ADDRESS)
    }
    for (const path of ['/v1/%ff', '/api/%ff']) {
      const answer = await send('GET', path)
      expect(answer.status, path).toBe(400)
      expect(JSON.parse(answer.body)).toEqual({ success: false, message: UNREADABLE_ADDRESS })
    }
    // A body sent there is not read either.
    expect((await send('POST', '/v1/%ff', multipart(2 * 1024 * 1024))).status).toBe(400)
    // Escapes that decode are addresses like any other.
    expect((await send('GET', '/about-us%00')).status).toBe(404)
    expect((await send('GET', '/degree/%E0%B6%85')).status).toBe(404)
  })
})

describe('requests with a body', () => {
  it('a form sent to its page before the scripts ran is told it was not sent', async () => {
    for (const path of ['/contact-us', '/alumni-registration', '/degree-registration-apply?id=1', '/application-status', '/']) {
      const answer = await send('POST', path, { headers: { ...URLENCODED, connection: 'keep-alive' }, body: FORM_FIELDS })
      expectNotSent(answer, path)
      // Small enough to be thrown away: the connection stays open, so the browser surely reads the answer.
      expect(answer.headers.connection).not.toBe('close')
      // The page's own security headers still go with it.
      expect(answer.headers['content-security-policy']).toContain("object-src 'none'")
    }
  })

  it('a large body to a page, a file or a script is refused before it has all arrived, never a 500', async () => {
    const large = multipart(3 * 1024 * 1024)
    for (const path of ['/contact-us', '/about-us', '/documents/1/a.pdf', '/_next/static/chunks/a.js', '/no-such-page']) {
      const answer = await send('POST', path, large)
      expectNotSent(answer, path)
      expect(answer.headers.connection).toBe('close')
    }
    expectNotSent(await send('PUT', '/about-us', { headers: URLENCODED, body: FORM_FIELDS }), 'PUT /about-us')
  })

  it('an address that names the API but resolves to a page is a page', async () => {
    for (const path of ['/v1/../contact-us', '/v1/%2e%2e/contact-us', '/api/../about-us', '/form-token/../about-us']) {
      expectNotSent(await send('POST', path, multipart(2 * 1024 * 1024)), path)
    }
    // Read, such an address gets the page it resolves to, with the page's policy, not the API's.
    const page = await send('GET', '/v1/../about-us')
    const plain = await send('GET', '/about-us')
    expect(page.status).toBe(200)
    expect(page.headers['content-security-policy']).toBe(plain.headers['content-security-policy'])
  })

  it('the API, the form token, the beacon and the back office still get theirs', async () => {
    const inquiry = await send('POST', '/v1/ContactUS/addInquiry', {
      headers: await siteFormHeaders(baseURL, { 'content-type': 'application/json' }),
      body: '{}',
    })
    // The API's own answer to an empty inquiry.
    expect(inquiry.status).toBe(400)
    expect(JSON.parse(inquiry.body)).toMatchObject({ success: false })
    expect((await send('POST', '/form-token', { headers: { origin: new URL(baseURL).origin, 'sec-fetch-site': 'same-origin' } })).status).toBe(204)
    expect((await send('POST', '/web-vitals', { headers: { 'content-type': 'application/json' }, body: '{' })).status).toBe(400)
    // A server action with an id the back office does not have: Next's own answer, so the request reached it.
    const action = await send('POST', '/admin/login', { headers: { 'next-action': '0'.repeat(42), 'content-type': 'text/plain' }, body: '[]' })
    expect(action.status).not.toBe(405)
    expectNotSent(await send('POST', '/admin/login', { headers: URLENCODED, body: 'email=a%40b.lk' }), 'POST /admin/login without an action')
  })
})
