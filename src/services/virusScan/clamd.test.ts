/**
 * The scanner against a fake clamd: a TCP server that speaks INSTREAM as
 * clamd does (`zINSTREAM\0`, chunks of a 4-byte big-endian length and data,
 * a zero length to end, then one reply ending in \0), and the once-a-minute
 * outage log on a clock the test moves.
 */
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { ClamdScanner, OUTAGE_LOG_INTERVAL_MS, OutageLog, ScannerUnavailable, warnIfUnscanned } from './clamd'

type Behaviour = 'verdict' | 'silent' | 'error'

type FakeClamd = { port: number; received: Buffer[]; commands: string[]; close: () => Promise<void> }

const MARKER = Buffer.from('pretend-this-is-malware')

/** Reads one INSTREAM session off `socket`; calls `done` with the streamed bytes once the zero-length chunk comes. */
function readInstream(socket: net.Socket, commands: string[], done: (data: Buffer) => void) {
  let buffer = Buffer.alloc(0)
  let commandRead = false
  const chunks: Buffer[] = []
  socket.on('data', (incoming: Buffer) => {
    buffer = Buffer.concat([buffer, incoming])
    if (!commandRead) {
      const end = buffer.indexOf(0)
      if (end < 0) return
      commands.push(buffer.subarray(0, end + 1).toString('latin1'))
      buffer = buffer.subarray(end + 1)
      commandRead = true
    }
    while (buffer.length >= 4) {
      const length = buffer.readUInt32BE(0)
      if (length === 0) return done(Buffer.concat(chunks))
      if (buffer.length < 4 + length) return
      chunks.push(buffer.subarray(4, 4 + length))
      buffer = buffer.subarray(4 + length)
    }
  })
}

