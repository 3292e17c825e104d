/**
 * A person's request for a copy or an erasure (SQLite, and PostgreSQL when CI
 * sets it), answered by an administrator: the search shows whose each record
 * looks; the copy holds the records the administrator chose and their
 * documents, the person's own data and nobody else's (no staff notes, staff
 * as a role); after the erasure no table and no stored file holds the
 * person's NIC, e-mail, phone or name, the others are untouched (a brother
 * who gave the same e-mail address too), and each copy and erasure is one
 * audit log entry naming the references. A page on another site cannot have
 * the copy made with the administrator's cookie.
 */
import fs from 'node:fs'
import path from 'node:path'

import { createLocalReq, type Endpoint, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import yauzl from 'yauzl'

import { AUDIT_COLLECTION } from '@/services/audit/record'
import { CROSS_SITE_READ } from '@/server/staffReads.mjs'
import { getEnv } from '@/settings'
import { payloadClient } from '@/model/payloadClient'
import { personalDataEndpoints } from '@/model/staff/personalDataEndpoints'
import { addAlumniRegistration, addInquiry, addStudentApplication } from '@/sides/submissions/handlers'
import { documentsDir } from '@/services/applicantFiles/places'

import * as uploads from '../fixtures/uploads'
import { validAlumni, validApplication, validInquiry } from '../fixtures/submissions'
import { databaseHolds, filesHolding } from '../support/databaseScan'
import { applicationRequest, freshDeps, jsonRequest, read } from '../support/formRequests'
import { createStaff, deleteStaff, type StaffAccount } from '../support/staffAccounts'

let payload: Payload
const stamp = String(Date.now()).slice(-8)
/** The stamp in letters, for names (a name holds no digits). */
const word = [...stamp].map((digit) => 'abcdefghij'[Number(digit)]).join('')

/** The person who asks, and someone who shares nothing with them. */
const PERSON = { name: `Dilrukshi Erasable ${word}`, nic: `19${stamp}77`, email: `dilrukshi.${stamp}@example.com`, phone: `71${stamp.slice(-7)}` }
const OTHER = { name: `Kamal Untouched ${word}`, nic: `20${stamp}88`, email: `kamal.${stamp}@example.com`, phone: `72${stamp.slice(-7)}` }
const PERSON_FILE = Buffer.concat([uploads.pdfFile(), Buffer.from(`%${PERSON.name} certificate`)])
/** Two siblings who applied with their parent's e-mail address. */
const FAMILY = `parent.${stamp}@example.com`
const SISTER = { name: `Nadeesha Sister ${word}`, nic: `19${stamp}55`, email: FAMILY, phone: `73${stamp.slice(-7)}` }
const BROTHER = { name: `Tharindu Brother ${word}`, nic: `20${stamp}66`, email: FAMILY, phone: `74${stamp.slice(-7)}` }
/** What the admissions office wrote about the person's application: theirs, not the person's. */
const STAFF_NOTE = `Checked with the school office ${word}`

const endpoint = (path: string) => personalDataEndpoints.find((entry) => entry.path === path) as Endpoint
let admin: StaffAccount
let editor: StaffAccount

async function call(path: string, user: StaffAccount, query: Record<string, unknown>, body?: unknown, headers?: Record<string, string>): Promise<Response> {
  const req = (await createLocalReq({ user }, payload)) as PayloadRequest
  req.query = query as PayloadRequest['query']
  if (headers) req.headers = new Headers(headers)
  if (body !== undefined) req.json = async () => body
  return endpoint(path).handler(req)
}

async function unzip(response: Response): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(Buffer.from(await response.arrayBuffer()), { lazyEntries: true })
  const files = new Map<string, Buffer>()
  for await (const entry of zip.eachEntry()) {
    const stream = await zip.openReadStreamPromise(entry)
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    files.set(entry.fileName, Buffer.concat(chunks))
  }
  return files
}

type Found = { key: string; reference: string; label: string; name: string; idNumber: string; emails: string[]; createdAt: string; documents: number }

