/**
 * Following an application (issue: status by reference, documents on
 * request, mail): the history staff changes write, the lookup by reference
 * and NIC with its one reply for every miss and its limits, the e-mail each
 * change sends through a local SMTP server, and the upload of requested
 * documents with the application's own checks and all-or-nothing storing.
 */
import fs from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { STATUS_RULE_MESSAGES } from '@/foundations/applicationProgress'
import { STATUS_MESSAGES } from '@/foundations/formRules/statusLookup'
import { FILE_MESSAGES } from '@/foundations/formRules/applicationDocuments'
import { PEER_HEADER } from '@/services/security/clientAddress'

import { executableFile, pdfCallingOutFile, pdfFile, pngFile } from '../fixtures/uploads'
import { validApplication } from '../fixtures/submissions'
import { applicationRequest, formHeaders, multipartRequest, ORIGIN } from '../support/formRequests'
import { startTestSmtp, type TestSmtp } from '../support/smtp'
import { ADMISSIONS_OFFICER } from '../support/staffAccounts'

type Handlers = typeof import('@/sides/submissions/statusPage')
type RateLimiterClass = typeof import('@/services/security/rateLimit').RateLimiter

const NIC = '200407501234'

let smtp: TestSmtp
let payload: Payload
let handlers: Handlers
let RateLimiter: RateLimiterClass
let documentsDir: () => string
let incomingDir: () => string
let addressCounter = 0

/** Another client address for each request, unless the test names one. */
const nextAddress = () => ({ [PEER_HEADER]: `198.51.100.${(addressCounter += 1) % 250}` })
const headers = (extra: Record<string, string> = {}) => formHeaders({ ...nextAddress(), ...extra })

const roomy = () => ({ perAddress: new RateLimiter(1000, 60_000), perReference: new RateLimiter(1000, 60_000) })

