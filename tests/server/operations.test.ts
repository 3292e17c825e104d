/**
 * The site as an operator runs it, on a server of its own: the health
 * addresses, the JSON log (one line per request with its id, never a
 * visitor's personal data, a caller's mistake not logged as an error), and a
 * SIGTERM during an upload: the application is stored whole and answered,
 * nothing new is taken, and the process exits 0.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { TEST_DATA_ROOT } from '../support/databases'
import { validApplication, validInquiry } from '../fixtures/submissions'
import { largePdfFile, pdfFile } from '../fixtures/uploads'
import { formHeaders, xsrfToken } from '../support/formHeaders'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let baseURL = ''

beforeAll(async () => {
  server = await startTestServer('operations', { captureOutput: true, env: { SHUTDOWN_GRACE_S: '120' } })
  baseURL = server.baseURL
})

afterAll(() => server?.stop())

/** What the test applicants send that must never reach a log line. */
const PERSONAL = {
  names: ['Kasun Logscan Perera', 'Tharindu Logscan'],
  nics: ['200407501234', '199012345678'],
  emails: ['kasun.perera@example.com', 'tharindu.logscan@example.com'],
  phones: ['+94 71-234 5678', '712345678', '0771234567'],
  files: ['kasun-nic-scan.pdf', 'kasun-receipt-photo.pdf', 'tharindu-extra.pdf', 'big-certificate-scan.pdf'],
}

function applicationForm(files: { field: string; name: string; data: Buffer }[]) {
  const form = new FormData()
  for (const [key, value] of Object.entries(validApplication({ full_name: PERSONAL.names[0]! }))) form.append(key, value)
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.data)]), file.name)
  return form
}