async function search(q: string): Promise<Found[]> {
  const response = await call('/personal-data', admin, { q })
  expect(response.status).toBe(200)
  return ((await response.json()) as { records: Found[] }).records
}

const keysOf = (records: Found[], references: string[]) => records.filter((record) => references.includes(record.reference)).map((record) => record.key)

async function auditSince(action: string, since: string) {
  return (await payload.find({ collection: AUDIT_COLLECTION, where: { and: [{ action: { equals: action } }, { createdAt: { greater_than_equal: since } }] }, overrideAccess: true })).docs
}

async function apply(who: typeof PERSON, fileName: string, data: Buffer) {
  const fields = validApplication({ full_name: who.name, name_with_initials: who.name, nic: who.nic, email_address: who.email, mobile_no: who.phone })
  const { status, body } = await read(await addStudentApplication(applicationRequest(fields, [{ field: 'nic', name: fileName, data }]), freshDeps()))
  expect({ status, errors: body.errors }).toEqual({ status: 201, errors: undefined })
  return body.reference!
}

let personReferences: string[] = []
let otherReference = ''
let sisterReference = ''
let brotherReference = ''

beforeAll(async () => {
  payload = await payloadClient()
  admin = await createStaff(payload, 'admin', { name: 'Data Officer' })
  editor = await createStaff(payload, 'editor')
  const programme = (await payload.find({ collection: 'degree-program-names', limit: 1, sort: 'id', overrideAccess: true })).docs[0]!

  const first = await apply(PERSON, `${PERSON.name} NIC.pdf`, PERSON_FILE)
  // The same person again, with the NIC spaced and the e-mail in capitals: still them.
  const second = await apply({ ...PERSON, nic: `${PERSON.nic.slice(0, 6)} ${PERSON.nic.slice(6)}`, email: PERSON.email.toUpperCase() }, 'second.pdf', uploads.pdfFile())
  const asked = await read(await addInquiry(jsonRequest('/ContactUS/addInquiry', validInquiry({ first_name: 'Dilrukshi', surname: `Erasable ${word}`, email: PERSON.email, contact_no: `0${PERSON.phone}` })), freshDeps()))
  expect(asked.status).toBe(201)
  const registered = await read(
    await addAlumniRegistration(
      jsonRequest('/AlumniPage/addAlumniRegistration', validAlumni({ degree_program_id: programme.id, name: PERSON.name, nic_passport_no: PERSON.nic, personal_email: PERSON.email, mobile_no: PERSON.phone })),
      freshDeps(),
    ),
  )
  expect(registered.status).toBe(201)
  // Accepted: the person is in the public alumni directory too.
  const registration = (await payload.find({ collection: 'alumni-registrations', where: { reference: { equals: registered.body.reference } }, overrideAccess: true })).docs[0]!
  await payload.update({ collection: 'alumni-registrations', id: registration.id, data: { status: 'accepted' }, overrideAccess: true })
  personReferences = [first, second, registered.body.reference!, asked.body.reference!]
  otherReference = await apply(OTHER, `${OTHER.name} NIC.pdf`, uploads.pdfFile())
  sisterReference = await apply(SISTER, `${SISTER.name} NIC.pdf`, uploads.pdfFile())
  brotherReference = await apply(BROTHER, `${BROTHER.name} NIC.pdf`, uploads.pdfFile())
  // Admissions looked at the person's first application: a note of their own, and their name in its history.
  const firstApplication = (await payload.find({ collection: 'degree-applications', where: { reference: { equals: first } }, overrideAccess: true })).docs[0]!
  await payload.update({ collection: 'degree-applications', id: firstApplication.id, data: { status: 'in_review', staff_notes: STAFF_NOTE }, user: admin, overrideAccess: true })
})

afterAll(async () => {
  await deleteStaff(payload, admin, editor)
})

