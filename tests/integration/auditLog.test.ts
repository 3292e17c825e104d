/**
 * The audit log (SQLite, and PostgreSQL when CI sets it): a staff download of
 * an applicant's document, a CSV export, a sign-in and a role change each
 * write one entry with who, what and from which address, holding no
 * applicant's personal data; and no entry can be changed or deleted, not even
 * by code that skips access checks.
 */
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as staffDocument } from '@/app/(staff)/staff-documents/[application]/[file]/route'
import { AUDIT_COLLECTION } from '@/services/audit/record'
import { DegreeApplications } from '@/model/collections/DegreeApplications'
import type { AuditLog } from '@/foundations/payload-types'
import { payloadClient } from '@/model/payloadClient'
import { PEER_HEADER } from '@/services/security/clientAddress'
import { CROSS_SITE_READ } from '@/server/staffReads.mjs'
import { addStudentApplication } from '@/sides/submissions/handlers'

import * as uploads from '../fixtures/uploads'
import { validApplication } from '../fixtures/submissions'
import { applicationRequest, freshDeps, ORIGIN, read } from '../support/formRequests'
import { createStaff, deleteStaff, staffToken, type StaffAccount } from '../support/staffAccounts'

let payload: Payload
const stamp = Date.now()
let officer: StaffAccount
let admin: StaffAccount
const APPLICANT = { full_name: `Audited Applicant ${stamp}`, nic: '200012345678', email_address: `audited.${stamp}@example.com` }

/** The entries written since `since`, newest first. */
async function entriesSince(since: string): Promise<AuditLog[]> {
  const { docs } = await payload.find({ collection: AUDIT_COLLECTION, where: { createdAt: { greater_than_equal: since } }, sort: '-createdAt', pagination: false, overrideAccess: true })
  return docs
}

beforeAll(async () => {
  payload = await payloadClient()
  // Made first: the first account of a database is always an administrator.
  admin = await createStaff(payload, 'admin')
  officer = await createStaff(payload, 'admissions')
})

afterAll(async () => {
  await deleteStaff(payload, officer, admin)
})

describe('what the audit log records', () => {
  it('a staff sign-in: the account and the address', async () => {
    const since = new Date().toISOString()
    const headers = new Headers({ [PEER_HEADER]: '203.0.113.7' })
    await staffToken(payload, officer, { headers } as Partial<PayloadRequest>)
    const [entry] = (await entriesSince(since)).filter((doc) => doc.action === 'sign_in')
    expect(entry).toMatchObject({ actor_name: officer.email, actor_role: 'admissions', address: '203.0.113.7', subject: `Account ${officer.email}` })
    expect(typeof entry?.actor === 'object' ? entry.actor?.id : entry?.actor).toBe(officer.id)
  })

  it("a download of an applicant's document: who, which application and document, from where; never the applicant's data", async () => {
    const { status, body } = await read(
      await addStudentApplication(applicationRequest(validApplication(APPLICANT), [{ field: 'nic', name: `${APPLICANT.full_name} NIC.pdf`, data: uploads.pdfFile() }]), freshDeps()),
    )
    expect(status).toBe(201)
    const application = (await payload.find({ collection: 'degree-applications', where: { reference: { equals: body.reference } }, overrideAccess: true, depth: 0 })).docs[0]!
    const storedName = application.documents![0]!.stored_name
    const token = await staffToken(payload, officer)

    const since = new Date().toISOString()
    const response = await staffDocument(
      new Request(`${ORIGIN}/staff-documents/${application.id}/${storedName}`, { headers: { Authorization: `JWT ${token}`, [PEER_HEADER]: '198.51.100.23' } }),
      { params: Promise.resolve({ application: String(application.id), file: storedName }) },
    )
    expect(response.status).toBe(200)
    await response.arrayBuffer()
    const downloads = (await entriesSince(since)).filter((doc) => doc.action === 'document_download')
    expect(downloads).toHaveLength(1)
    expect(downloads[0]).toMatchObject({
      actor_name: officer.email,
      actor_role: 'admissions',
      address: '198.51.100.23',
      subject: `Degree application ${body.reference}: nic`,
    })
    const written = JSON.stringify(downloads[0])
    for (const personal of Object.values(APPLICANT)) expect(written).not.toContain(personal)

    // A document that is not there is not a download: nothing recorded.
    const missing = await staffDocument(new Request(`${ORIGIN}/staff-documents/${application.id}/nothing.pdf`, { headers: { Authorization: `JWT ${token}` } }), {
      params: Promise.resolve({ application: String(application.id), file: 'nothing.pdf' }),
    })
    expect(missing.status).toBe(404)
    expect((await entriesSince(since)).filter((doc) => doc.action === 'document_download')).toHaveLength(1)
  })

  it('a CSV export: the list and how many records, not what was searched for', async () => {
    const endpoint = DegreeApplications.endpoints ? DegreeApplications.endpoints.find((entry) => entry.path === '/export') : undefined
    expect(endpoint).toBeDefined()
    const req = await createLocalReq({ user: officer }, payload)
    req.query = { search: APPLICANT.nic }
    const since = new Date().toISOString()
    const response = await endpoint!.handler(req)
    expect(response.status).toBe(200)
    const [entry, ...more] = (await entriesSince(since)).filter((doc) => doc.action === 'csv_export')
    expect(more).toEqual([])
    expect(entry).toMatchObject({ actor_name: officer.email, subject: 'degree-applications: 1 record', detail: { collection: 'degree-applications', records: 1, filtered: true } })
    expect(JSON.stringify(entry)).not.toContain(APPLICANT.nic)
  })

  it("a role change, by whom, and a new account's role; not an update that keeps the role", async () => {
    const req = await createLocalReq({ user: admin }, payload)
    const since = new Date().toISOString()
    const account = await createStaff(payload, 'editor', { req })
    await payload.update({ collection: 'users', id: account.id, data: { name: 'Role Change Renamed' }, req, overrideAccess: true })
    await payload.update({ collection: 'users', id: account.id, data: { role: 'admissions' }, req, overrideAccess: true })
    const changes = (await entriesSince(since)).filter((doc) => doc.action === 'role_change').reverse()
    expect(changes.map((doc) => [doc.actor_name, doc.subject])).toEqual([
      [admin.email, `Account ${account.email}: new account → Editor`],
      [admin.email, `Account ${account.email}: Editor → Admissions officer`],
    ])
    await deleteStaff(payload, account)
  })
})

