/**
 * The retention run (SQLite, and PostgreSQL when CI sets it), on a fake
 * clock: submissions past their period lose their files and personal fields
 * and keep an anonymous record; those within it are untouched; one run per
 * day however many instances start it; a record whose file cannot be removed
 * is left for the next day and never stops the others; each run is in the
 * audit log with its counts.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { AUDIT_COLLECTION } from '@/services/audit/record'
import { payloadClient } from '@/model/payloadClient'
import { addMonths, DEFAULT_RETENTION } from '@/foundations/retentionPeriods'
import { runRetention } from '@/records/personalData/retentionRun'
import { fileStore, type FileStore } from '@/services/storage/fileStore'
import { addAlumniRegistration, addInquiry, addStudentApplication } from '@/sides/submissions/handlers'
import { documentsDir } from '@/services/applicantFiles/places'

import * as uploads from '../fixtures/uploads'
import { validAlumni, validApplication, validInquiry } from '../fixtures/submissions'
import { applicationRequest, freshDeps, jsonRequest, read, type SubmissionCollection } from '../support/formRequests'

let payload: Payload
const stamp = Date.now()

/**
 * Long before anything else in the database was decided: the fake clock's
 * cut-offs then reach only this file's records, and its days' claims are its own.
 */
const DECIDED = new Date('2001-01-15T06:00:00.000Z')

type Stored = { collection: SubmissionCollection; id: number; reference: string; files: string[] }

async function find(collection: SubmissionCollection, reference: string) {
  return (await payload.find({ collection, where: { reference: { equals: reference } }, overrideAccess: true, depth: 0 })).docs[0] as unknown as Record<string, unknown> & { id: number }
}

async function application(name: string, status: 'accepted' | 'rejected'): Promise<Stored> {
  const files = [
    { field: 'nic', name: `${name} NIC.pdf`, data: uploads.pdfFile() },
    { field: 'receipt', name: `${name} receipt.png`, data: await uploads.pngFile() },
  ]
  const { status: code, body } = await read(await addStudentApplication(applicationRequest(validApplication({ full_name: name, nic: '199912345678', email_address: `${name.replace(/\W/g, '.')}@example.com` }), files), freshDeps()))
  expect(code).toBe(201)
  return decide('degree-applications', body.reference!, status)
}

/** Staff's decision, then its date moved to DECIDED (the clock the run is given is fake; the stamp is real). */
async function decide(collection: SubmissionCollection, reference: string, status: string): Promise<Stored> {
  const doc = await find(collection, reference)
  await payload.update({ collection, id: doc.id, data: { status } as never, overrideAccess: true })
  const decided = await find(collection, reference)
  expect(decided.decided_at).toEqual(expect.any(String))
  await payload.update({ collection, id: doc.id, data: { decided_at: DECIDED.toISOString() }, overrideAccess: true })
  const stored = (decided.documents as { stored_name: string }[] | undefined)?.map((entry) => entry.stored_name) ?? []
  return { collection, id: doc.id, reference, files: stored }
}

const onDisk = (name: string) => fs.existsSync(path.join(documentsDir(), name))

let rejected: Stored
let accepted: Stored
let inquiry: Stored
let alumni: Stored
let failing: Stored

beforeAll(async () => {
  payload = await payloadClient()
  rejected = await application(`Retained Rejected ${stamp}`, 'rejected')
  accepted = await application(`Retained Accepted ${stamp}`, 'accepted')
  failing = await application(`Retained Failing ${stamp}`, 'rejected')
  const asked = await read(await addInquiry(jsonRequest('/ContactUS/addInquiry', validInquiry({ surname: `Retained ${stamp}`, email: `retained.${stamp}@example.com` })), freshDeps()))
  expect(asked.status).toBe(201)
  inquiry = await decide('inquiries', asked.body.reference!, 'answered')
  const programme = (await payload.find({ collection: 'degree-program-names', limit: 1, sort: 'id', overrideAccess: true })).docs[0]!
  const registered = await read(
    await addAlumniRegistration(jsonRequest('/AlumniPage/addAlumniRegistration', validAlumni({ degree_program_id: programme.id, name: `Retained Alumna ${stamp}`, nic_passport_no: '881234567V' })), freshDeps()),
  )
  expect(registered.status).toBe(201)
  alumni = await decide('alumni-registrations', registered.body.reference!, 'rejected')
})

describe('a decided submission', () => {
  it('shows staff the day its personal data will be cleared, from its decision and the period', async () => {
    const doc = await payload.findByID({ collection: 'degree-applications', id: rejected.id, overrideAccess: true })
    expect(doc.personal_data_clears_on).toBe(addMonths(DECIDED, DEFAULT_RETENTION.rejectedApplicationMonths).toISOString())
    const kept = await payload.findByID({ collection: 'degree-applications', id: accepted.id, overrideAccess: true })
    expect(kept.personal_data_clears_on).toBe(addMonths(DECIDED, DEFAULT_RETENTION.acceptedApplicationMonths).toISOString())
  })

  it('loses its decision date when staff reopen it', async () => {
    const reopened = await application(`Retained Reopened ${stamp}`, 'rejected')
    await payload.update({ collection: 'degree-applications', id: reopened.id, data: { status: 'in_review' }, overrideAccess: true })
    const doc = await payload.findByID({ collection: 'degree-applications', id: reopened.id, overrideAccess: true })
    expect(doc.decided_at ?? null).toBeNull()
    expect(doc.personal_data_clears_on ?? null).toBeNull()
  })
})

