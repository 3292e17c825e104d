import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { answerUnchangedCopies, etagMatches, etagOf } from './etag.mjs'

const BODY = '<p>The campus</p>'
const ETAG = etagOf(BODY)

/** Answers like Next does: headers set first, then the body with `end`, or in `write`s as the compressor sends it. */
const server = http.createServer((request, response) => {
  answerUnchangedCopies(request, response)
  response.setHeader('ETag', ETAG)
  response.setHeader('Cache-Control', 's-maxage=60')
  response.setHeader('Content-Type', 'text/html; charset=utf-8')
  if (request.url === '/missing') response.statusCode = 404
  if (request.url === '/compressed') {
    response.setHeader('Content-Encoding', 'gzip')
    response.write(gzipSync(BODY))
    response.end()
    return
  }
  response.setHeader('Content-Length', Buffer.byteLength(BODY))
  response.end(BODY)
})
let base = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Status, headers and body bytes, as a browser revalidating its copy would see them (fetch() would add no-cache). */
function get(path: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: number }>((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers }, (response) => {
      let body = 0
      response.on('data', (chunk: Buffer) => (body += chunk.length))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
    })
    request.on('error', reject)
    request.end()
  })
}

describe('ETags', () => {
  it('change with any part of the body, and with bytes moved between parts', () => {
    expect(etagOf('<p>a</p>', Buffer.from('rsc'))).toMatch(/^"[\w-]{27}"$/)
    expect(etagOf('<p>a</p>', Buffer.from('rsc'))).toBe(etagOf('<p>a</p>', Buffer.from('rsc')))
    expect(etagOf('<p>a</p>', Buffer.from('rsc'))).not.toBe(etagOf('<p>b</p>', Buffer.from('rsc')))
    expect(etagOf('<p>a</p>', Buffer.from('rsc'))).not.toBe(etagOf('<p>a</p>', Buffer.from('rsd')))
    expect(etagOf('ab', 'c')).not.toBe(etagOf('a', 'bc'))
  })

  it('are matched in If-None-Match lists, weak or strong, and by *', () => {
    expect(etagMatches('"a", "b"', '"b"')).toBe(true)
    expect(etagMatches('W/"b"', '"b"')).toBe(true)
    expect(etagMatches('*', '"b"')).toBe(true)
    expect(etagMatches('"a"', '"b"')).toBe(false)
    expect(etagMatches(null, '"b"')).toBe(false)
    expect(etagMatches('*', undefined)).toBe(false)
  })
})

describe('a copy the client already has', () => {
  it('is answered 304 with its ETag and lifetime and without a body', async () => {
    const reply = await get('/page', { 'if-none-match': `"older", ${ETAG}` })
    expect(reply.status).toBe(304)
    expect(reply.body).toBe(0)
    expect(reply.headers.etag).toBe(ETAG)
    expect(reply.headers['cache-control']).toBe('s-maxage=60')
    expect(reply.headers['content-length']).toBeUndefined()
  })

  it('is answered 304 also when the body goes out compressed in writes, and to HEAD', async () => {
    const compressed = await get('/compressed', { 'if-none-match': ETAG, 'accept-encoding': 'gzip' })
    expect(compressed.status).toBe(304)
    expect(compressed.body).toBe(0)
    expect(compressed.headers['content-encoding']).toBeUndefined()
    expect((await get('/page', { 'if-none-match': ETAG }, 'HEAD')).status).toBe(304)
  })

  it('gets the whole page when its copy is another, when it asks for no cached copy, or when the answer is not a 200', async () => {
    const other = await get('/page', { 'if-none-match': '"older"' })
    expect(other.status).toBe(200)
    expect(other.body).toBe(Buffer.byteLength(BODY))
    const noCache = await get('/page', { 'if-none-match': ETAG, 'cache-control': 'no-cache' })
    expect(noCache.status).toBe(200)
    expect(noCache.body).toBe(Buffer.byteLength(BODY))
    expect((await get('/missing', { 'if-none-match': ETAG })).status).toBe(404)
    expect((await get('/page', {})).status).toBe(200)
  })
})
