/**
 * The form rate limit counts per connection address, through the site's own
 * server (scripts/serve.mjs): what a client writes in X-Forwarded-For or in
 * the server's peer header changes nothing, and one busy address does not
 * lock the forms for another.
 */
import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { validInquiry } from '../fixtures/submissions'
import { formHeaders, xsrfToken } from '../support/formHeaders'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer('client-address', { env: { FORM_RATE_LIMIT: '3/600', TRUSTED_PROXY_HOPS: '0' } })
}, 600_000)

afterAll(() => server?.stop())

/** A request from a chosen loopback address (127.0.0.1, 127.0.0.2, ...). */
function request(
  method: string,
  path: string,
  { localAddress = '127.0.0.1', headers = {}, body }: { localAddress?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(path, server.baseURL)
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method, headers, localAddress, agent: false },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

async function sendInquiry(token: string, localAddress: string, forged: Record<string, string> = {}) {
  return request('POST', '/v1/ContactUS/addInquiry', {
    localAddress,
    headers: formHeaders({ 'content-type': 'application/json', ...forged }, { origin: server.baseURL, token }),
    body: JSON.stringify(validInquiry()),
  })
}

describe('the form rate limit behind the site server', () => {
  it('keys on the connection: forged forwarding headers never buy more submissions', async () => {
    const token = await xsrfToken(server.baseURL)
    const statuses: number[] = []
    for (let index = 0; index < 6; index += 1) {
      const reply = await sendInquiry(token, '127.0.0.1', {
        'x-forwarded-for': `198.51.100.${index + 1}`,
        'x-real-ip': `198.51.100.${index + 1}`,
        'x-campus-peer-address': `203.0.113.${index + 1}`,
      })
      statuses.push(reply.status)
      if (reply.status === 429) expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0)
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429])
  })

  it('gives every other address its own allowance', async () => {
    const token = await xsrfToken(server.baseURL)
    const reply = await sendInquiry(token, '127.0.0.2')
    expect(reply.status).toBe(201)
  })
})
