/**
 * One client network holds at most CONNECTIONS_PER_CLIENT connections to the
 * site's server at once (100 by default): one more is answered 429 and
 * closed before anything is read, and a place comes free when a connection
 * closes. (The body time limit is tested beside its code, with a clock.)
 */
import net from 'node:net'

import { afterAll, describe, expect, inject, it } from 'vitest'

import { DEFAULT_CONNECTIONS_PER_CLIENT } from '@/server/serverSettings.mjs'

const { hostname, port } = new URL(inject('baseURL'))
const opened: net.Socket[] = []

afterAll(() => {
  for (const socket of opened) socket.destroy()
})

function connect(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => resolve(socket))
    socket.once('error', reject)
    opened.push(socket)
  })
}

/** Sends a plain GET on a new connection; resolves with the first line of the answer. */
async function statusLine(): Promise<string> {
  const socket = await connect()
  return new Promise((resolve) => {
    let received = ''
    socket.on('data', (chunk) => {
      received += chunk
      if (received.includes('\r\n\r\n')) {
        socket.destroy()
        resolve(received.split('\r\n', 1)[0]!)
      }
    })
    socket.on('close', () => resolve(received.split('\r\n', 1)[0] ?? ''))
    socket.write(`GET /robots.txt HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`)
  })
}

describe('connections from one client network', () => {
  it(`turns away one more than ${DEFAULT_CONNECTIONS_PER_CLIENT} open at once with a 429, and takes a new one once some close`, async () => {
    const held = await Promise.all(Array.from({ length: DEFAULT_CONNECTIONS_PER_CLIENT }, connect))
    expect(await statusLine()).toBe('HTTP/1.1 429 Too Many Requests')
    for (const socket of held) socket.destroy()
    // The server counts a connection off when it sees it close; the next connection after that is served.
    let answer = ''
    for (let attempt = 0; attempt < 50 && !answer.endsWith('200 OK'); attempt += 1) answer = await statusLine()
    expect(answer).toBe('HTTP/1.1 200 OK')
  })
})
