import http from 'node:http'
import net from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { parseShutdownGrace } from '@/server/serverSettings.mjs'

import { Drain } from './shutdown.mjs'

/** Timers that run only when the test says so. */
function manualTimers() {
  const pending: (() => void)[] = []
  return {
    setTimeout: ((run: () => void) => {
      pending.push(run)
      return { unref: () => undefined }
    }) as unknown as typeof setTimeout,
    fireAll: () => pending.splice(0).forEach((run) => run()),
  }
}

const servers: http.Server[] = []
afterEach(async () => {
  for (const server of servers) server.closeAllConnections()
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(() => resolve(undefined)))))
})

/**
 * A server like the site's: every request tracked, refused while stopping,
 * and `/slow` held until the test lets it finish.
 */
async function drainingServer() {
  const exits: number[] = []
  const timers = manualTimers()
  let finishSlow: () => void = () => undefined
  let slowArrived: () => void = () => undefined
  const arrived = new Promise<void>((resolve) => (slowArrived = resolve))
  const server = http.createServer((request, response) => {
    drain.track(response)
    if (drain.refuse(new URL(request.url ?? '/', 'http://x').pathname, response)) return
    if (request.url === '/slow') {
      slowArrived()
      finishSlow = () => response.end('stored whole')
      return
    }
    response.end('ok')
  })
  const drain = new Drain(server, { graceMs: 30_000, exit: (code) => exits.push(code), timers })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  return { drain, exits, timers, port, arrived, finish: () => finishSlow() }
}

function get(port: number, path: string, agent?: http.Agent): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = ''
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }))
      })
      .on('error', reject)
  })
}

describe('stopping the server', () => {
  it('lets a request in flight finish, refuses new connections, and exits 0 once it is done', async () => {
    const site = await drainingServer()
    const inFlight = get(site.port, '/slow')
    await site.arrived
    site.drain.begin('SIGTERM')
    await expect(get(site.port, '/readyz')).rejects.toThrow(/ECONNREFUSED/)
    expect(site.exits).toEqual([])
    site.finish()
    const answer = await inFlight
    expect(answer).toEqual({ status: 200, body: 'stored whole', connection: 'close' })
    await new Promise((resolve) => setImmediate(resolve))
    expect(site.exits).toEqual([0])
  })

  it('serves a request handled after the signal (it came on a connection already open) and closes that connection; /readyz says 503', async () => {
    const site = await drainingServer()
    // As for a request a proxy sent on its kept-alive connection as the signal came: the drain has begun.
    site.drain.draining = true
    expect(await get(site.port, '/about-us')).toEqual({ status: 200, body: 'ok', connection: 'close' })
    expect(await get(site.port, '/readyz')).toMatchObject({ status: 503, body: '{"status":"shutting down"}', connection: 'close' })
  })

  it('answers /readyz 503 in JSON while it stops, and nothing else', () => {
    const drain = new Drain(http.createServer(), { graceMs: 1_000, exit: () => undefined })
    const answers: { status: number; headers: Record<string, string>; body: string }[] = []
    const response = () => {
      const answer = { status: 0, headers: {} as Record<string, string>, body: '' }
      answers.push(answer)
      return {
        set statusCode(value: number) {
          answer.status = value
        },
        setHeader: (name: string, value: string) => (answer.headers[name.toLowerCase()] = value),
        end: (body: string) => (answer.body = body),
      } as unknown as http.ServerResponse
    }
    expect(drain.refuse('/readyz', response())).toBe(false)
    drain.draining = true
    expect(drain.refuse('/readyz', response())).toBe(true)
    expect(drain.refuse('/about-us', response())).toBe(false)
    expect(drain.refuse('/v1/ContactUS/addInquiry', response())).toBe(false)
    expect(answers[1]).toMatchObject({ status: 503, body: '{"status":"shutting down"}' })
    expect(answers[1]!.headers['cache-control']).toBe('no-store')
  })

  it('stops with 1 when the grace is over before the requests are done', async () => {
    const site = await drainingServer()
    void get(site.port, '/slow').catch(() => undefined)
    await site.arrived
    site.drain.begin('SIGTERM')
    site.timers.fireAll()
    expect(site.exits).toEqual([1])
  })

  it('stops with 1 at once on a second signal', async () => {
    const site = await drainingServer()
    void get(site.port, '/slow').catch(() => undefined)
    await site.arrived
    site.drain.begin('SIGTERM')
    site.drain.begin('SIGTERM')
    expect(site.exits).toEqual([1])
  })

  it('closes idle keep-alive connections at once, so they hold nothing up', async () => {
    const site = await drainingServer()
    const agent = new http.Agent({ keepAlive: true })
    expect((await get(site.port, '/', agent)).status).toBe(200)
    site.drain.begin('SIGTERM')
    await new Promise((resolve) => setImmediate(resolve))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(site.exits).toEqual([0])
    agent.destroy()
  })

  it('reads SHUTDOWN_GRACE_S: whole seconds, unset for 30', () => {
    expect(parseShutdownGrace(undefined)).toBe(30)
    expect(parseShutdownGrace('')).toBe(30)
    expect(parseShutdownGrace('120')).toBe(120)
    expect(parseShutdownGrace('0')).toBe(0)
    for (const bad of ['-1', '2.5', 'soon']) expect(parseShutdownGrace(bad), bad).toBeNull()
  })
})
