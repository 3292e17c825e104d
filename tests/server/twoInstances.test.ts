/**
 * Two instances of the site behind one address, as an operator runs them:
 * separate processes, ports and data folders sharing PostgreSQL, Redis and an
 * S3-compatible store (docs/several-instances.md). Started together on an
 * empty database they prepare it once; a staff save through one shows on the
 * other's pages and /v1 within a second; a document an applicant sent through
 * one is opened by staff through the other; the form rate limit counts a
 * client's sends to both. A draft saved through one reaches neither, nor the
 * shared cache, before or after a restart, except as a signed-in staff
 * member's preview; publishing shows it on both within a second, and so does
 * restoring an older version; a scheduled publish is done once, by whichever
 * instance takes it first.
 */
import http from 'node:http'

import { createClient } from '@redis/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { richText } from '@/sides/seed/richText'

import { validApplication, validInquiry } from '../fixtures/submissions'
import { pdfFile, pngFile } from '../fixtures/uploads'
import { ownPostgresDatabase, testDatabases } from '../support/databases'
import { testRedis } from '../support/redis'
import { startTestS3, type TestS3 } from '../support/s3'
import { messageIdOf, startTestSmtp, type TestSmtp } from '../support/smtp'
import { runnerFreeEnv } from '../support/env'
import { formHeaders, siteFormHeaders, xsrfToken } from '../support/formHeaders'
import { withinASecond } from '../support/polling'
import { type Prepared, runPrepare, STAFF, startTestServer, type TestServer } from '../support/testServer'

const DEGREE_PAGE = '/degree/bsc-applied-accounting'
const DEGREE_ID = 18
/** The Redis database the two servers share, emptied before they start (the other Redis tests use 15). */
const SHARED_REDIS_DB = 14

const postgres = testDatabases().some((database) => database.name === 'postgres')
if (!postgres) console.warn('TEST_DATABASE_URL is not set: the two-instance test needs PostgreSQL and is skipped.')
const redis = await testRedis()

/** Runs the start-up's database preparation as `npm start` does, keeping what it printed. */
const prepare = (env: Record<string, string>) => runPrepare({ ...runnerFreeEnv(), NODE_ENV: 'production', ...env }, { captureOutput: true })

/** An inquiry from 127.0.0.2 (or `from`), a client of its own: the application test sends from 127.0.0.1. */
async function sendInquiry(baseURL: string, token: string, inquiry = validInquiry(), from = '127.0.0.2'): Promise<number> {
  const url = new URL('/v1/ContactUS/addInquiry', baseURL)
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent: false,
        localAddress: from,
        headers: formHeaders({ 'content-type': 'application/json' }, { origin: baseURL, token }),
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(JSON.stringify(inquiry))
  })
}