describe('a staff read asked for by a page on another site', () => {
  /** What an image tag on a sibling subdomain sends: the staff cookie (Lax: the same site), Sec-Fetch-Site: same-site, no Origin. */
  const sibling = (token: string) => ({ Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-site' })

  it("is neither answered nor recorded: an applicant's document", async () => {
    const { status, body } = await read(await addStudentApplication(applicationRequest(validApplication(APPLICANT), [{ field: 'nic', name: 'nic.pdf', data: uploads.pdfFile() }]), freshDeps()))
    expect(status).toBe(201)
    const application = (await payload.find({ collection: 'degree-applications', where: { reference: { equals: body.reference } }, overrideAccess: true, depth: 0 })).docs[0]!
    const storedName = application.documents![0]!.stored_name
    const token = await staffToken(payload, officer)
    const open = (headers: Record<string, string>) =>
      staffDocument(new Request(`${ORIGIN}/staff-documents/${application.id}/${storedName}`, { headers }), { params: Promise.resolve({ application: String(application.id), file: storedName }) })

    const since = new Date().toISOString()
    const fromElsewhere: Record<string, string>[] = [
      sibling(token),
      { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'cross-site' },
      // A browser too old to send Sec-Fetch-Site still says where it came from.
      { Cookie: `payload-token=${token}`, Referer: 'http://news.campus.example/' },
    ]
    for (const headers of fromElsewhere) {
      const refused = await open(headers)
      expect(refused.status).toBe(403)
      expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(CROSS_SITE_READ)
    }
    expect((await entriesSince(since)).filter((doc) => doc.action === 'document_download')).toEqual([])

    // The same cookie from the back office's own page, or on a direct navigation, opens it.
    for (const fetchSite of ['same-origin', 'none']) {
      const response = await open({ Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': fetchSite })
      expect(response.status).toBe(200)
      await response.arrayBuffer()
    }
    expect((await entriesSince(since)).filter((doc) => doc.action === 'document_download')).toHaveLength(2)
  })

  it('is neither answered nor recorded: a CSV export', async () => {
    const endpoint = DegreeApplications.endpoints ? DegreeApplications.endpoints.find((entry) => entry.path === '/export') : undefined
    const req = await createLocalReq({ user: officer }, payload)
    req.headers = new Headers(sibling('a-token'))
    const since = new Date().toISOString()
    const response = await endpoint!.handler(req)
    expect(response.status).toBe(403)
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(CROSS_SITE_READ)
    expect((await entriesSince(since)).filter((doc) => doc.action === 'csv_export')).toEqual([])
  })
})

describe('an entry once written', () => {
  it('cannot be changed or deleted, even by code that skips access checks, and stays as it was', async () => {
    const [entry] = (await payload.find({ collection: AUDIT_COLLECTION, sort: '-createdAt', limit: 1, overrideAccess: true })).docs
    expect(entry).toBeDefined()
    await expect(payload.update({ collection: AUDIT_COLLECTION, id: entry!.id, data: { subject: 'rewritten' }, overrideAccess: true })).rejects.toThrow(
      'Audit log entries cannot be changed or deleted.',
    )
    await expect(payload.delete({ collection: AUDIT_COLLECTION, id: entry!.id, overrideAccess: true })).rejects.toThrow('Audit log entries cannot be changed or deleted.')
    const bulk = await payload.delete({ collection: AUDIT_COLLECTION, where: { id: { equals: entry!.id } }, overrideAccess: true })
    expect(bulk.docs).toEqual([])
    expect(bulk.errors.map((error) => error.message)).toEqual(['Audit log entries cannot be changed or deleted.'])
    expect(await payload.findByID({ collection: AUDIT_COLLECTION, id: entry!.id, overrideAccess: true })).toEqual(entry)
  })
})