function lookupRequest(body: unknown, extra: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}/v1/applicationStatus/lookup`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers(extra) },
  })
}

type Upload = { name: string; data: Buffer; field?: string }

function uploadRequest(fields: Record<string, string>, files: Upload[], extra: Record<string, string> = {}): Request {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files) form.append(file.field ?? 'requested_documents', new Blob([new Uint8Array(file.data)]), file.name)
  return multipartRequest(`${ORIGIN}/v1/applicationStatus/documents`, form, headers(extra))
}

async function read(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { message?: string; errors?: Record<string, string> } }
}

const storedFiles = () => (fs.existsSync(documentsDir()) ? fs.readdirSync(documentsDir()).sort() : [])

/** A new application through the form's own handler, with one document. */
async function apply(email: string): Promise<{ id: number; reference: string }> {
  const { addStudentApplication } = await import('@/sides/submissions/handlers')
  const response = await addStudentApplication(applicationRequest(validApplication({ email_address: email }), [{ field: 'nic', name: 'nic.pdf', data: pdfFile() }], nextAddress()), {
    limiter: new RateLimiter(1000, 60_000),
  })
  const body = (await response.json()) as { reference: string }
  expect(response.status).toBe(201)
  const found = await payload.find({ collection: 'degree-applications', where: { reference: { equals: body.reference } }, overrideAccess: true, depth: 0 })
  return { id: found.docs[0]!.id as number, reference: body.reference }
}

async function staffUpdate(id: number, data: Record<string, unknown>, user = ADMISSIONS_OFFICER) {
  return payload.update({ collection: 'degree-applications', id, data: data as never, user, overrideAccess: false, depth: 0 })
}

beforeAll(async () => {
  smtp = await startTestSmtp()
  // Read by the settings on first use: set before anything below loads them.
  process.env.SMTP_URL = smtp.url
  process.env.SITE_URL = 'https://campus.example'
  payload = await (await import('@/model/payloadClient')).payloadClient()
  handlers = await import('@/sides/submissions/statusPage')
  RateLimiter = (await import('@/services/security/rateLimit')).RateLimiter
  ;({ documentsDir, incomingDir } = await import('@/services/applicantFiles/places'))
  await payload.updateGlobal({ slug: 'site-settings', data: { notification_email: 'admissions@campus.example' } as never, overrideAccess: true })
})

afterAll(async () => {
  await smtp.close()
  expect(fs.existsSync(incomingDir()) ? fs.readdirSync(incomingDir()) : []).toEqual([])
})

describe('status changes in the back office', () => {
  it('keeps who changed what and when, and refuses the moves the rules forbid', async () => {
    const { id } = await apply('history@example.com')
    const before = await payload.findByID({ collection: 'degree-applications', id, overrideAccess: true, depth: 0 })
    expect(before.history).toMatchObject([{ event: 'status', to_status: 'new', by: 'Applicant' }])

    const updated = await staffUpdate(id, { status: 'in_review', history: [], status_changed_at: '2000-01-01T00:00:00.000Z' })
    expect(updated.history).toHaveLength(2)
    expect(updated.history?.[1]).toMatchObject({ event: 'status', from_status: 'new', to_status: 'in_review', by: 'Nimali Silva (nimali@campus.example)' })
    expect(new Date(String(updated.status_changed_at)).getFullYear()).toBeGreaterThan(2000)

    const refusal = (message: string) => ({ data: { errors: [expect.objectContaining({ path: 'status', message })] } })
    await expect(staffUpdate(id, { status: 'waiting_documents' })).rejects.toMatchObject(refusal(STATUS_RULE_MESSAGES.requestNeedsDocuments))
    await expect(staffUpdate(id, { status: 'new' })).rejects.toMatchObject(refusal(STATUS_RULE_MESSAGES.backToNew))
    await expect(staffUpdate(id, { status: 'accepted' }, { ...ADMISSIONS_OFFICER, role: 'editor' as const })).rejects.toThrow()
    const after = await payload.findByID({ collection: 'degree-applications', id, overrideAccess: true, depth: 0 })
    expect(after.status).toBe('in_review')
    expect(after.history).toHaveLength(2)
  })
})

describe('POST /v1/applicationStatus/lookup', () => {
  it('is reached through the /v1 route table, for POST only', async () => {
    const { handleV1 } = await import('@/screens/api/v1')
    const get = await handleV1('GET', '/applicationStatus/lookup', new URLSearchParams())
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    const post = await handleV1('POST', '/applicationStatus/lookup', new URLSearchParams(), lookupRequest({ reference: 'APP-2026-ZZZZZZ', nic: NIC }))
    // Past the checks that come before the reply: the limit is the site's own here, far from reached by one request.
    expect(await read(post)).toEqual({ status: 404, body: { success: false, message: STATUS_MESSAGES.notFound, errors: {} } })
  })

  it('shows the applicant the status, the date, the message and the request, and nothing private', async () => {
    const { id, reference } = await apply('lookup@example.com')
    await staffUpdate(id, {
      status: 'waiting_documents',
      applicant_message: 'Thank you, we need one more paper.',
      requested_documents: [{ name: 'Birth certificate' }],
      request_note: 'A certified copy',
      staff_notes: 'Private remark about the applicant',
    })
    const { status, body } = await read(await handlers.lookupApplicationStatus(lookupRequest({ reference: reference.toLowerCase(), nic: NIC }), roomy()))
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      reference,
      status: 'waiting_documents',
      statusLabel: 'Waiting for documents',
      message: 'Thank you, we need one more paper.',
      request: { documents: ['Birth certificate'], note: 'A certified copy' },
    })
    const text = JSON.stringify(body)
    expect(text).not.toContain(NIC)
    expect(text).not.toContain('Private remark')
    expect(text).not.toMatch(/nic\.pdf|stored_name|history/)
  })

  it('gives a wrong reference and a wrong NIC the same reply', async () => {
    const { reference } = await apply('same-reply@example.com')
    const wrongNic = await read(await handlers.lookupApplicationStatus(lookupRequest({ reference, nic: '199912345678' }), roomy()))
    const wrongReference = await read(await handlers.lookupApplicationStatus(lookupRequest({ reference: 'APP-2026-ZZZZZZ', nic: NIC }), roomy()))
    expect(wrongNic).toEqual({ status: 404, body: { success: false, message: STATUS_MESSAGES.notFound, errors: {} } })
    expect(wrongReference).toEqual(wrongNic)
  })

  it('answers hostile bodies with 400 or 413 and a message, never a failure', async () => {
    const cases: [string, number][] = [
      ['not json', 400],
      ['[1,2]', 400],
      [JSON.stringify({ reference: { $gt: '' }, nic: ['x'] }), 400],
      [JSON.stringify({ reference: 'APP-2026-ABCDEF', nic: 'x'.repeat(10_000) }), 413],
      [JSON.stringify({ reference: "APP-2026-' OR 1=1", nic: NIC }), 400],
    ]
    for (const [body, expected] of cases) {
      const { status, body: reply } = await read(await handlers.lookupApplicationStatus(lookupRequest(body), roomy()))
      expect(status, body.slice(0, 40)).toBe(expected)
      expect(reply.message).toEqual(expect.any(String))
    }
    const crossSite = await handlers.lookupApplicationStatus(lookupRequest({ reference: 'APP-2026-ABCDEF', nic: NIC }, { 'x-xsrf-token': 'other' }), roomy())
    expect(crossSite.status).toBe(403)
  })

  it('limits attempts per client address, right or wrong', async () => {
    const { reference } = await apply('limits@example.com')
    const perAddress = new RateLimiter(2, 60_000)
    const fromOne = () =>
      handlers.lookupApplicationStatus(lookupRequest({ reference, nic: NIC }, { [PEER_HEADER]: '203.0.113.9' }), { perAddress, perReference: new RateLimiter(1000, 60_000) })
    expect((await fromOne()).status).toBe(200)
    expect((await fromOne()).status).toBe(200)
    const limited = await fromOne()
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('limits every address of one IPv6 /64 together, and another /64 apart', async () => {
    const { reference } = await apply('limits-v6@example.com')
    const perAddress = new RateLimiter(10, 900_000, () => 1_000_000)
    const from = (ip: string) =>
      handlers.lookupApplicationStatus(lookupRequest({ reference, nic: NIC }, { [PEER_HEADER]: ip }), { perAddress, perReference: new RateLimiter(1000, 60_000) })
    const statuses: number[] = []
    for (let i = 1; i <= 12; i++) statuses.push((await from(`2001:db8:5:1:${i.toString(16)}::${i}`)).status)
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429])
    expect((await from('2001:db8:5:2::1')).status).toBe(200)
  })
})

const MINUTE = 60_000

/** The per-reference limit at its defaults (5 failures in 15 minutes) on a clock the test moves; the per-address one out of the way. */
function referenceLimits() {
  const clock = { now: Date.UTC(2026, 2, 1, 9, 0, 0) }
  const deps = { perAddress: new RateLimiter(1000, 15 * MINUTE, () => clock.now), perReference: new RateLimiter(5, 15 * MINUTE, () => clock.now) }
  return { clock, deps }
}

const referenceLocked = { status: 429, body: { success: false, message: STATUS_MESSAGES.referenceRateLimited, errors: {} } }
const notFound = { status: 404, body: { success: false, message: STATUS_MESSAGES.notFound, errors: {} } }

describe('the per-reference limit counts failures only, and never locks the applicant out', () => {
  it('answers every right lookup: they do not count', async () => {
    const { reference } = await apply('reference-right@example.com')
    const { clock, deps } = referenceLimits()
    for (let i = 1; i <= 6; i++) {
      clock.now += MINUTE
      expect((await handlers.lookupApplicationStatus(lookupRequest({ reference, nic: NIC }, { [PEER_HEADER]: '198.51.100.20' }), deps)).status, `lookup ${i}`).toBe(200)
    }
  })

  it('after five failures from other networks, answers the applicant and refuses a guess, a wrong reference alike', async () => {
    const { reference } = await apply('reference-locked@example.com')
    const { clock, deps } = referenceLimits()
    const lookup = (input: { reference: string; nic: string }, ip: string) => handlers.lookupApplicationStatus(lookupRequest(input, { [PEER_HEADER]: ip }), deps)
    for (let i = 1; i <= 5; i++) {
      expect(await read(await lookup({ reference, nic: `19991234567${i}` }, `203.0.113.${i}`))).toEqual(notFound)
      expect(await read(await lookup({ reference: 'APP-2026-ZZZZZY', nic: NIC }, `203.0.113.${i}`))).toEqual(notFound)
      clock.now += MINUTE
    }
    // Locked since the fifth failure, until 15 minutes after the first.
    expect((await lookup({ reference, nic: NIC }, '198.51.100.21')).status).toBe(200)
    const guess = await lookup({ reference, nic: '199912345670' }, '192.0.2.77')
    expect(await read(guess.clone())).toEqual(referenceLocked)
    expect(guess.headers.get('retry-after')).toBe(String(10 * 60))
    const missing = await lookup({ reference: 'APP-2026-ZZZZZY', nic: NIC }, '192.0.2.78')
    expect(await read(missing.clone())).toEqual(referenceLocked)
    expect(missing.headers.get('retry-after')).toBe(String(10 * 60))

    clock.now += 10 * MINUTE
    expect(await read(await lookup({ reference, nic: '199912345670' }, '192.0.2.79'))).toEqual(notFound)
  })

  it('refuses the right NIC during the lock from a network that failed on the reference, an IPv6 /64 as one', async () => {
    const { reference } = await apply('reference-guesser@example.com')
    const { clock, deps } = referenceLimits()
    const lookup = (nic: string, ip: string) => handlers.lookupApplicationStatus(lookupRequest({ reference, nic }, { [PEER_HEADER]: ip }), deps)
    for (let i = 1; i <= 5; i++) expect((await lookup(`19991234567${i}`, `203.0.113.${i}`)).status).toBe(404)
    clock.now += MINUTE
    // One guess for a network that had none: wrong, and then the right NIC from another address of its /64 is no use.
    expect(await read(await lookup('199912345676', '2001:db8:9:1::1'))).toEqual(referenceLocked)
    const right = await lookup(NIC, '2001:db8:9:1::2')
    expect(await read(right.clone())).toEqual(referenceLocked)
    expect(right.headers.get('retry-after')).toBe(String(14 * 60))
    // Nor from a network whose failure helped lock it.
    expect((await lookup(NIC, '203.0.113.3')).status).toBe(429)
    // The applicant, from a network that never failed, is answered.
    expect((await lookup(NIC, '2001:db8:9:2::1')).status).toBe(200)
  })

  it('lets parallel guesses from one network through no more often than the limit', async () => {
    const { reference } = await apply('reference-parallel@example.com')
    const { deps } = referenceLimits()
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => handlers.lookupApplicationStatus(lookupRequest({ reference, nic: `1999123456${10 + i}` }, { [PEER_HEADER]: '203.0.113.60' }), deps)),
    )
    expect(replies.map((reply) => reply.status).sort()).toEqual([...Array<number>(5).fill(404), ...Array<number>(7).fill(429)])
  })

  it('counts no failure when the database fails: nothing was answered', async () => {
    const { reference } = await apply('reference-outage@example.com')
    const { deps } = referenceLimits()
    const broken = { find: () => Promise.reject(new Error('database gone')) } as unknown as Payload
    const lookup = (extra: Partial<typeof deps> & { payload?: Payload }) =>
      handlers.lookupApplicationStatus(lookupRequest({ reference, nic: NIC }, { [PEER_HEADER]: '198.51.100.40' }), { ...deps, ...extra })
    for (let i = 1; i <= 6; i++) expect((await lookup({ payload: broken })).status).toBe(500)
    expect((await lookup({})).status).toBe(200)
  })

  it('applies the same to the requested-documents upload', async () => {
    const { reference } = await apply('reference-upload@example.com')
    const { clock, deps } = referenceLimits()
    const upload = (nic: string, ip: string) => handlers.uploadRequestedDocuments(uploadRequest({ reference, nic }, [{ name: 'birth.pdf', data: pdfFile() }], { [PEER_HEADER]: ip }), deps)
    // Right reference and NIC while nothing is awaited: 409 each time, never a lock.
    for (let i = 1; i <= 6; i++) expect((await upload(NIC, '198.51.100.30')).status, `upload ${i}`).toBe(409)

    const { id } = (await payload.find({ collection: 'degree-applications', where: { reference: { equals: reference } }, overrideAccess: true, depth: 0 })).docs[0]!
    await staffUpdate(id as number, { status: 'waiting_documents', requested_documents: [{ name: 'Birth certificate' }] })
    for (let i = 1; i <= 5; i++) expect(await read(await upload(`19991234567${i}`, `203.0.113.${i}`))).toEqual(notFound)
    clock.now += MINUTE
    expect(await read(await upload('199912345676', '192.0.2.90'))).toEqual(referenceLocked)
    expect(await read(await upload(NIC, '192.0.2.90'))).toEqual(referenceLocked)
    expect((await upload(NIC, '198.51.100.31')).status).toBe(201)
  })
})

describe('mail to the applicant', () => {
  it('links the status page from the acknowledgement and from each change staff make, never with documents', async () => {
    const email = 'mail-test@example.com'
    const { id, reference } = await apply(email)
    expect(await smtp.arrived(email, 1)).toBe(true)
    expect(smtp.to(email)[0]!.text).toContain('https://campus.example/application-status')

    await staffUpdate(id, { status: 'waiting_documents', requested_documents: [{ name: 'Passport copy' }] })
    expect(await smtp.arrived(email, 2)).toBe(true)
    const notice = smtp.to(email)[1]!.text
    expect(notice).toContain(`Documents needed for your application ${reference}`)
    expect(notice).toContain('https://campus.example/application-status')
    expect(notice).not.toMatch(/Content-Disposition: attachment/i)

    await staffUpdate(id, { status: 'accepted' })
    expect(await smtp.arrived(email, 3)).toBe(true)
    expect(smtp.to(email)[2]!.text).toContain('The status of your application is now: Accepted.')

    // A save that changes nothing the applicant sees adds no history entry, and so no mail (the rule's unit test).
    const entries = (await payload.findByID({ collection: 'degree-applications', id, overrideAccess: true })).history?.length
    await staffUpdate(id, { staff_notes: 'Called the applicant.' })
    expect((await payload.findByID({ collection: 'degree-applications', id, overrideAccess: true })).history).toHaveLength(entries ?? 0)
    // The next change the applicant sees is the fourth mail.
    await staffUpdate(id, { applicant_message: 'Welcome to the campus.' })
    expect(await smtp.arrived(email, 4)).toBe(true)
  })
})

describe('POST /v1/applicationStatus/documents', () => {
  async function waiting(email: string) {
    const application = await apply(email)
    await staffUpdate(application.id, { status: 'waiting_documents', requested_documents: [{ name: 'Birth certificate' }] })
    return application
  }

  it('adds the files to the application, back in review, with a history entry and a notice to admissions', async () => {
    const { id, reference } = await waiting('upload-ok@example.com')
    const staffMails = smtp.to('admissions@campus.example').length
    const files = storedFiles().length
    const { status, body } = await read(
      await handlers.uploadRequestedDocuments(uploadRequest({ reference, nic: NIC }, [{ name: 'birth.pdf', data: await pdfFile() }, { name: 'photo.png', data: await pngFile() }]), roomy()),
    )
    expect({ status, body }).toMatchObject({ status: 201 })
    expect(body.data).toMatchObject({ status: 'in_review', request: null })
    const doc = await payload.findByID({ collection: 'degree-applications', id, overrideAccess: true, depth: 0 })
    expect(doc.status).toBe('in_review')
    expect(doc.documents?.map((document) => [document.field, document.original_filename])).toEqual([
      ['nic', 'nic.pdf'],
      ['requested', 'birth.pdf'],
      ['requested', 'photo.png'],
    ])
    expect(doc.history?.at(-1)).toMatchObject({ event: 'upload', from_status: 'waiting_documents', to_status: 'in_review', by: 'Applicant', detail: 'birth.pdf; photo.png' })
    expect(storedFiles()).toHaveLength(files + 2)
    expect(await smtp.arrived('admissions@campus.example', staffMails + 1)).toBe(true)

    // No longer waiting: a second upload is refused.
    const again = await handlers.uploadRequestedDocuments(uploadRequest({ reference, nic: NIC }, [{ name: 'more.pdf', data: await pdfFile() }]), roomy())
    expect(again.status).toBe(409)
  })

  it('refuses a wrong NIC like the lookup, disguised files and too many files, and stores nothing', async () => {
    const { id, reference } = await waiting('upload-refused@example.com')
    const files = storedFiles()
    const wrongNic = await read(await handlers.uploadRequestedDocuments(uploadRequest({ reference, nic: '199912345678' }, [{ name: 'a.pdf', data: await pdfFile() }]), roomy()))
    expect(wrongNic).toEqual({ status: 404, body: { success: false, message: STATUS_MESSAGES.notFound, errors: {} } })

    const disguised = await read(await handlers.uploadRequestedDocuments(uploadRequest({ reference, nic: NIC }, [{ name: 'a.pdf', data: await pdfFile() }, { name: 'b.pdf', data: executableFile() }]), roomy()))
    expect(disguised.status).toBe(400)
    expect(disguised.body.message).toContain('"b.pdf" does not contain what its name says')

    const callingOut = await read(await handlers.uploadRequestedDocuments(uploadRequest({ reference, nic: NIC }, [{ name: 'transcript.pdf', data: pdfCallingOutFile() }]), roomy()))
    expect(callingOut).toMatchObject({ status: 400, body: { message: FILE_MESSAGES.pdfActive('transcript.pdf') } })

    const many = Array.from({ length: 6 }, (_, index) => ({ name: `page-${index}.pdf`, data: pdfFile() }))
    expect(await read(await handlers.uploadRequestedDocuments(uploadRequest({ reference, nic: NIC }, many), roomy()))).toMatchObject({
      status: 400,
      body: { message: 'Please upload at most 5 files for the requested documents.' },
    })
    const otherField = await handlers.uploadRequestedDocuments(uploadRequest({ reference, nic: NIC }, [{ name: 'a.pdf', data: pdfFile(), field: 'receipt' }]), roomy())
    expect(otherField.status).toBe(400)
    expect((await handlers.uploadRequestedDocuments(uploadRequest({ reference, nic: NIC }, []), roomy())).status).toBe(400)

    const doc = await payload.findByID({ collection: 'degree-applications', id, overrideAccess: true, depth: 0 })
    expect(doc.status).toBe('waiting_documents')
    expect(doc.documents).toHaveLength(1)
    expect(storedFiles()).toEqual(files)
  })

  it('takes two uploads that arrive together one after the other: the second finds the request answered, and no file is lost', async () => {
    const { id, reference } = await waiting('upload-twice@example.com')
    const files = storedFiles().length
    const [first, second] = await Promise.all([
      handlers.uploadRequestedDocuments(uploadRequest({ reference, nic: NIC }, [{ name: 'first.pdf', data: pdfFile() }]), roomy()),
      handlers.uploadRequestedDocuments(uploadRequest({ reference, nic: NIC }, [{ name: 'second.pdf', data: pdfFile() }, { name: 'second.png', data: await pngFile() }]), roomy()),
    ])
    const replies = [await read(first), await read(second)]
    expect(replies.map(({ status }) => status).sort()).toEqual([201, 409])
    const refused = replies.find(({ status }) => status === 409)!
    expect(refused.body.message).toBe(STATUS_MESSAGES.notWaiting)
    const accepted = replies[0]!.status === 201 ? ['first.pdf'] : ['second.pdf', 'second.png']

    const doc = await payload.findByID({ collection: 'degree-applications', id, overrideAccess: true, depth: 0 })
    expect(doc.documents?.map((document) => document.original_filename)).toEqual(['nic.pdf', ...accepted])
    expect(doc.history?.filter((entry) => entry.event === 'upload')).toHaveLength(1)
    // The refused upload's files are removed again; every stored document has its file.
    expect(storedFiles()).toHaveLength(files + accepted.length)
    expect(storedFiles()).toEqual(expect.arrayContaining(doc.documents!.map((document) => document.stored_name)))
  })

  it('keeps the stored documents when staff save the application with another list', async () => {
    const { id, reference } = await waiting('upload-then-staff@example.com')
    expect((await handlers.uploadRequestedDocuments(uploadRequest({ reference, nic: NIC }, [{ name: 'birth.pdf', data: pdfFile() }]), roomy())).status).toBe(201)
    const before = await payload.findByID({ collection: 'degree-applications', id, overrideAccess: true, depth: 0 })
    // What a back-office form opened before the upload would send back.
    await staffUpdate(id, { documents: before.documents!.slice(0, 1) })
    const after = await payload.findByID({ collection: 'degree-applications', id, overrideAccess: true, depth: 0 })
    expect(after.documents).toEqual(before.documents)
  })

  it('refuses a file over the size limit while it streams', async () => {
    const { reference } = await waiting('upload-large@example.com')
    const big = Buffer.concat([pdfFile(), Buffer.alloc(10 * 1024 * 1024 + 1, 32)])
    const { status, body } = await read(await handlers.uploadRequestedDocuments(uploadRequest({ reference, nic: NIC }, [{ name: 'big.pdf', data: big }]), roomy()))
    expect(status).toBe(413)
    expect(body.message).toContain('"big.pdf" is larger than 10 MB')
  })

  it('stores all or nothing: a failure after the files are stored leaves the application and the store as they were', async () => {
    const { id, reference } = await waiting('upload-fault@example.com')
    const files = storedFiles()
    const before = await payload.findByID({ collection: 'degree-applications', id, overrideAccess: true, depth: 0 })
    const response = await handlers.uploadRequestedDocuments(uploadRequest({ reference, nic: NIC }, [{ name: 'a.pdf', data: await pdfFile() }, { name: 'b.png', data: await pngFile() }]), {
      ...roomy(),
      faults: {
        afterRecordCreated: () => {
          throw new Error('disk full')
        },
      },
    })
    expect(response.status).toBe(500)
    const after = await payload.findByID({ collection: 'degree-applications', id, overrideAccess: true, depth: 0 })
    expect(after.status).toBe('waiting_documents')
    expect(after.documents).toEqual(before.documents)
    expect(after.history).toEqual(before.history)
    expect(storedFiles()).toEqual(files)
  })
})