describe.skipIf(!postgres || !redis)('two instances sharing PostgreSQL and Redis', () => {
  let a: TestServer
  let b: TestServer
  let s3: TestS3
  let smtp: TestSmtp
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
    smtp = await startTestSmtp()
    env = {
      ...s3.env,
      SMTP_URL: smtp.url,
      DATABASE_URL: databaseUrl!,
      REDIS_URL: redisUrl.toString(),
      // What every instance must share (docs/several-instances.md): the secret that signs staff sessions.
      PAYLOAD_SECRET: 'two-instance-test-secret-0123456789abcdef',
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      FORM_RATE_LIMIT: '4/600',
      TRUSTED_PROXY_HOPS: '0',
    }
    // Both start on the empty database at once, as two containers would.
    prepared = await Promise.all([prepare({ ...env, DATA_DIR: 'test-data/two-prepare-a' }), prepare({ ...env, DATA_DIR: 'test-data/two-prepare-b' })])
    a = await startTestServer('two-instances-a', { env, prepare: false })
    b = await startTestServer('two-instances-b', { env, prepare: false })
  }, 600_000)

  afterAll(async () => {
    a?.stop()
    b?.stop()
    await redis?.close()
    await s3?.close()
    await smtp?.close()
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
    // Both asked at once: each is about the same second after the save.
    const [onPage, inApi] = await Promise.all([
      withinASecond(savedAt, async () => (await (await fetch(`${b.baseURL}${DEGREE_PAGE}`)).text()).includes(text)),
      withinASecond(savedAt, async () => {
        const body = (await (await fetch(`${b.baseURL}/v1/academicPage/getDegreeDetails`)).json()) as { data: { id: number; description: string }[] }
        return body.data.find((degree) => degree.id === DEGREE_ID)?.description.includes(text) ?? false
      }),
    ])
    expect(onPage).toBeLessThan(1000)
    expect(inApi).toBeLessThan(1000)
    // A staff session made on A is good on B: the secret is shared.
    const me = (await (await fetch(`${b.baseURL}/api/users/me`, { headers: { Authorization: `JWT ${token}` } })).json()) as { user: { email: string } | null }
    expect(me.user?.email).toBe(STAFF.email)
  })

  it('lets staff on one instance open a document an applicant sent through the other, and nobody else', async () => {
    const pdf = pdfFile()
    const form = new FormData()
    for (const [key, value] of Object.entries(validApplication({ full_name: 'Two Server Applicant' }))) form.append(key, value)
    form.append('nic', new Blob([new Uint8Array(pdf)]), 'nic.pdf')
    form.append('receipt', new Blob([new Uint8Array(await pngFile())]), 'receipt.png')
    const sent = await fetch(`${a.baseURL}/v1/academicPage/addStudentApplication`, {
      method: 'POST',
      body: form,
      headers: await siteFormHeaders(a.baseURL),
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

  describe('drafts, preview and scheduled publishing', () => {
    const draftText = 'A draft nobody outside the office should read yet.'
    let token = ''
    const staffCookie = () => `payload-token=${token}`
    // A browser's own navigation, which is when Payload takes the staff cookie (a link from another site is not).
    const asBrowser = (cookie: string): Record<string, string> => (cookie ? { cookie, 'sec-fetch-site': 'same-origin' } : {})
    const pageText = async (server: TestServer, cookie = '') => (await fetch(`${server.baseURL}${DEGREE_PAGE}`, { headers: asBrowser(cookie) })).text()
    const apiText = async (server: TestServer, cookie = '') => (await fetch(`${server.baseURL}/v1/academicPage/getDegreeDetails`, { headers: asBrowser(cookie) })).text()

    beforeAll(async () => {
      const login = await fetch(`${a.baseURL}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(STAFF) })
      token = ((await login.json()) as { token: string }).token
    })

    /** Opens /preview on `server` with `cookie`; returns the draft-mode cookie it set, if any. */
    async function openPreview(server: TestServer, cookie: string, site = 'same-origin'): Promise<{ status: number; location: string | null; draftCookie: string }> {
      const headers: Record<string, string> = cookie ? { cookie, 'sec-fetch-site': site } : {}
      const reply = await fetch(`${server.baseURL}/preview?path=${encodeURIComponent(DEGREE_PAGE)}`, { headers, redirect: 'manual' })
      const draftCookie = reply.headers.getSetCookie().find((line) => line.startsWith('__prerender_bypass=')) ?? ''
      return { status: reply.status, location: reply.headers.get('location'), draftCookie: draftCookie.split(';')[0] ?? '' }
    }

    it('keeps a draft off both pages, /v1 and the shared cache, and shows it only in a staff preview', async () => {
      await pageText(b)
      const save = await fetch(`${a.baseURL}/api/degrees/${DEGREE_ID}?draft=true`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
        body: JSON.stringify({ description: richText(draftText), _status: 'draft' }),
      })
      expect(save.status).toBe(200)
      for (const server of [a, b]) {
        expect(await pageText(server)).not.toContain(draftText)
        expect(await apiText(server)).not.toContain(draftText)
        // A signed-in staff member who did not ask for a preview sees the published page too.
        expect(await pageText(server, staffCookie())).not.toContain(draftText)
      }

      // A visitor who follows a preview address is sent to the published page, and nothing is turned on.
      const visitor = await openPreview(b, '')
      expect(visitor.status).toBe(303)
      expect(visitor.location).toBe(DEGREE_PAGE)
      expect(visitor.draftCookie).toBe('')
      // Nor does a preview address followed from another site (a chat), even by a signed-in staff member.
      expect((await openPreview(b, staffCookie(), 'cross-site')).draftCookie).toBe('')

      const staff = await openPreview(b, staffCookie())
      expect(staff.status).toBe(303)
      expect(staff.draftCookie).not.toBe('')
      const preview = await fetch(`${b.baseURL}${DEGREE_PAGE}`, { headers: asBrowser(`${staffCookie()}; ${staff.draftCookie}`) })
      const html = await preview.text()
      expect(html).toContain(draftText)
      expect(html).toContain('this page shows unpublished changes')
      expect(preview.headers.get('cache-control')).toMatch(/private|no-store/)
      expect(preview.headers.get('cache-control')).not.toMatch(/s-maxage|public/)
      // /v1 never previews.
      expect(await apiText(b, `${staffCookie()}; ${staff.draftCookie}`)).not.toContain(draftText)
      // The preview's cookie without a staff session (copied into a chat) shows the published page.
      expect(await pageText(a, staff.draftCookie)).not.toContain(draftText)
      expect(await pageText(b, staff.draftCookie)).not.toContain(draftText)
      // Nor did the preview leave its copy in the shared cache.
      expect(await pageText(a)).not.toContain(draftText)
    })

    it('still keeps the draft off the pages after a restart', { timeout: 180_000 }, async () => {
      await b.kill('SIGTERM')
      b = await startTestServer('two-instances-b', { env, keepData: true })
      expect(await pageText(b)).not.toContain(draftText)
      expect(await apiText(b)).not.toContain(draftText)
    })

    it('shows the draft on both instances within a second of publishing it', async () => {
      const publish = await fetch(`${a.baseURL}/api/degrees/${DEGREE_ID}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
        body: JSON.stringify({ _status: 'published' }),
      })
      expect(publish.status).toBe(200)
      const publishedAt = Date.now()
      const shown = await Promise.all([
        withinASecond(publishedAt, async () => (await pageText(b)).includes(draftText)),
        withinASecond(publishedAt, async () => (await apiText(a)).includes(draftText)),
      ])
      for (const ms of shown) expect(ms).toBeLessThan(1000)
    })

    it('brings back an older version on both instances within a second of restoring it', async () => {
      const versions = (await (
        await fetch(`${a.baseURL}/api/degrees/versions?where[parent][equals]=${DEGREE_ID}&sort=-createdAt&limit=50&depth=0`, { headers: { Authorization: `JWT ${token}` } })
      ).json()) as { docs: { id: number; version: { description: unknown; _status: string } }[] }
      // The newest published version without the draft's text: the one before it.
      const older = versions.docs.find((version) => version.version._status === 'published' && !JSON.stringify(version.version.description).includes(draftText))
      expect(older).toBeDefined()
      const restore = await fetch(`${b.baseURL}/api/degrees/versions/${older!.id}`, { method: 'POST', headers: { Authorization: `JWT ${token}` } })
      expect(restore.status).toBe(200)
      const restoredAt = Date.now()
      const gone = await Promise.all([
        withinASecond(restoredAt, async () => !(await pageText(a)).includes(draftText)),
        withinASecond(restoredAt, async () => !(await apiText(b)).includes(draftText)),
      ])
      for (const ms of gone) expect(ms).toBeLessThan(1000)
    })

    it('runs a scheduled publish once, on whichever instance takes it, and both pages change', { timeout: 90_000 }, async () => {
      const title = 'A news item published at its set time'
      // Both instances hold the news page in the shared cache before the job runs.
      for (const server of [a, b]) expect(await (await fetch(`${server.baseURL}/gallery-and-news`)).text()).not.toContain(title)
      const created = await fetch(`${a.baseURL}/api/news?draft=true`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
        body: JSON.stringify({ title, description: 'It appears on its own.', date: new Date().toISOString(), _status: 'draft' }),
      })
      expect(created.status).toBe(201)
      const { doc } = (await created.json()) as { doc: { id: number } }
      // A scheduled publish names who set it: a job without a staff account is refused (src/records/publishing/configure.ts).
      const me = (await (await fetch(`${a.baseURL}/api/users/me`, { headers: { Authorization: `JWT ${token}` } })).json()) as { user: { id: number } }
      const pg = (await import('pg')).default
      const database = new pg.Client({ connectionString: env.DATABASE_URL })
      await database.connect()
      try {
        // Due now: queued as the back office's schedule drawer queues it, for both instances' runners to find.
        const job = await database.query(
          "INSERT INTO payload_jobs (input, task_slug, queue, wait_until, processing, has_error, total_tried) VALUES ($1, 'schedulePublish', 'default', now(), false, false, 0) RETURNING id",
          [JSON.stringify({ type: 'publish', doc: { relationTo: 'news', value: doc.id }, user: { relationTo: 'users', value: me.user.id } })],
        )
        const jobId = job.rows[0].id as number
        const onBoth = async () => {
          const [onA, onB] = await Promise.all([a, b].map(async (server) => (await fetch(`${server.baseURL}/gallery-and-news`)).text()))
          return onA!.includes(title) && onB!.includes(title)
        }
        // The runners look every fifteen seconds.
        const deadline = Date.now() + 60_000
        while (!(await onBoth()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500))
        expect(await onBoth()).toBe(true)
        const claims = await database.query('SELECT action FROM audit_log WHERE run_key = $1', [`schedule:${jobId}`])
        expect(claims.rows).toEqual([{ action: 'scheduled_publish' }])
        // Claimed once, and done once.
        const outcomes = await database.query("SELECT detail->>'outcome' AS outcome FROM audit_log WHERE action = 'scheduled_publish' AND (detail->>'job')::int = $1 ORDER BY id", [jobId])
        expect(outcomes.rows).toEqual([{ outcome: 'started' }, { outcome: 'done' }])
        const versions = await database.query("SELECT count(*)::int AS n FROM _news_v WHERE parent_id = $1 AND version__status = 'published'", [doc.id])
        expect(versions.rows[0].n).toBe(1)
      } finally {
        await database.end()
      }
    })
  })

  it("counts one client's form sends to both instances against one limit", async () => {
    const token = await xsrfToken(a.baseURL)
    const statuses: number[] = []
    for (const server of [a, b, a, b, a, b]) statuses.push(await sendInquiry(server.baseURL, token))
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429])
  })

  it('sends each mail of the shared outbox once, whichever instance wrote it and whichever takes it', async () => {
    const token = await xsrfToken(a.baseURL)
    const askers = [1, 2, 3, 4].map((n) => `asker${n}.${Date.now().toString(36)}@example.com`)
    // Each instance's pass after its own write also finds what the other one just wrote: they race for the same mail.
    const statuses = await Promise.all(askers.map((email, n) => sendInquiry((n % 2 ? b : a).baseURL, token, validInquiry({ email }), '127.0.0.3')))
    expect(statuses).toEqual([201, 201, 201, 201])
    for (const email of askers) expect(await smtp.arrived(email, 1, 15_000)).toBe(true)
    // Admissions' notices too, one per inquiry; then nothing more comes.
    const notices = () => smtp.mails.filter((mail) => askers.some((email) => mail.text.includes(email)) && !askers.some((email) => mail.to.includes(email)))
    await expect.poll(() => notices().length, { timeout: 15_000 }).toBe(askers.length)
    const all = smtp.mails.filter((mail) => askers.some((email) => mail.to.includes(email) || mail.text.includes(email)))
    expect(new Set(all.map(messageIdOf)).size).toBe(all.length)
    for (const email of askers) expect(smtp.to(email)).toHaveLength(1)
  })
})