describe('finding a person', () => {
  it('finds every record by NIC or by e-mail, however it was typed, and nobody else', async () => {
    const byNic = (await (await call('/personal-data', admin, { q: ` ${PERSON.nic.toLowerCase()} ` })).json()) as { records: { reference: string; documents: number }[] }
    expect(byNic.records.map((record) => record.reference).sort()).toEqual([personReferences[0], personReferences[1], personReferences[2]].sort())
    const byEmail = (await (await call('/personal-data', admin, { q: PERSON.email.toUpperCase() })).json()) as { records: { reference: string }[] }
    expect(byEmail.records.map((record) => record.reference).sort()).toEqual([...personReferences].sort())
  })

  it('is for administrators only, and refuses what is no NIC or e-mail with a message', async () => {
    expect((await call('/personal-data', editor, { q: PERSON.email })).status).toBe(403)
    expect((await call('/personal-data/copy', editor, { q: PERSON.email, records: 'inquiries:1' })).status).toBe(403)
    expect((await call('/personal-data/erase', editor, {}, { q: PERSON.email, records: ['inquiries:1'] })).status).toBe(403)
    const blank = await call('/personal-data', admin, { q: '  ' })
    expect(blank.status).toBe(400)
    expect(((await blank.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/NIC or passport number, or their e-mail/)
    expect((await call('/personal-data', admin, { q: "x' OR 1=1 --" })).status).toBe(400)
  })
})

describe('a copy', () => {
  it('holds every record and document of the person, under its original name, and nobody else’s; and is in the audit log', async () => {
    const since = new Date().toISOString()
    const response = await call('/personal-data/copy', admin, { q: PERSON.email, records: keysOf(await search(PERSON.email), personReferences).join(',') })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"$/)
    const files = await unzip(response)
    expect([...files.keys()].sort()).toEqual([`${personReferences[0]}/${PERSON.name} NIC.pdf`, `${personReferences[1]}/second.pdf`, 'records.json'].sort())
    expect(files.get(`${personReferences[0]}/${PERSON.name} NIC.pdf`)).toEqual(PERSON_FILE)
    const json = JSON.parse(files.get('records.json')!.toString()) as { records: { reference: string; record: string }[]; missing_documents: string[] }
    expect(json.records.map((record) => record.reference).sort()).toEqual([...personReferences].sort())
    expect(json.missing_documents).toEqual([])
    const text = files.get('records.json')!.toString()
    for (const value of Object.values(OTHER)) expect(text).not.toContain(value)
    expect(text).not.toContain(otherReference)

    const entries = await auditSince('data_copy', since)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ actor_name: admin.email, detail: { documents: 2 } })
    for (const reference of personReferences) expect(entries[0]?.subject).toContain(reference)
    for (const value of Object.values(PERSON)) expect(JSON.stringify(entries[0])).not.toContain(value)
  })

  it('holds the person’s own data: not the office’s notes, and staff in the history as a role, never a name or an address', async () => {
    const response = await call('/personal-data/copy', admin, { q: PERSON.email, records: keysOf(await search(PERSON.email), personReferences).join(',') })
    const text = (await unzip(response)).get('records.json')!.toString()
    const first = (JSON.parse(text) as { records: { reference: string; history?: { by: string }[] }[] }).records.find((record) => record.reference === personReferences[0])!
    expect(first.history?.map((entry) => entry.by)).toEqual(['Applicant', 'Campus staff'])
    for (const value of [STAFF_NOTE, admin.email, 'Data Officer']) expect(text).not.toContain(value)
  })

  it('is not made for a page on another site that has the administrator’s cookie sent (an image tag on a sibling subdomain)', async () => {
    const since = new Date().toISOString()
    const records = keysOf(await search(PERSON.email), personReferences).join(',')
    for (const fetchSite of ['same-site', 'cross-site']) {
      const response = await call('/personal-data/copy', admin, { q: PERSON.email, records }, undefined, { Cookie: 'payload-token=stolen-by-the-browser', 'Sec-Fetch-Site': fetchSite })
      expect(response.status).toBe(403)
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(CROSS_SITE_READ)
    }
    const searched = await call('/personal-data', admin, { q: PERSON.email }, undefined, { Cookie: 'payload-token=x', 'Sec-Fetch-Site': 'same-site' })
    expect(searched.status).toBe(403)
    expect(await auditSince('data_copy', since)).toEqual([])
    // From the back office itself, and on a direct navigation, it is made.
    for (const fetchSite of ['same-origin', 'none']) {
      expect((await call('/personal-data/copy', admin, { q: PERSON.email, records }, undefined, { Cookie: 'payload-token=x', 'Sec-Fetch-Site': fetchSite })).status).toBe(200)
    }
  })
})