describe('health addresses', () => {
  it('/healthz answers while the process runs, never from a cache', async () => {
    const response = await fetch(`${baseURL}/healthz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('/readyz checks the database and its migrations', async () => {
    const response = await fetch(`${baseURL}/readyz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('are not in the sitemap', async () => {
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text()
    expect(sitemap).toContain('<urlset')
    expect(sitemap).not.toMatch(/healthz|readyz/)
  })
})

describe('the request log', () => {
  it('gives every response an X-Request-Id, made here when no proxy is trusted', async () => {
    const first = await fetch(`${baseURL}/about-us`, { headers: { 'x-request-id': 'forged-by-the-client' } })
    const id = first.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const second = await fetch(`${baseURL}/about-us`)
    expect(second.headers.get('x-request-id')).not.toBe(id)
  })

  it('takes the forms, lookups and mistakes the suite makes, and then holds none of the senders\' data', async () => {
    const site = { origin: baseURL, token: await xsrfToken(baseURL) }
    const application = await fetch(`${baseURL}/v1/academicPage/addStudentApplication`, {
      method: 'POST',
      headers: formHeaders({}, site),
      body: applicationForm([
        { field: 'nic', name: PERSONAL.files[0]!, data: pdfFile() },
        { field: 'receipt', name: PERSONAL.files[1]!, data: pdfFile() },
      ]),
    })
    expect(application.status).toBe(201)
    const { reference } = (await application.json()) as { reference: string }
    // Refused: a file that is no document, named after the applicant.
    const refused = await fetch(`${baseURL}/v1/academicPage/addStudentApplication`, {
      method: 'POST',
      headers: formHeaders({}, site),
      body: applicationForm([{ field: 'nic', name: PERSONAL.files[2]!, data: Buffer.from('not a pdf at all') }]),
    })
    expect(refused.status).toBe(400)
    for (const body of [validInquiry({ first_name: 'Tharindu', surname: 'Logscan', email: PERSONAL.emails[1], contact_no: PERSONAL.phones[2] }), validInquiry({ email: 'not-an-address', message: PERSONAL.nics[1] })]) {
      const inquiry = await fetch(`${baseURL}/v1/ContactUS/addInquiry`, { method: 'POST', headers: { 'content-type': 'application/json', ...formHeaders({}, site) }, body: JSON.stringify(body) })
      expect([201, 400]).toContain(inquiry.status)
    }
    for (const nic of [PERSONAL.nics[0]!, PERSONAL.nics[1]!]) {
      const lookup = await fetch(`${baseURL}/v1/applicationStatus/lookup`, { method: 'POST', headers: { 'content-type': 'application/json', ...formHeaders({}, site) }, body: JSON.stringify({ reference, nic }) })
      expect([200, 404]).toContain(lookup.status)
    }
    // A caller's mistakes: a wrong password (401), a record that is not there (404), a refused query (400).
    expect((await fetch(`${baseURL}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: PERSONAL.emails[0], password: 'wrong-password-123' }) })).status).toBe(401)
    expect((await fetch(`${baseURL}/api/degrees/987654`)).status).toBe(404)
    expect((await fetch(`${baseURL}/api/media?where[createdAt][greater_than]=notadate`)).status).toBe(400)
    expect((await fetch(`${baseURL}/about-us?email=${encodeURIComponent(PERSONAL.emails[0]!)}&nic=${PERSONAL.nics[0]}`)).status).toBe(200)

    const lines = server.output().split('\n').filter(Boolean)
    const parsed = lines.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>
      } catch {
        throw new Error(`A log line is not JSON: ${line.slice(0, 200)}`)
      }
    })
    const requests = parsed.filter((line) => line.msg === 'request')
    expect(requests.length).toBeGreaterThan(10)
    for (const line of requests) expect(line).toMatchObject({ level: 'info', reqId: expect.any(String), method: expect.any(String), path: expect.stringMatching(/^\//), status: expect.any(Number), ms: expect.any(Number), bytes: expect.any(Number) })
    expect(requests.some((line) => line.path === '/healthz' || line.path === '/readyz')).toBe(false)
    expect(requests.find((line) => line.path === '/v1/academicPage/addStudentApplication')).toMatchObject({ method: 'POST', status: 201 })
    const serving = parsed.slice(parsed.findIndex((line) => line.event === 'start') + 1)
    // Everything written while serving belongs to a request, or is an event of the server's own (start-up, shutdown).
    for (const line of serving.filter((entry) => !entry.event)) expect(line.reqId, JSON.stringify(line).slice(0, 200)).toEqual(expect.any(String))
    expect(parsed.filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([])
    const log = server.output()
    for (const value of [...PERSONAL.names, ...PERSONAL.nics, ...PERSONAL.emails, ...PERSONAL.phones, ...PERSONAL.files, 'Logscan']) {
      expect(log.includes(value), `the log holds ${value}`).toBe(false)
    }
  })
})

/** Sends a chunked body that never ends to `path`; resolves with the status of the answer. */
async function endlessBody(path: string) {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= 64 * 1024 * 1024) return controller.close()
      sent += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  const response = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit)
  await response.text()
  return response.status
}

/** Sends half a declared body and drops the connection. */
function droppedMidBody(path: string) {
  return new Promise<void>((resolve) => {
    const request = http.request(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': 100_000 } })
    request.on('error', () => resolve())
    request.write('{"email":"', () => setTimeout(() => request.destroy(), 200))
    request.on('close', () => resolve())
  })
}

describe('bodies cut short', () => {
  it('an over-limit body is answered 413 and a dropped one logged as aborted, with no error in the log', async () => {
    const before = server.output().length
    for (const path of ['/api/users/login', '/api/graphql', '/api/degrees', '/api/users/login']) expect(await endlessBody(path)).toBe(413)
    await droppedMidBody('/api/users/login')
    let lines: Record<string, unknown>[] = []
    for (let tries = 0; tries < 50; tries++) {
      lines = server.output().slice(before).split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>)
      if (lines.some((line) => line.aborted)) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(lines.filter((line) => line.msg === 'request' && line.status === 413)).toHaveLength(4)
    expect(lines.find((line) => line.aborted)).toMatchObject({ method: 'POST', path: '/api/users/login', bytes: expect.any(Number) })
    expect(lines.filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([])
  })
})

describe('a SIGTERM during an upload', () => {
  it('stores the application whole and answers it, takes nothing new, and exits 0', async () => {
    const site = { origin: baseURL, token: await xsrfToken(baseURL) }
    const form = applicationForm([
      { field: 'nic', name: PERSONAL.files[3]!, data: largePdfFile(9.5) },
      { field: 'a/l_certificate', name: 'second-scan.pdf', data: largePdfFile(9.5) },
      { field: 'receipt', name: 'receipt.pdf', data: pdfFile() },
    ])
    const encoded = new Response(form)
    const body = Buffer.from(await encoded.arrayBuffer())
    expect(body.length).toBeGreaterThan(19 * 1024 * 1024)
    const { port } = new URL(baseURL)
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: '/v1/academicPage/addStudentApplication', headers: { ...formHeaders({}, site), 'content-type': encoded.headers.get('content-type')!, 'content-length': body.length } },
        (response) => {
          let text = ''
          response.on('data', (chunk) => (text += chunk))
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
        },
      )
      request.on('error', reject)
      // Sent as a slow link sends it, 256 KB at a time: over 10 seconds after the signal, which the server once gave every request.
      let at = 0
      const sendMore = () => {
        if (at === 2 * 1024 * 1024) server.stop()
        if (at >= body.length) return request.end()
        const chunk = body.subarray(at, at + 256 * 1024)
        at += chunk.length
        request.write(chunk, () => setTimeout(sendMore, 150))
      }
      sendMore()
    })
    // Once the signal has come, a new connection is refused.
    const stopped = await new Promise<boolean>((resolve) => {
      const probe = () =>
        fetch(`${baseURL}/healthz`)
          .then(() => setTimeout(probe, 20))
          .catch(() => resolve(true))
      probe()
    })
    expect(stopped).toBe(true)
    const reply = await answer
    expect(reply.status).toBe(201)
    const { reference } = JSON.parse(reply.body) as { reference: string }
    expect(await server.exited).toBe(0)

    const database = createClient({ url: `file:${path.join(TEST_DATA_ROOT, 'operations', 'campus.db')}` })
    const row = await database.execute({ sql: 'select id from degree_applications where reference = ?', args: [reference] })
    expect(row.rows).toHaveLength(1)
    const documents = await database.execute({ sql: 'select stored_name, size from degree_applications_documents where _parent_id = ?', args: [Number(row.rows[0]!.id)] })
    expect(documents.rows).toHaveLength(3)
    for (const document of documents.rows) {
      expect(fs.statSync(path.join(TEST_DATA_ROOT, 'operations', 'private', 'applications', String(document.stored_name))).size).toBe(Number(document.size))
    }
    database.close()
    const log = server.output()
    expect(log).toContain('"event":"shutdown"')
    expect(log.includes(PERSONAL.files[3]!)).toBe(false)
  })
})