async function fakeClamd(behaviour: Behaviour = 'verdict'): Promise<FakeClamd> {
  const received: Buffer[] = []
  const commands: string[] = []
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
    if (behaviour === 'silent') return void socket.resume()
    readInstream(socket, commands, (data) => {
      received.push(data)
      if (behaviour === 'error') socket.end('INSTREAM size limit exceeded. ERROR\0')
      else socket.end(data.includes(MARKER) ? 'stream: Eicar-Signature FOUND\0' : 'stream: OK\0')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    port,
    received,
    commands,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** A port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

const recordingLog = () => {
  const lines: string[] = []
  return { lines, log: { warn: (...parts: unknown[]) => void lines.push(parts.join(' ')) } }
}

const fakes: FakeClamd[] = []
afterEach(async () => {
  for (const fake of fakes.splice(0)) await fake.close()
})

async function started(behaviour?: Behaviour) {
  const fake = await fakeClamd(behaviour)
  fakes.push(fake)
  return fake
}

describe('ClamdScanner', () => {
  it('streams a file to clamd with INSTREAM and reports it clean', async () => {
    const fake = await started()
    const { log, lines } = recordingLog()
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-scan-test-'))
    const file = path.join(folder, 'clean.bin')
    // More than one chunk, to see them put back together in order.
    const content = Buffer.alloc(200 * 1024, 'a')
    content.write('first', 0)
    content.write('last', content.length - 4)
    fs.writeFileSync(file, content)

    const scanner = new ClamdScanner({ host: '127.0.0.1', port: fake.port }, { log })
    expect(await scanner.scan(file)).toEqual({ infected: false })
    expect(fake.commands).toEqual(['zINSTREAM\0'])
    expect(fake.received).toHaveLength(1)
    expect(fake.received[0]!.equals(content)).toBe(true)
    expect(lines).toEqual([])
    fs.rmSync(folder, { recursive: true, force: true })
  })

  it('reports what clamd found, in bytes as in a file, and logs the signature without the file', async () => {
    const fake = await started()
    const { log, lines } = recordingLog()
    const scanner = new ClamdScanner({ host: '127.0.0.1', port: fake.port }, { log })
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7 '), MARKER, Buffer.alloc(100 * 1024)])
    expect(await scanner.scan(bytes)).toEqual({ infected: true, signature: 'Eicar-Signature' })
    expect(fake.received[0]!.equals(bytes)).toBe(true)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('found Eicar-Signature')
  })

  it('counts a refused connection as no verdict', async () => {
    const { log, lines } = recordingLog()
    const scanner = new ClamdScanner({ host: '127.0.0.1', port: await closedPort() }, { log })
    const error = await scanner.scan(Buffer.from('any file')).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ScannerUnavailable)
    expect((error as ScannerUnavailable).reason).toBe('ECONNREFUSED')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('did not answer (ECONNREFUSED)')
  })

  it('gives up on a clamd that takes the stream and never answers', async () => {
    const fake = await started('silent')
    const { log, lines } = recordingLog()
    const scanner = new ClamdScanner({ host: '127.0.0.1', port: fake.port }, { log, timeoutMs: 300 })
    const began = Date.now()
    const error = await scanner.scan(Buffer.from('any file')).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ScannerUnavailable)
    expect((error as ScannerUnavailable).reason).toBe('no answer in time')
    expect(Date.now() - began).toBeLessThan(5_000)
    expect(lines).toHaveLength(1)
  })

  it('counts an error from clamd (a stream over its StreamMaxLength) as no verdict, with clamd\'s words in the log', async () => {
    const fake = await started('error')
    const { log, lines } = recordingLog()
    const scanner = new ClamdScanner({ host: '127.0.0.1', port: fake.port }, { log })
    const error = await scanner.scan(Buffer.alloc(2048)).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ScannerUnavailable)
    expect(lines[0]).toContain('INSTREAM size limit exceeded')
  })

  it('says clamd is down once a minute however many scans fail, and once that it answers again', async () => {
    let now = 1_000_000
    const { log, lines } = recordingLog()
    const outage = new OutageLog(log, () => now)
    const down = new ClamdScanner({ host: '127.0.0.1', port: await closedPort() }, { log, outage })
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(down.scan(Buffer.from('file'))).rejects.toBeInstanceOf(ScannerUnavailable)
      now += 10_000
    }
    expect(lines).toHaveLength(1)
    now = 1_000_000 + OUTAGE_LOG_INTERVAL_MS
    await expect(down.scan(Buffer.from('file'))).rejects.toBeInstanceOf(ScannerUnavailable)
    expect(lines).toHaveLength(2)

    const fake = await started()
    const up = new ClamdScanner({ host: '127.0.0.1', port: fake.port }, { log, outage })
    expect(await up.scan(Buffer.from('file'))).toEqual({ infected: false })
    expect(await up.scan(Buffer.from('file'))).toEqual({ infected: false })
    expect(lines).toHaveLength(3)
    expect(lines[2]).toContain('answers again')
  })
})

describe('OutageLog', () => {
  it('writes at most one line per interval, by the clock it is given', () => {
    let now = 0
    const { log, lines } = recordingLog()
    const outage = new OutageLog(log, () => now)
    outage.failed('ECONNREFUSED')
    now = OUTAGE_LOG_INTERVAL_MS - 1
    outage.failed('ECONNREFUSED')
    expect(lines).toHaveLength(1)
    now = OUTAGE_LOG_INTERVAL_MS
    outage.failed('no answer in time')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain('no answer in time')
  })

  it('keeps to the interval while clamd comes and goes, and never says it answers again without having said it was down', () => {
    let now = 0
    const { log, lines } = recordingLog()
    const outage = new OutageLog(log, () => now)
    outage.answered()
    expect(lines).toEqual([])
    outage.failed('ECONNREFUSED')
    outage.answered()
    now = 1_000
    outage.failed('ECONNREFUSED')
    outage.answered()
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain('answers again')
  })
})

describe('warnIfUnscanned', () => {
  it('warns when no clamd is configured, naming the variable, and says nothing when one is', () => {
    const { log, lines } = recordingLog()
    warnIfUnscanned(undefined, log)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^CLAMD_HOST is not set: uploaded files .* are stored without a virus scan\./)
    warnIfUnscanned({ host: '127.0.0.1', port: 3310 }, log)
    expect(lines).toHaveLength(1)
  })
})
