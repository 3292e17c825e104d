/**
 * The forms' write side through the real server: the XSRF cookie /form-token sets, a
 * multipart application streamed through Next's routing, limits over HTTP,
 * and who may see what arrived — anonymous visitors nothing through any route
 * (Payload's REST and GraphQL included), each staff role only its own.
 */
import { describe, expect, inject, it } from 'vitest'

import { validApplication, validInquiry } from '../fixtures/submissions'
import { pdfFile, pngFile } from '../fixtures/uploads'
import { formHeaders, xsrfToken as fetchXsrfToken } from '../support/formHeaders'
import { auth, createStaffOverHttp, signIn } from '../support/staff'
import { STAFF } from '../support/testServer'

const baseURL = inject('baseURL')

const xsrfToken = () => fetchXsrfToken(baseURL)

async function postApplication(token: string, name: string, files: { field: string; name: string; data: Buffer }[]) {
  const form = new FormData()
  for (const [key, value] of Object.entries(validApplication({ full_name: name }))) form.append(key, value)
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.data)]), file.name)
  const response = await fetch(`${baseURL}/v1/academicPage/addStudentApplication`, { method: 'POST', body: form, headers: formHeaders({}, { origin: baseURL, token }) })
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string; reference?: string } }
}

describe('form submissions through the server', () => {
  let reference = ''
  let applicationId = 0
  let storedName = ''
  const pdf = pdfFile()

  it('stores an application with documents streamed through the server, and only from the site itself', async () => {
    const token = await xsrfToken()
    const { status, body } = await postApplication(token, 'Server Applicant', [
      { field: 'nic', name: 'nic.pdf', data: pdf },
      { field: 'receipt', name: 'receipt.png', data: await pngFile() },
    ])
    expect(status).toBe(201)
    reference = body.reference!
    expect(body.message).toContain(reference)

    const crossSite = await fetch(`${baseURL}/v1/ContactUS/addInquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...formHeaders({ origin: 'https://elsewhere.example' }, { origin: baseURL, token }) },
      body: JSON.stringify(validInquiry()),
    })
    expect(crossSite.status).toBe(403)
    const noToken = await fetch(`${baseURL}/v1/ContactUS/addInquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL },
      body: JSON.stringify(validInquiry()),
    })
    expect(noToken.status).toBe(403)
  })

  it('refuses a file over the size limit over HTTP with its message', async () => {
    const token = await xsrfToken()
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)])
    const { status, body } = await postApplication(token, 'Too Big', [{ field: 'receipt', name: 'scan.pdf', data: big }])
    expect(status).toBe(413)
    expect(body.message).toBe('"scan.pdf" is larger than 10 MB. Please upload a smaller file.')
  })

  it('shows anonymous visitors nothing of what arrived, through any route', async () => {
    for (const collection of ['degree-applications', 'alumni-registrations', 'inquiries']) {
      expect((await fetch(`${baseURL}/api/${collection}`)).status).toBe(403)
      expect((await fetch(`${baseURL}/api/${collection}/1`)).status).toBe(403)
      expect((await fetch(`${baseURL}/api/${collection}/export`)).status).toBe(401)
    }
    const graphql = await fetch(`${baseURL}/api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ DegreeApplications { docs { full_name documents { stored_name } } } }' }),
    })
    const result = (await graphql.json()) as { data?: { DegreeApplications?: unknown }; errors?: unknown[] }
    expect(result.data?.DegreeApplications ?? null).toBeNull()
    expect(result.errors?.length).toBeGreaterThan(0)

    const settings = (await (await fetch(`${baseURL}/api/globals/site-settings`)).json()) as Record<string, unknown>
    expect(settings).not.toHaveProperty('notification_email')
  })

  it('lets an administrator open, list, search and export what arrived', async () => {
    const token = await signIn(baseURL, STAFF)
    const list = (await (await fetch(`${baseURL}/api/degree-applications?where[reference][equals]=${reference}`, { headers: auth(token) })).json()) as {
      docs: { id: number; documents: { stored_name: string; original_filename: string }[] }[]
    }
    expect(list.docs).toHaveLength(1)
    applicationId = list.docs[0]!.id
    storedName = list.docs[0]!.documents[0]!.stored_name

    const anonymous = await fetch(`${baseURL}/staff-documents/${applicationId}/${storedName}`)
    expect(anonymous.status).toBe(404)
    const document = await fetch(`${baseURL}/staff-documents/${applicationId}/${storedName}`, { headers: auth(token) })
    expect(document.status).toBe(200)
    expect(document.headers.get('content-type')).toBe('application/pdf')
    expect(document.headers.get('content-disposition')).toContain('filename="nic.pdf"')
    expect(Buffer.from(await document.arrayBuffer()).equals(pdf)).toBe(true)

    const csv = await fetch(`${baseURL}/api/degree-applications/export?search=Server%20Applicant`, { headers: auth(token) })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    const text = await csv.text()
    const [header, ...rows] = text.replace(/^\uFEFF/, '').trim().split(/\r?\n/)
    expect(header).toContain('reference')
    expect(header).not.toContain('idempotency_key')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toContain(reference)
  })

  it('shows each staff role only its own submissions', async () => {
    const admin = await signIn(baseURL, STAFF)
    const editor = (await createStaffOverHttp(baseURL, admin, 'editor')).token
    const alumniOffice = (await createStaffOverHttp(baseURL, admin, 'alumni')).token
    const admissions = (await createStaffOverHttp(baseURL, admin, 'admissions')).token

    const status = async (token: string, path: string) => (await fetch(`${baseURL}${path}`, { headers: auth(token) })).status
    expect(await status(editor, '/api/degree-applications')).toBe(403)
    expect(await status(editor, '/api/inquiries')).toBe(403)
    expect(await status(editor, '/api/alumni-registrations')).toBe(403)
    expect(await status(editor, `/staff-documents/${applicationId}/${storedName}`)).toBe(404)
    expect(await status(editor, '/api/degrees')).toBe(200)

    expect(await status(alumniOffice, '/api/alumni-registrations')).toBe(200)
    expect(await status(alumniOffice, '/api/degree-applications')).toBe(403)
    expect(await status(alumniOffice, `/staff-documents/${applicationId}/${storedName}`)).toBe(404)

    expect(await status(admissions, '/api/degree-applications')).toBe(200)
    expect(await status(admissions, '/api/inquiries')).toBe(200)
    expect(await status(admissions, '/api/alumni-registrations')).toBe(403)
    expect(await status(admissions, `/staff-documents/${applicationId}/${storedName}`)).toBe(200)

    // Nobody creates submissions through Payload's API, staff included.
    const create = await fetch(`${baseURL}/api/inquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth(admin) },
      body: JSON.stringify(validInquiry({ reference: 'INQ-FAKE' })),
    })
    expect(create.status).toBe(403)
  })
})
