/**
 * The built site over HTTP: the /v1 API answers JSON through Next's routing,
 * the back office is served, staff edits reach the API at once, anonymous
 * visitors cannot write, and a second start keeps the data.
 */
import { spawn } from 'node:child_process'

import path from 'node:path'

import { createClient } from '@libsql/client'
import { describe, expect, inject, it } from 'vitest'

import { richText } from '@/sides/seed/richText'
import { APPLIED_ACCOUNTING } from '@/sides/seed/demoValues'

import { STAFF } from '../support/testServer'

const baseURL = inject('baseURL')

async function json(path: string, init?: RequestInit) {
  const response = await fetch(`${baseURL}${path}`, init)
  return { response, body: (await response.json()) as Record<string, unknown> }
}

async function signIn(): Promise<string> {
  const { response, body } = await json('/api/users/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(STAFF),
  })
  expect(response.status).toBe(200)
  return body.token as string
}

describe('the /v1 API through the server', () => {
  it('answers a known path with JSON', async () => {
    const { response, body } = await json('/v1/academicPage/getDegreePrograms')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(body.success).toBe(true)
  })

  it.each(['/v1/not/a/route', '/v1', '/v1/'])('answers %s with a JSON 404, never an HTML page', async (path) => {
    const { response, body } = await json(path)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(body.success).toBe(false)
    expect(typeof body.message).toBe('string')
  })

  it('downloads a publication as publication.pdf', async () => {
    const { body } = await json('/v1/researchandstudentlife/getResearchPublications')
    const [first] = body.data as { id: number }[]
    const response = await fetch(`${baseURL}/v1/researchandstudentlife/downloadResearchFile/${first?.id}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="publication.pdf"')
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('serves documents under their readable names, and only existing ones', async () => {
    const { body } = await json('/v1/galleryAndNews/getCQA')
    const [item] = body.data as { files: string[] }[]
    const url = item?.files[0] as string
    expect(url).toMatch(/^\/documents\/\d+\/.+\.pdf$/)
    const response = await fetch(`${baseURL}${url}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-')
    expect((await fetch(`${baseURL}/documents/999999/missing.pdf`)).status).toBe(404)
    expect((await fetch(`${baseURL}/documents/abc/missing.pdf`)).status).toBe(404)
  })

  it('serves the uploaded images the replies point to', async () => {
    const { body } = await json('/v1/homePage/homePage/getSliderManagement')
    const [slide] = body.data as { image_url: string }[]
    const response = await fetch(`${baseURL}${slide?.image_url}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\//)
  })
})

describe('the back office', () => {
  it('serves /admin', async () => {
    const response = await fetch(`${baseURL}/admin`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<html')
  })

  it('refuses anonymous writes and keeps staff accounts private', async () => {
    const write = await fetch(`${baseURL}/api/degrees/${APPLIED_ACCOUNTING.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ program_name: 'Changed by a stranger' }),
    })
    expect(write.status).toBe(403)
    const users = await fetch(`${baseURL}/api/users`)
    expect(users.status).toBe(403)
    const { body } = await json('/v1/academicPage/getDegreePrograms')
    expect((body.data as { id: number; program_name: string }[]).find((degree) => degree.id === APPLIED_ACCOUNTING.id)?.program_name).toBe(
      APPLIED_ACCOUNTING.program_name,
    )
  })

  it("shows a staff member's edit of a degree in the /v1 reply within a second", async () => {
    const before = await json('/v1/academicPage/getDegreeDetails')
    const degree = (before.body.data as { id: number; description: string }[]).find((item) => item.id === 18)
    expect(degree?.description).not.toContain('Edited by the admissions office')
    // read twice so the reply is served from the cache before the edit
    await json('/v1/academicPage/getDegreeDetails')

    const token = await signIn()
    const edit = await fetch(`${baseURL}/api/degrees/${APPLIED_ACCOUNTING.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ description: richText('Edited by the admissions office for the 2026 intake.') }),
    })
    expect(edit.status).toBe(200)

    const editedAt = Date.now()
    let description = ''
    while (Date.now() - editedAt < 1000) {
      const after = await json('/v1/academicPage/getDegreeDetails')
      description = (after.body.data as { id: number; description: string }[]).find((item) => item.id === 18)?.description ?? ''
      if (description.includes('Edited by the admissions office')) break
    }
    expect(description).toBe('<p>Edited by the admissions office for the 2026 intake.</p>')
  })

  it('serves /v1 replies from the cache: a change behind the back office is not seen until a save', async () => {
    const env = inject('serverEnv')
    await json('/v1/Careers/getJobListing')
    const db = createClient({ url: `file:${path.join(env.DATA_DIR as string, 'campus.db')}` })
    // A job's title is translated: its English text is in the English row of jobs_locales.
    await db.execute("UPDATE jobs_locales SET job_title = 'Changed outside the back office' WHERE _locale = 'en' AND _parent_id = (SELECT MIN(id) FROM jobs)")
    db.close()
    const cached = await json('/v1/Careers/getJobListing')
    expect((cached.body.data as { job_title: string }[]).map((job) => job.job_title)).not.toContain('Changed outside the back office')

    const token = await signIn()
    const jobs = cached.body.data as { id: number }[]
    const save = await fetch(`${baseURL}/api/jobs/${jobs[jobs.length - 1]?.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ platform_name: 'LinkedIn' }),
    })
    expect(save.status).toBe(200)
    const fresh = await json('/v1/Careers/getJobListing')
    expect((fresh.body.data as { job_title: string }[]).map((job) => job.job_title)).toContain('Changed outside the back office')
  })

  it('keeps the data when the database is prepared again (a second start)', async () => {
    const env = inject('serverEnv')
    // Run without blocking the test process: a blocked event loop keeps idle
    // keep-alive connections past the server's timeout, and the next request
    // would go out on a socket the server already closed.
    const again = await new Promise<{ status: number | null; stdout: string }>((resolve, reject) => {
      const child = spawn('node_modules/.bin/tsx', ['src/commands/prepare.ts'], { env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'inherit'] })
      let stdout = ''
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
      child.once('error', reject)
      child.once('close', (status) => resolve({ status, stdout }))
    })
    expect(again.status).toBe(0)
    expect(again.stdout).not.toContain('loading the demo content')
    // A start loads Payload in a process of its own: beside the suite's other parts, longer than the usual limit.
  }, 120_000)

  it('still has the edit after the second preparation', async () => {
    const { body } = await json('/v1/academicPage/getDegreeDetails')
    const degree = (body.data as { id: number; description: string }[]).find((item) => item.id === 18)
    expect(degree?.description).toContain('Edited by the admissions office')
    const degrees = (body.data as unknown[]).length
    expect(degrees).toBe(6)
  })
})