describe('one e-mail address, two people', () => {
  it('shows for each record whose it looks: name, NIC, e-mail, kind and date', async () => {
    const found = await search(FAMILY)
    expect(found.map((record) => record.reference).sort()).toEqual([sisterReference, brotherReference].sort())
    const sister = found.find((record) => record.reference === sisterReference)!
    expect(sister).toMatchObject({ label: 'Degree application', name: SISTER.name, idNumber: SISTER.nic, emails: [FAMILY], documents: 1, createdAt: expect.any(String) })
    expect(found.find((record) => record.reference === brotherReference)).toMatchObject({ name: BROTHER.name, idNumber: BROTHER.nic })
    expect(new Set(found.map((record) => record.key)).size).toBe(2)
  })

  it('copies only the records chosen: the sister’s copy holds nothing of her brother', async () => {
    const since = new Date().toISOString()
    const response = await call('/personal-data/copy', admin, { q: FAMILY, records: keysOf(await search(FAMILY), [sisterReference]).join(',') })
    expect(response.status).toBe(200)
    const files = await unzip(response)
    expect([...files.keys()].sort()).toEqual([`${sisterReference}/${SISTER.name} NIC.pdf`, 'records.json'])
    const text = files.get('records.json')!.toString()
    expect(text).toContain(SISTER.nic)
    for (const value of [BROTHER.name, BROTHER.nic, BROTHER.phone, brotherReference]) expect(text).not.toContain(value)
    const entries = await auditSince('data_copy', since)
    expect(entries).toHaveLength(1)
    expect(entries[0]?.subject).toContain(sisterReference)
    expect(entries[0]?.subject).not.toContain(brotherReference)
  })

  it('refuses a copy or an erasure of nothing chosen, or of a record the search does not find, and erases nothing', async () => {
    for (const records of [undefined, '', []]) {
      const copy = await call('/personal-data/copy', admin, { q: FAMILY, records })
      expect(copy.status).toBe(400)
      expect(((await copy.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe('Choose the records that belong to the person asking.')
      expect((await call('/personal-data/erase', admin, {}, { q: FAMILY, records })).status).toBe(400)
    }
    // The number of records the old confirmation sent is no choice.
    expect((await call('/personal-data/erase', admin, {}, { q: FAMILY, records: 2 })).status).toBe(400)
    expect((await call('/personal-data/erase', admin, {}, { q: FAMILY, records: ["degree-applications:1' OR 1=1"] })).status).toBe(400)
    // The other person's record is not among what the family's address finds.
    const other = (await payload.find({ collection: 'degree-applications', where: { reference: { equals: otherReference } }, overrideAccess: true })).docs[0]!
    const stale = await call('/personal-data/erase', admin, {}, { q: FAMILY, records: [...keysOf(await search(FAMILY), [sisterReference]), `degree-applications:${other.id}`] })
    expect(stale.status).toBe(409)
    expect(((await stale.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/changed since they were chosen/)
    expect(await search(FAMILY)).toHaveLength(2)
    expect((await payload.findByID({ collection: 'degree-applications', id: other.id, overrideAccess: true })).full_name).toBe(OTHER.name)
  })

  it('erases only the records chosen: the brother keeps his application, his document and the shared address', async () => {
    const since = new Date().toISOString()
    const response = await call('/personal-data/erase', admin, {}, { q: FAMILY, records: keysOf(await search(FAMILY), [sisterReference]) })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ erased: 1, files: 1, references: [sisterReference] })
    for (const value of [SISTER.nic, SISTER.name, SISTER.phone]) expect({ value, tables: await databaseHolds(payload, value) }).toEqual({ value, tables: [] })
    const brother = (await payload.find({ collection: 'degree-applications', where: { reference: { equals: brotherReference } }, overrideAccess: true })).docs[0]!
    expect(brother).toMatchObject({ full_name: BROTHER.name, nic: BROTHER.nic, email_address: FAMILY, mobile_no: expect.stringContaining(BROTHER.phone) })
    expect(brother.personal_data_cleared_at ?? null).toBeNull()
    expect(fs.existsSync(path.join(documentsDir(), brother.documents![0]!.stored_name))).toBe(true)
    const entries = await auditSince('data_erasure', since)
    expect(entries).toHaveLength(1)
    expect(entries[0]?.subject).toBe(`Erased 1 record: ${sisterReference}`)
    expect((await search(FAMILY)).map((record) => record.reference)).toEqual([brotherReference])
  })
})

describe('an erasure', () => {
  it('refuses a choice that names a record the search no longer finds, and erases nothing', async () => {
    const found = await search(PERSON.email)
    const response = await call('/personal-data/erase', admin, {}, { q: PERSON.email, records: [...found.map((record) => record.key), 'inquiries:999999999'] })
    expect(response.status).toBe(409)
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/changed since they were chosen/)
    expect(await databaseHolds(payload, PERSON.nic)).not.toEqual([])
  })

  it('leaves no table and no stored file holding the person, the others untouched, and one audit entry', async () => {
    const person = await payload.find({ collection: 'degree-applications', where: { reference: { in: personReferences } }, overrideAccess: true })
    const storedNames = person.docs.flatMap((doc) => doc.documents?.map((entry) => entry.stored_name) ?? [])
    expect(storedNames).toHaveLength(2)
    const since = new Date().toISOString()

    const response = await call('/personal-data/erase', admin, {}, { q: PERSON.email, records: keysOf(await search(PERSON.email), personReferences) })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ erased: 4, files: 2 })

    for (const value of [PERSON.nic, PERSON.email, PERSON.phone, PERSON.name, `Erasable ${word}`]) {
      expect({ value, tables: await databaseHolds(payload, value) }).toEqual({ value, tables: [] })
    }
    for (const name of storedNames) expect(fs.existsSync(path.join(documentsDir(), name))).toBe(false)
    // Nor any file of the site's data: the database file included, where deleted text could linger in free pages or the log.
    for (const value of [PERSON.nic, PERSON.email, PERSON.name]) expect({ value, files: filesHolding(getEnv().dataDir, value) }).toEqual({ value, files: [] })

    // The anonymous records stay, for the admissions figures.
    const anonymous = await payload.find({ collection: 'degree-applications', where: { reference: { in: personReferences } }, overrideAccess: true })
    expect(anonymous.docs).toHaveLength(2)
    for (const doc of anonymous.docs) expect(doc).toMatchObject({ full_name: '', nic: '', documents: [], personal_data_cleared_at: expect.any(String) })

    const other = (await payload.find({ collection: 'degree-applications', where: { reference: { equals: otherReference } }, overrideAccess: true })).docs[0]!
    expect(other).toMatchObject({ full_name: OTHER.name, nic: OTHER.nic, email_address: OTHER.email })
    expect(fs.existsSync(path.join(documentsDir(), other.documents![0]!.stored_name))).toBe(true)

    const entries = await auditSince('data_erasure', since)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ actor_name: admin.email, detail: { files: 2 } })
    expect(entries[0]?.subject).toMatch(/^Erased 4 records: /)
    for (const reference of personReferences) expect(entries[0]?.subject).toContain(reference)

    // Nothing is left to find.
    expect(((await (await call('/personal-data', admin, { q: PERSON.email })).json()) as { records: unknown[] }).records).toEqual([])
  })
})
