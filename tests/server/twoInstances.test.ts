/**
 * Two instances of the site behind one address, as an operator runs them:
 * separate processes, ports and data folders sharing PostgreSQL, Redis and an
 * S3-compatible store (README, "Several instances"). Started together on an
 * empty database they prepare it once; a staff save through one shows on the
 * other's pages and /v1 within a second; a document an applicant sent through
 * one is opened by staff through the other; the form rate limit counts a
 * client's sends to both.
 */
import http from 'node:http'

import { createClient } from '@redis/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { richText } from '@/seed/richText'

import { validApplication, validInquiry } from '../fixtures/submissions'
import { pdfFile, pngFile } from '../fixtures/uploads'
import { ownPostgresDatabase, testDatabases } from '../support/databases'
import { testRedis } from '../support/redis'
import { startTestS3, type TestS3 } from '../support/s3'
import { runnerFreeEnv } from '../support/env'
import { withinASecond } from '../support/polling'
import { type Prepared, runPrepare, STAFF, startTestServer, type TestServer } from '../support/testServer'
import { xsrfToken } from '../support/xsrf'

const DEGREE_PAGE = '/degree/bsc-applied-accounting'
const DEGREE_ID = 18
/** The Redis database the two servers share, emptied before they start (the other Redis tests use 15). */
const SHARED_REDIS_DB = 14

const postgres = testDatabases().some((database) => database.name === 'postgres')
if (!postgres) console.warn('TEST_DATABASE_URL is not set: the two-instance test needs PostgreSQL and is skipped.')
const redis = await testRedis()

/** Runs the start-up's database preparation as `npm start` does, keeping what it printed. */
const prepare = (env: Record<string, string>) => runPrepare({ ...runnerFreeEnv(), NODE_ENV: 'production', ...env }, { captureOutput: true })

/** An inquiry from 127.0.0.2, a client of its own: the application test sends from 127.0.0.1. */
async function sendInquiry(baseURL: string, token: string): Promise<number> {
  const url = new URL('/v1/ContactUS/addInquiry', baseURL)
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent: false,
        localAddress: '127.0.0.2',
        headers: {
          'content-type': 'application/json',
          origin: baseURL,
          cookie: `XSRF-TOKEN=${token}`,
          'x-xsrf-token': token,
          'idempotency-key': crypto.randomUUID(),
        },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(JSON.stringify(validInquiry()))
  })
}

