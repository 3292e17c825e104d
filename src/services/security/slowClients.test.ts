import { EventEmitter } from 'node:events'
import http from 'node:http'
import net from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { parseConnectionCap } from '@/server/serverSettings.mjs'

import { BODY_TIMEOUT_MS, ConnectionCap, limitBodyTime, mayUploadSlowly, SLOW_BODY_MESSAGE } from '../../server/slowClients.mjs'

/** A clock the test moves by hand: timers run only when `fire` is called. */
function manualTimers() {
  const pending = new Map<number, { due: number; run: () => void }>()
  let now = 0
  let next = 0
  return {
    setTimeout: ((run: () => void, ms: number) => {
      next += 1
      pending.set(next, { due: now + ms, run })
      return next
    }) as unknown as typeof setTimeout,
    clearTimeout: ((id: number) => pending.delete(id)) as unknown as typeof clearTimeout,
    advance(ms: number) {
      now += ms
      for (const [id, timer] of [...pending]) {
        if (timer.due > now) continue
        pending.delete(id)
        timer.run()
      }
    },
    get waiting() {
      return pending.size
    },
  }
}

const servers: http.Server[] = []
afterEach(async () => {
  for (const server of servers) server.closeAllConnections()
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

/** A server whose handler, like Next waiting for a body, reads nothing until the body is whole. */
async function serverWithBodyLimit(timers: ReturnType<typeof manualTimers>) {
  let arrived: () => void = () => undefined
  const requestArrived = new Promise<void>((resolve) => (arrived = resolve))
  const server = http.createServer((request, response) => {
    limitBodyTime(request, response, BODY_TIMEOUT_MS, timers)
    arrived()
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => response.end(`got ${Buffer.concat(chunks).length} bytes`))
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as net.AddressInfo).port, requestArrived }
}

/** Opens a raw connection and sends `text`; resolves with everything the server sent once it closes the connection. */
function rawRequest(port: number, text: string) {
  const socket = net.connect(port, '127.0.0.1')
  let received = ''
  socket.on('data', (chunk) => (received += chunk))
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)))
  socket.write(text)
  return { closed, received: () => received }
}

describe('the time a body may take', () => {
  it('stops a body still trickling in after 30 seconds with a 408, and frees the connection', async () => {
    const timers = manualTimers()
    const { port, requestArrived } = await serverWithBodyLimit(timers)
    const client = rawRequest(port, 'POST /web-vitals HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{"na')
    await requestArrived
    expect(timers.waiting).toBe(1)
    timers.advance(BODY_TIMEOUT_MS - 1)
    expect(client.received()).toBe('')
    timers.advance(1)
    const answer = await client.closed
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
    expect(answer).toContain('Connection: close')
    expect(answer).toContain(SLOW_BODY_MESSAGE)
  })

  it('leaves a body that arrives in time to its handler', async () => {
    const timers = manualTimers()
    const { port } = await serverWithBodyLimit(timers)
    const client = rawRequest(port, 'POST /web-vitals HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello')
    const answer = await client.closed
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/)
    expect(answer).toContain('got 5 bytes')
    expect(timers.waiting).toBe(0)
  })

  it('keeps the long timeout only for multipart uploads to the upload addresses', () => {
    const multipart = 'multipart/form-data; boundary=x'
    expect(mayUploadSlowly('POST', '/v1/academicPage/addStudentApplication', multipart)).toBe(true)
    expect(mayUploadSlowly('POST', '/v1/applicationStatus/documents', multipart)).toBe(true)
    expect(mayUploadSlowly('POST', '/api/media', multipart)).toBe(true)
    expect(mayUploadSlowly('PATCH', '/api/videos/12', multipart)).toBe(true)
    expect(mayUploadSlowly('POST', '/v1/academicPage/addStudentApplication', 'application/json')).toBe(false)
    expect(mayUploadSlowly('POST', '/web-vitals', multipart)).toBe(false)
    expect(mayUploadSlowly('POST', '/v1/ContactUS/addInquiry', multipart)).toBe(false)
    expect(mayUploadSlowly('POST', '/api/users', multipart)).toBe(false)
    expect(mayUploadSlowly('POST', '/api/media/12/extra', multipart)).toBe(false)
    expect(mayUploadSlowly('POST', '/admin', multipart)).toBe(false)
  })
})

describe('connections per client network', () => {
  const socketFrom = (remoteAddress: string) => Object.assign(new EventEmitter(), { remoteAddress }) as unknown as net.Socket

  it('turns away one connection more than the cap from one address, and takes it again once one closes', () => {
    const cap = new ConnectionCap(3)
    const open = [socketFrom('203.0.113.7'), socketFrom('203.0.113.7'), socketFrom('::ffff:203.0.113.7')]
    for (const socket of open) expect(cap.admit(socket)).toBe(true)
    expect(cap.admit(socketFrom('203.0.113.7'))).toBe(false)
    expect(cap.admit(socketFrom('203.0.113.8'))).toBe(true)
    open[0]!.emit('close')
    expect(cap.admit(socketFrom('203.0.113.7'))).toBe(true)
  })

  it('counts an IPv6 /64 as one client, whatever addresses of it connect', () => {
    const cap = new ConnectionCap(2)
    expect(cap.admit(socketFrom('2001:db8:1:2::1'))).toBe(true)
    expect(cap.admit(socketFrom('2001:db8:1:2:aaaa:bbbb:cccc:dddd'))).toBe(true)
    expect(cap.admit(socketFrom('2001:0db8:0001:0002:ffff::9'))).toBe(false)
    expect(cap.admit(socketFrom('2001:db8:1:3::1'))).toBe(true)
  })

  it('reads CONNECTIONS_PER_CLIENT: unset is the default, 0 no cap, anything else a whole number', () => {
    expect(parseConnectionCap(undefined)).toBe(100)
    expect(parseConnectionCap('')).toBe(100)
    expect(parseConnectionCap('0')).toBe(0)
    expect(parseConnectionCap(' 250 ')).toBe(250)
    for (const bad of ['-1', '1.5', 'many', '1e3']) expect(parseConnectionCap(bad), bad).toBeNull()
  })
})