describe('the retention run', () => {
  it('clears nothing the day before a period ends', async () => {
    const now = addMonths(DECIDED, DEFAULT_RETENTION.rejectedApplicationMonths)
    now.setUTCDate(now.getUTCDate() - 1)
    const result = await runRetention(payload, { now, store: fileStore() })
    expect(result).toMatchObject({ ran: true, files: 0, failed: 0 })
    for (const stored of [rejected, failing]) expect((await find(stored.collection, stored.reference)).personal_data_cleared_at ?? null).toBeNull()
  })

  it('clears what is past its period, keeps an anonymous record, leaves one whose file cannot be removed for the next day, and records the counts', async () => {
    // Seven months on: the rejected application (6), the alumni registration (6) are due; the inquiry (12) and the accepted application (24) are not.
    const now = addMonths(DECIDED, 7)
    const disk = fileStore()
    const brokenKey = `private/applications/${failing.files[0]}`
    const refusing: FileStore = Object.assign(Object.create(Object.getPrototypeOf(disk) as object) as FileStore, disk, {
      remove: async (key: string) => {
        if (key === brokenKey) throw new Error('the store did not answer')
        return disk.remove(key)
      },
    })
    const result = await runRetention(payload, { now, store: refusing })
    expect(result).toMatchObject({
      ran: true,
      cleared: { 'applications not accepted': 1, 'accepted applications': 0, 'answered inquiries': 0, 'alumni registrations not accepted': 1 },
      files: 2,
      failed: 1,
    })

    const cleared = await find('degree-applications', rejected.reference)
    expect(cleared).toMatchObject({ reference: rejected.reference, status: 'rejected', degree: expect.anything(), week_type: expect.any(String), full_name: '', nic: '', email_address: '', mobile_no: '', documents: [], sl_al_details: [] })
    expect(cleared.personal_data_cleared_at).toBe(now.toISOString())
    expect(cleared.createdAt).toEqual(expect.any(String))
    for (const name of rejected.files) expect(onDisk(name)).toBe(false)
    expect(JSON.stringify(cleared)).not.toContain('199912345678')
    expect(JSON.stringify(cleared)).not.toContain(`Retained Rejected ${stamp}`)

    const registration = await find('alumni-registrations', alumni.reference)
    expect(registration).toMatchObject({ reference: alumni.reference, status: 'rejected', name: '', nic_passport_no: '', personal_email: '' })

    // Within their periods: untouched.
    expect(await find('degree-applications', accepted.reference)).toMatchObject({ full_name: `Retained Accepted ${stamp}`, nic: '199912345678' })
    for (const name of accepted.files) expect(onDisk(name)).toBe(true)
    expect(await find('inquiries', inquiry.reference)).toMatchObject({ surname: `Retained ${stamp}` })

    // The one whose file could not be removed: as it was, files and all.
    expect(await find('degree-applications', failing.reference)).toMatchObject({ full_name: `Retained Failing ${stamp}`, personal_data_cleared_at: null })
    for (const name of failing.files) expect(onDisk(name)).toBe(true)

    const entries = (
      await payload.find({ collection: AUDIT_COLLECTION, where: { and: [{ action: { equals: 'retention_run' } }, { subject: { like: result.day } }] }, sort: 'createdAt', overrideAccess: true })
    ).docs
    expect(entries.map((entry) => entry.subject)).toEqual([`Retention run of ${result.day}: started`, `Retention run of ${result.day}: 2 records cleared, 1 left for the next run`])
    expect(entries[1]).toMatchObject({ actor_name: 'The site itself', detail: { files: 2, failed: 1 } })

    // The next day, with the store answering again, it is cleared.
    const nextDay = new Date(now.getTime() + 24 * 60 * 60 * 1000)
    expect(await runRetention(payload, { now: nextDay, store: disk })).toMatchObject({ ran: true, cleared: { 'applications not accepted': 1 }, files: 2, failed: 0 })
    expect(await find('degree-applications', failing.reference)).toMatchObject({ full_name: '', documents: [] })
    for (const name of failing.files) expect(onDisk(name)).toBe(false)
  })

  it('runs once a day, however many instances start it at once', async () => {
    const now = addMonths(DECIDED, 13)
    const results = await Promise.all([runRetention(payload, { now, store: fileStore() }), runRetention(payload, { now, store: fileStore() })])
    expect(results.filter((result) => result.ran)).toHaveLength(1)
    const ran = results.find((result) => result.ran)!
    expect(ran).toMatchObject({ cleared: { 'answered inquiries': 1 } })
    expect(await find('inquiries', inquiry.reference)).toMatchObject({ first_name: '', surname: '', email: '', message: '', contact_no: '' })
    expect(await runRetention(payload, { now: new Date(now.getTime() + 60_000), store: fileStore() })).toEqual({ ran: false, day: ran.day })
  })
})