describe.skipIf(!postgres || !redis)('two instances sharing PostgreSQL and Redis', () => {
  let a: TestServer
  let b: TestServer
  let s3: TestS3
  let env: Record<string, string>
  let prepared: Prepared[]

  beforeAll(async () => {
    const databaseUrl = await ownPostgresDatabase('two_instances')
    const redisUrl = new URL(redis!.url)
    redisUrl.pathname = `/${SHARED_REDIS_DB}`
    const admin = createClient({ url: redisUrl.toString() })
    await admin.connect()
    await admin.flushDb()
    admin.destroy()
    s3 = await startTestS3('campus-two-instances')
    env = {
      ...s3.env,
      DATABASE_URL: databaseUrl!,
      REDIS_URL: redisUrl.toString(),
      // What every instance must share (README): the secret that signs staff sessions.
      PAYLOAD_SECRET: 'two-instance-test-secret-0123456789abcdef',
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      FORM_RATE_LIMIT: '4/600',
      TRUSTED_PROXY_HOPS: '0',
    }
    // Both start on the empty database at once, as two containers would.
    prepared = await Promise.all([prepare({ ...env, DATA_DIR: 'test-data/two-prepare-a' }), prepare({ ...env, DATA_DIR: 'test-data/two-prepare-b' })])
    a = await startTestServer('two-instances-a', { env })
    b = await startTestServer('two-instances-b', { env })
  }, 600_000)

  afterAll(async () => {
    a?.stop()
    b?.stop()
    await redis?.close()
    await s3?.close()
  })

  it('prepares the database once when both start together: migrations and demo content are not doubled', async () => {
    for (const run of prepared) expect(run.status, run.output).toBe(0)
    expect(prepared.filter((run) => run.output.includes('loading the demo content'))).toHaveLength(1)
    const degrees = (await (await fetch(`${b.baseURL}/v1/academicPage/getDegreeDetails`)).json()) as { data: { id: number }[] }
    const ids = degrees.data.map((degree) => degree.id)
    expect(ids).toContain(DEGREE_ID)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it("shows a save made through one instance on the other's page and /v1 within a second", async () => {
    const text = 'Revised through the first server for both.'
    // B holds both in the shared cache before the save (a render's copy is written just after its reply).
    await fetch(`${b.baseURL}/v1/academicPage/getDegreeDetails`)
    let cached = ''
    for (let tries = 0; tries < 20 && cached !== 'HIT'; tries += 1) {
      const page = await fetch(`${b.baseURL}${DEGREE_PAGE}`)
      expect(await page.text()).not.toContain(text)
      cached = page.headers.get('x-nextjs-cache') ?? ''
    }
    expect(cached).toBe('HIT')

    const login = await fetch(`${a.baseURL}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(STAFF) })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const save = await fetch(`${a.baseURL}/api/degrees/${DEGREE_ID}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ description: richText(text) }),
    })
    expect(save.status).toBe(200)
    const savedAt = Date.now()
    const onPage = await withinASecond(savedAt, async () => (await (await fetch(`${b.baseURL}${DEGREE_PAGE}`)).text()).includes(text))
    const inApi = await withinASecond(savedAt, async () => {
      const body = (await (await fetch(`${b.baseURL}/v1/academicPage/getDegreeDetails`)).json()) as { data: { id: number; description: string }[] }
      return body.data.find((degree) => degree.id === DEGREE_ID)?.description.includes(text) ?? false
    })
    expect(onPage).toBeLessThan(1000)
    expect(inApi).toBeLessThan(1000)
    // A staff session made on A is good on B: the secret is shared.
    const me = (await (await fetch(`${b.baseURL}/api/users/me`, { headers: { Authorization: `JWT ${token}` } })).json()) as { user: { email: string } | null }
    expect(me.user?.email).toBe(STAFF.email)
  })

  it('lets staff on one instance open a document an applicant sent through the other, and nobody else', async () => {
    const token = await xsrfToken(a.baseURL)
    const pdf = pdfFile()
    const form = new FormData()
    for (const [key, value] of Object.entries(validApplication({ full_name: 'Two Server Applicant' }))) form.append(key, value)
    form.append('nic', new Blob([new Uint8Array(pdf)]), 'nic.pdf')
    form.append('receipt', new Blob([new Uint8Array(await pngFile())]), 'receipt.png')
    const sent = await fetch(`${a.baseURL}/v1/academicPage/addStudentApplication`, {
      method: 'POST',
      body: form,
      headers: { origin: a.baseURL, cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token, 'idempotency-key': crypto.randomUUID() },
    })
    expect(sent.status).toBe(201)
    const { reference } = (await sent.json()) as { reference: string }

    const login = await fetch(`${b.baseURL}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(STAFF) })
    const auth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    const list = (await (await fetch(`${b.baseURL}/api/degree-applications?where[reference][equals]=${reference}`, { headers: auth })).json()) as {
      docs: { id: number; documents: { stored_name: string; original_filename: string }[] }[]
    }
    expect(list.docs).toHaveLength(1)
    const application = list.docs[0]!
    const nic = application.documents.find((document) => document.original_filename === 'nic.pdf')!
    // Kept in the shared store, not on A's disk.
    expect((await s3.keys()).some((key) => key.includes(nic.stored_name))).toBe(true)

    const address = `${b.baseURL}/staff-documents/${application.id}/${nic.stored_name}`
    expect((await fetch(address)).status).toBe(404)
    const document = await fetch(address, { headers: auth })
    expect(document.status).toBe(200)
    expect(Buffer.from(await document.arrayBuffer()).equals(pdf)).toBe(true)
  })

  it("counts one client's form sends to both instances against one limit", async () => {
    const token = await xsrfToken(a.baseURL)
    const statuses: number[] = []
    for (const server of [a, b, a, b, a, b]) statuses.push(await sendInquiry(server.baseURL, token))
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429])
  })
})
