/**
 * The three form POSTs of §7 against a migrated, seeded database (SQLite, and
 * PostgreSQL when CI sets it): what is stored, every refusal and its message,
 * files checked by content, limits, idempotency, all-or-nothing storing,
 * abuse checks, the approval of alumni and the staff-only documents.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { handleV1 } from '@/screens/api/v1'
import { GET as staffDocument } from '@/app/(staff)/staff-documents/[application]/[file]/route'
import { MAX_FILE_BYTES } from '@/foundations/formRules/applicationDocuments'
import { FORM_MESSAGES as M } from '@/foundations/formRules/messages'
import { payloadClient } from '@/model/payloadClient'
import { addAlumniRegistration, addInquiry, addStudentApplication } from '@/sides/submissions/handlers'
import { PEER_HEADER } from '@/services/security/clientAddress'
import { RateLimiter } from '@/services/security/rateLimit'
import { documentsDir } from '@/services/applicantFiles/places'

import { docxFile, executableFile, htmlFile, jpegFile, pdfFile, pngFile, svgFile } from '../fixtures/uploads'
import { validAlumni, validApplication, validInquiry } from '../fixtures/submissions'
import { applicationRequest, countWhere, freshDeps, incomingLeft, jsonRequest, newKey, ORIGIN, read, storedFiles, type Upload } from '../support/formRequests'
import { staffUser } from '../support/staffAccounts'

let payload: Payload
let alumniProgrammeId: number

beforeAll(async () => {
  payload = await payloadClient()
  const programmes = await payload.find({ collection: 'degree-program-names', limit: 1, sort: 'id', overrideAccess: true })
  alumniProgrammeId = programmes.docs[0]!.id as number
})

afterAll(() => {
  expect(incomingLeft()).toEqual([])
})

describe('POST /v1/academicPage/addStudentApplication', () => {
  it('stores a valid application whole: the record, its lists and every file, and replies 201 with a reference', async () => {
    const before = storedFiles()
    const [pdf, png, jpg, docx] = [pdfFile(), await pngFile(), await jpegFile(), docxFile()]
    const { status, body } = await read(
      await addStudentApplication(
        applicationRequest(validApplication({ full_name: 'Stored Whole Applicant' }), [
          { field: 'nic', name: 'nic front.pdf', data: pdf, type: 'application/pdf' },
          { field: 'nic', name: 'nic back.png', data: png },
          { field: 'o/l_certificate', name: 'ol.JPEG', data: jpg },
          { field: 'other_certificates', name: 'Sports letter.docx', data: docx },
        ]),
        freshDeps(),
      ),
    )
    expect(status).toBe(201)
    expect(body.success).toBe(true)
    expect(body.reference).toMatch(/^APP-\d{4}-[A-Z2-9]{6}$/)
    expect(body.message).toBe(`${M.applicationReceived} Your reference number is ${body.reference}.`)

    const found = await payload.find({ collection: 'degree-applications', where: { reference: { equals: body.reference } }, overrideAccess: true, depth: 0 })
    const doc = found.docs[0]!
    expect(doc.full_name).toBe('Stored Whole Applicant')
    expect(doc.degree).toBe(18)
    expect(doc.status).toBe('new')
    expect(doc.mobile_no).toBe('+94712345678')
    expect(doc.nic).toBe('200407501234')
    // Empty rows are dropped; the fixed subjects are kept.
    expect(doc.sl_al_details?.map((row) => [row.subject, row.grade])).toEqual([
      ['General English', 'A'],
      ['Common General Paper (New Syllabus)', 'B'],
      ['Accounting', 'A'],
    ])
    expect(doc.foreign_educational_details).toEqual([])
    expect(doc.extra_curricular_activities?.map((row) => row.achievemnet_year)).toEqual(['2022'])
    expect(doc.advertised_paper).toBe('Daily News')

    const documents = doc.documents ?? []
    expect(documents.map((d) => [d.field, d.original_filename, d.mime_type])).toEqual([
      ['nic', 'nic front.pdf', 'application/pdf'],
      ['nic', 'nic back.png', 'image/png'],
      ['o/l_certificate', 'ol.JPEG', 'image/jpeg'],
      ['other_certificates', 'Sports letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ])
    for (const [index, data] of [pdf, png, jpg, docx].entries()) {
      const stored = documents[index]!
      expect(stored.stored_name).toMatch(/^[0-9a-f-]{36}\.(pdf|png|jpeg|docx)$/)
      expect(fs.readFileSync(path.join(documentsDir(), stored.stored_name)).equals(data)).toBe(true)
      expect(stored.size).toBe(data.length)
    }
    expect(storedFiles().length).toBe(before.length + 4)
  })

  it('answers a field that breaks a rule with 400, its §5 message and nothing stored', async () => {
    const cases: [Record<string, string>, string, string, string][] = [
      [{ week_type: '' }, 'week_type', M.programType, M.programType],
      [{ form_variant: 'picker', degree_type: '' }, 'degree_type', M.selectDegreeType, M.selectDegreeType],
      [{ nic: '1234567890V' }, 'nic', M.nicOldLengthIdForm, M.correctErrors],
      [{ form_variant: 'picker', nic: '1234567V' }, 'nic', M.nicOldLength, M.correctErrorsBeforeSubmitting],
      [{ nic: '12345678901' }, 'nic', M.nicNewLengthIdForm, M.correctErrors],
      [{ nic: 'AB12' }, 'nic', M.nicInvalidIdForm, M.correctErrors],
      [{ nic: '' }, 'nic', M.nicRequired, M.correctErrors],
      [{ mobile_no: '' }, 'mobile_no', M.mobileRequired, M.correctErrors],
      [{ mobile_no: '+9471234567' }, 'mobile_no', M.slMobileLength, M.correctErrors],
      [{ mobile_no: '0712345678' }, 'mobile_no', M.slMobileInvalid, M.correctErrors],
      [{ home_no: '' }, 'home_no', M.homeRequired, M.correctErrors],
      [{ form_variant: 'picker', mobile_no: '+4412' }, 'mobile_no', M.intlMobileInvalid, M.correctErrorsBeforeSubmitting],
      [{ email_address: '' }, 'email_address', M.emailRequired, M.correctErrors],
      [{ email_address: 'kasun perera@example.com' }, 'email_address', M.emailInvalid, M.correctErrors],
      [{ full_name: '' }, 'full_name', 'Full name is required.', M.correctErrors],
      [{ al_stream: 'Physics' }, 'al_stream', 'A/L stream is required.', M.correctErrors],
      [{ advertised_paper: '' }, 'advertised_paper', 'Newspaper is required.', M.correctErrors],
      [{ degree_type: '99999' }, 'degree_type', M.unknownDegree, M.selectDegreeType],
    ]
    for (const [overrides, field, fieldMessage, message] of cases) {
      const name = `Refused ${field} ${Object.values(overrides).join('|')}`
      const { status, body } = await read(
        await addStudentApplication(applicationRequest(validApplication({ full_name: name, ...overrides })), freshDeps()),
      )
      expect({ field, status, message: body.message, fieldMessage: body.errors?.[field] }).toEqual({ field, status: 400, message, fieldMessage })
      expect(body.success).toBe(false)
      expect(await countWhere(payload, 'degree-applications', 'full_name', name)).toBe(0)
    }
  })

  it('accepts an international number on the picker form and keeps a home number optional there', async () => {
    const { status } = await read(
      await addStudentApplication(
        applicationRequest(validApplication({ form_variant: 'picker', mobile_no: '+447911123456', home_no: '', full_name: 'Picker Applicant' })),
        freshDeps(),
      ),
    )
    expect(status).toBe(201)
    expect(await countWhere(payload, 'degree-applications', 'mobile_no', '+447911123456')).toBe(1)
  })

  it('refuses files whose content is not an accepted kind or contradicts the name, naming the file', async () => {
    const disguised: [Upload, string][] = [
      [{ field: 'nic', name: 'photo.png', data: executableFile(), type: 'image/png' }, M.storeFailed],
      [{ field: 'receipt', name: 'receipt.pdf', data: htmlFile(), type: 'application/pdf' }, ''],
      [{ field: 'a/l_certificate', name: 'al.jpg', data: svgFile(), type: 'image/jpeg' }, ''],
      [{ field: 'nic', name: 'scan.png', data: pdfFile(), type: 'image/png' }, ''],
      [{ field: 'nic', name: 'notes.docx', data: await pngFile() }, ''],
    ]
    const before = storedFiles()
    for (const [file] of disguised) {
      const name = `Disguised ${file.name}`
      const { status, body } = await read(await addStudentApplication(applicationRequest(validApplication({ full_name: name }), [file]), freshDeps()))
      expect(status).toBe(400)
      expect(body.message).toBe(`"${file.name}" does not contain what its name says. Please upload a real JPG, JPEG, PNG, PDF or DOCX file.`)
      expect(body.errors?.[file.field]).toBe(body.message)
      expect(await countWhere(payload, 'degree-applications', 'full_name', name)).toBe(0)
    }
    const wrongName = await read(
      await addStudentApplication(applicationRequest(validApplication(), [{ field: 'nic', name: 'setup.exe', data: executableFile() }]), freshDeps()),
    )
    expect(wrongName.status).toBe(400)
    expect(wrongName.body.message).toBe('"setup.exe" is not an accepted file. Please upload JPG, JPEG, PNG, PDF or DOCX files only.')
    expect(storedFiles()).toEqual(before)
  })

  it('refuses a file over 10 MB, documents over 30 MB together, and more than 5 files in one field', async () => {
    const before = storedFiles()
    const big = Buffer.concat([pdfFile(), Buffer.alloc(MAX_FILE_BYTES)])
    const oversized = await read(await addStudentApplication(applicationRequest(validApplication(), [{ field: 'receipt', name: 'huge.pdf', data: big }]), freshDeps()))
    expect(oversized.status).toBe(413)
    expect(oversized.body.message).toBe('"huge.pdf" is larger than 10 MB. Please upload a smaller file.')
    expect(oversized.body.errors?.receipt).toBe(oversized.body.message)

    const nine = Buffer.concat([pdfFile(), Buffer.alloc(9 * 1024 * 1024)])
    const total = await read(
      await addStudentApplication(
        applicationRequest(validApplication(), ['nic', 'o/l_certificate', 'a/l_certificate', 'receipt'].map((field) => ({ field, name: `${field.replace('/', '')}.pdf`, data: nine }))),
        freshDeps(),
      ),
    )
    expect(total.status).toBe(413)
    expect(total.body.message).toBe('Your documents together are larger than 30 MB. Please upload smaller files.')

    const png = await pngFile()
    const many = await read(
      await addStudentApplication(
        applicationRequest(validApplication(), Array.from({ length: 6 }, (_, index) => ({ field: 'other_certificates', name: `c${index}.png`, data: png }))),
        freshDeps(),
      ),
    )
    expect(many.status).toBe(400)
    expect(many.body.message).toBe('Please upload at most 5 files for Other certificates.')
    expect(storedFiles()).toEqual(before)
  })

  it('stores a repeated submission with the same idempotency key once and answers with the first reply', async () => {
    const key = newKey()
    const fields = validApplication({ full_name: 'Retried Applicant' })
    const png = await pngFile()
    const send = () => addStudentApplication(applicationRequest(fields, [{ field: 'receipt', name: 'slip.png', data: png }], { 'idempotency-key': key }), freshDeps())
    const first = await read(await send())
    const again = await read(await send())
    expect(first.status).toBe(201)
    expect(again).toEqual(first)
    // Sent twice at the same moment: still one record.
    const racing = await Promise.all([send(), send()].map(async (response) => read(await response)))
    expect(racing.map((r) => r.body.reference)).toEqual([first.body.reference, first.body.reference])
    expect(await countWhere(payload, 'degree-applications', 'full_name', 'Retried Applicant')).toBe(1)
  })

  it('tells a retry under the same key that changed the form that the first one was kept, and keeps nothing of it', async () => {
    const key = newKey()
    const png = await pngFile()
    const first = await read(
      await addStudentApplication(applicationRequest(validApplication({ full_name: 'Changed Applicant' }), [{ field: 'receipt', name: 'slip.png', data: png }], { 'idempotency-key': key }), freshDeps()),
    )
    expect(first.status).toBe(201)
    const files = storedFiles()
    const reference = String(first.body.reference)
    const expected = { status: 409, body: { success: false, message: `${M.changedAfterStored} Your reference number is ${reference}.`, reference, errors: {} } }

    // The reply was lost; the applicant corrected a field, or chose another file of the same name, and sent again.
    const otherPng = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 0, b: 0 } } }).png().toBuffer()
    const changedField = await addStudentApplication(
      applicationRequest(validApplication({ full_name: 'Changed Applicant', mailing_address: '12 Other Road, Colombo 05' }), [{ field: 'receipt', name: 'slip.png', data: png }], { 'idempotency-key': key }),
      freshDeps(),
    )
    expect(await read(changedField)).toEqual(expected)
    const changedFile = await addStudentApplication(
      applicationRequest(validApplication({ full_name: 'Changed Applicant' }), [{ field: 'receipt', name: 'slip.png', data: otherPng }], { 'idempotency-key': key }),
      freshDeps(),
    )
    expect(await read(changedFile)).toEqual(expected)

    expect(await countWhere(payload, 'degree-applications', 'full_name', 'Changed Applicant')).toBe(1)
    const doc = (await payload.find({ collection: 'degree-applications', where: { reference: { equals: reference } }, overrideAccess: true, depth: 0 })).docs[0]!
    expect(doc.mailing_address).toBe(validApplication().mailing_address)
    expect(storedFiles()).toEqual(files)
  })

  it('leaves no record and no file when storing fails after the files were written, or after the record was created', async () => {
    const before = storedFiles()
    const png = await pngFile()
    for (const faults of [
      { afterFilesStored: () => Promise.reject(new Error('disk full')) },
      { afterRecordCreated: () => Promise.reject(new Error('connection lost')) },
    ]) {
      const name = `Failed Applicant ${Object.keys(faults)[0]}`
      const { status, body } = await read(
        await addStudentApplication(applicationRequest(validApplication({ full_name: name }), [{ field: 'nic', name: 'nic.png', data: png }]), freshDeps({ faults })),
      )
      expect(status).toBe(500)
      expect(body).toEqual({ success: false, message: M.storeFailed, errors: {} })
      expect(await countWhere(payload, 'degree-applications', 'full_name', name)).toBe(0)
      expect(storedFiles()).toEqual(before)
    }
  })
})

describe('POST /v1/AlumniPage/addAlumniRegistration', () => {
  it('stores a valid registration with the qualification built from the stored programme name', async () => {
    const { status, body } = await read(
      await addAlumniRegistration(jsonRequest('/AlumniPage/addAlumniRegistration', validAlumni({ degree_program_id: alumniProgrammeId, name: 'Stored Alumna' })), freshDeps()),
    )
    expect(status).toBe(201)
    expect(body.reference).toMatch(/^ALM-\d{4}-[A-Z2-9]{6}$/)
    expect(body.message).toBe(`${M.registrationReceived} Your reference number is ${body.reference}.`)
    const programme = await payload.findByID({ collection: 'degree-program-names', id: alumniProgrammeId, overrideAccess: true })
    const doc = (await payload.find({ collection: 'alumni-registrations', where: { reference: { equals: body.reference } }, overrideAccess: true, depth: 0 })).docs[0]!
    expect(doc.sab_academic_qualifications).toBe(`${programme.program_name} (Special)`)
    expect(doc.mobile_no).toBe('+94771234567')
    // Each address is stored under the label the visitor typed it beside.
    expect([doc.personal_email, doc.office_email]).toEqual(['nimali.home@example.com', 'nimali@firm.example'])
  })

  it('answers each broken rule with its §5 message', async () => {
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ name: '' }, 'name', 'Name is required.', M.fillRequired],
      [{ year_of_enrollment: '' }, 'year_of_enrollment', 'Year of enrollment is required.', M.fillRequired],
      [{ declaration: 'disagree' }, 'declaration', M.declaration, M.declaration],
      [{ degree_program_id: '' }, 'degree_program_id', M.selectDegreeProgram, M.selectDegreeProgram],
      [{ degree_program_id: 999999 }, 'degree_program_id', M.selectDegreeProgram, M.selectDegreeProgram],
      [{ mobile_no: '' }, 'mobile_no', M.mobileRequired, M.correctErrors],
      [{ mobile_no: '0771234567' }, 'mobile_no', M.alumniMobileInvalid, M.correctErrors],
      [{ mobile_no: '+947712345678' }, 'mobile_no', M.alumniMobileLength, M.correctErrors],
      [{ personal_email: '' }, 'personal_email', M.personalEmailRequired, M.correctErrors],
      [{ office_email: 'office@' }, 'office_email', M.officeEmailInvalid, M.correctErrors],
      [{ nic_passport_no: '90123V' }, 'nic_passport_no', M.nicInvalid, M.correctErrors],
      [{ qualification_type: 'honours' }, 'qualification_type', M.qualificationMissing, M.qualificationMissing],
    ]
    for (const [overrides, field, fieldMessage, message] of cases) {
      const name = `Refused alumna ${field}`
      const { status, body } = await read(
        await addAlumniRegistration(jsonRequest('/AlumniPage/addAlumniRegistration', validAlumni({ degree_program_id: alumniProgrammeId, name, ...overrides })), freshDeps()),
      )
      expect({ field, status, message: body.message, fieldMessage: body.errors?.[field] }).toEqual({ field, status: 400, message, fieldMessage })
    }
    expect(await countWhere(payload, 'alumni-registrations', 'sab_reg_no', 'REG-2012-045')).toBeGreaterThanOrEqual(1)
  })

  it('lists an accepted registration in the alumni directory and takes it out again', async () => {
    const { body } = await read(
      await addAlumniRegistration(
        jsonRequest('/AlumniPage/addAlumniRegistration', validAlumni({ degree_program_id: alumniProgrammeId, name: 'Directory Candidate', designation: 'Auditor' })),
        freshDeps(),
      ),
    )
    const doc = (await payload.find({ collection: 'alumni-registrations', where: { reference: { equals: body.reference } }, overrideAccess: true })).docs[0]!
    const inDirectory = () => payload.count({ collection: 'alumni-directory', where: { name: { equals: 'Directory Candidate' } } }).then((r) => r.totalDocs)
    expect(await inDirectory()).toBe(0)
    await payload.update({ collection: 'alumni-registrations', id: doc.id, data: { status: 'accepted' }, overrideAccess: true })
    expect(await inDirectory()).toBe(1)
    const entry = (await payload.find({ collection: 'alumni-directory', where: { name: { equals: 'Directory Candidate' } } })).docs[0]!
    expect([entry.designation, entry.official_address, entry.intake]).toEqual(['Auditor', 'Example Holdings PLC', '2012 Intake'])
    await payload.update({ collection: 'alumni-registrations', id: doc.id, data: { status: 'rejected' }, overrideAccess: true })
    expect(await inDirectory()).toBe(0)
  })
})

describe('POST /v1/ContactUS/addInquiry', () => {
  it('stores a valid inquiry and answers with the §8 success text', async () => {
    const { status, body } = await read(await addInquiry(jsonRequest('/ContactUS/addInquiry', validInquiry({ surname: 'Stored' })), freshDeps()))
    expect(status).toBe(201)
    expect(body.message).toBe('Thank you! Your inquiry has been successfully submitted. Our team will contact you shortly')
    const doc = (await payload.find({ collection: 'inquiries', where: { reference: { equals: body.reference } }, overrideAccess: true })).docs[0]!
    expect([doc.contact_no, doc.degree_program, doc.status]).toEqual(['+94771234567', '', 'new'])
  })

  it('answers a retry with the first reply, and a changed retry under the same key with a 409 that keeps the first', async () => {
    const key = newKey()
    const send = (message: string) => addInquiry(jsonRequest('/ContactUS/addInquiry', validInquiry({ surname: 'Retried', message }), { 'idempotency-key': key }), freshDeps())
    const first = await read(await send('When does the next intake start?'))
    expect(first.status).toBe(201)
    expect(await read(await send('When does the next intake start?'))).toEqual(first)
    const changed = await read(await send('When does the next intake start, and what does it cost?'))
    expect(changed.status).toBe(409)
    expect(changed.body.message).toBe(`${M.changedAfterStored} Your reference number is ${first.body.reference}.`)
    const docs = (await payload.find({ collection: 'inquiries', where: { surname: { equals: 'Retried' } }, overrideAccess: true })).docs
    expect(docs.map((doc) => doc.message)).toEqual(['When does the next intake start?'])
  })

  it('names each missing required field; degree_program may be left out', async () => {
    for (const field of ['first_name', 'surname', 'contact_no', 'email', 'al_year', 'message']) {
      const { status, body } = await read(await addInquiry(jsonRequest('/ContactUS/addInquiry', validInquiry({ [field]: '' })), freshDeps()))
      expect(status).toBe(400)
      expect(body.errors?.[field]).toMatch(/ is required\.$/)
    }
    const withoutProgramme = validInquiry()
    delete withoutProgramme.degree_program
    expect((await addInquiry(jsonRequest('/ContactUS/addInquiry', withoutProgramme), freshDeps())).status).toBe(201)
  })
})

describe('abuse', () => {
  beforeEach(() => {
    expect(incomingLeft()).toEqual([])
  })

  it('drops a submission whose hidden field is filled, answering as if it were stored', async () => {
    const { status, body } = await read(await addInquiry(jsonRequest('/ContactUS/addInquiry', validInquiry({ surname: 'Honeypot', website: 'http://spam.example' })), freshDeps()))
    expect(status).toBe(201)
    expect(body.message).toBe(M.inquirySuccess)
    expect(await countWhere(payload, 'inquiries', 'surname', 'Honeypot')).toBe(0)
  })

  it('refuses a form sent faster than a person can fill it', async () => {
    const { status, body } = await read(await addInquiry(jsonRequest('/ContactUS/addInquiry', validInquiry({ surname: 'Hasty', form_elapsed_ms: 900 })), freshDeps()))
    expect(status).toBe(400)
    expect(body.message).toBe(M.tooFast)
    expect(await countWhere(payload, 'inquiries', 'surname', 'Hasty')).toBe(0)
  })

  it('limits each client: over the limit gets 429, a clear message and Retry-After; other clients go on', async () => {
    let now = 1_000_000
    const limiter = new RateLimiter(2, 60_000, () => now)
    const send = (ip: string) => addInquiry(jsonRequest('/ContactUS/addInquiry', validInquiry({ surname: 'Limited' }), { [PEER_HEADER]: ip }), { limiter })
    expect((await send('203.0.113.7')).status).toBe(201)
    expect((await send('203.0.113.7')).status).toBe(201)
    const third = await send('203.0.113.7')
    expect(third.status).toBe(429)
    expect(third.headers.get('retry-after')).toBe('60')
    expect((await third.json()).message).toBe(M.rateLimited)
    expect((await send('198.51.100.2')).status).toBe(201)
    now += 60_000
    expect((await send('203.0.113.7')).status).toBe(201)
  })

  it('limits an IPv6 /64 as one client, however many of its addresses send; another /64 goes on', async () => {
    const limiter = new RateLimiter(20, 600_000, () => 1_000_000)
    const send = (ip: string) => addInquiry(jsonRequest('/ContactUS/addInquiry', validInquiry({ surname: 'Rotating' }), { [PEER_HEADER]: ip }), { limiter })
    // 22 addresses of 2001:db8:7:1::/64, as one host can take them all.
    const statuses: number[] = []
    for (let i = 1; i <= 22; i++) statuses.push((await send(`2001:db8:7:1:${i.toString(16)}::${i}`)).status)
    expect(statuses).toEqual([...Array<number>(20).fill(201), 429, 429])
    expect((await send('2001:db8:7:2::1')).status).toBe(201)
    expect(await countWhere(payload, 'inquiries', 'surname', 'Rotating')).toBe(21)
  })

  it('refuses cross-site posts: another origin, a cross-site fetch, or a missing or wrong XSRF token', async () => {
    const variants: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { cookie: '', 'x-xsrf-token': '' },
      { 'x-xsrf-token': 'another-token' },
    ]
    for (const extra of variants) {
      const response = await addInquiry(jsonRequest('/ContactUS/addInquiry', validInquiry({ surname: 'Cross Site' }), extra), freshDeps())
      expect(response.status).toBe(403)
      expect((await response.json()).message).toBe(M.crossSite)
    }
    expect(await countWhere(payload, 'inquiries', 'surname', 'Cross Site')).toBe(0)
  })
})

describe('routing and access', () => {
  it('serves the three POSTs at their §7 paths, and only as POST', async () => {
    const response = await handleV1('POST', '/ContactUS/addInquiry', new URLSearchParams(), jsonRequest('/ContactUS/addInquiry', validInquiry({ surname: 'Routed' }), { 'x-forwarded-for': '192.0.2.50' }))
    expect(response.status).toBe(201)
    const wrongMethod = await handleV1('GET', '/ContactUS/addInquiry', new URLSearchParams())
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.headers.get('allow')).toBe('POST')
  })

  it('never shows stored applications or their documents to anonymous visitors or the wrong staff', async () => {
    const found = await payload.find({ collection: 'degree-applications', where: { full_name: { equals: 'Stored Whole Applicant' } }, overrideAccess: true })
    const doc = found.docs[0]!
    const storedName = doc.documents![0]!.stored_name
    const ask = (cookie = '') =>
      staffDocument(new Request(`${ORIGIN}/staff-documents/${doc.id}/${storedName}`, { headers: cookie ? { cookie } : {} }), {
        params: Promise.resolve({ application: String(doc.id), file: storedName }),
      })
    expect((await ask()).status).toBe(404)

    await expect(payload.find({ collection: 'degree-applications', overrideAccess: false })).rejects.toThrow()
    for (const [role, collection, allowed] of [
      ['editor', 'degree-applications', false],
      ['alumni', 'degree-applications', false],
      ['alumni', 'alumni-registrations', true],
      ['admissions', 'degree-applications', true],
      ['admissions', 'inquiries', true],
      ['admissions', 'alumni-registrations', false],
    ] as const) {
      const user = staffUser(role)
      const attempt = () => payload.find({ collection, overrideAccess: false, user, depth: 0, limit: 100 })
      if (!allowed) {
        await expect(attempt()).rejects.toThrow()
        continue
      }
      // A role that works on a kind of submission reads every stored one, not a filtered part.
      const stored = await payload.find({ collection, overrideAccess: true, depth: 0, limit: 100 })
      expect(stored.totalDocs, collection).toBeGreaterThan(0)
      const seen = await attempt()
      expect(seen.totalDocs, `${role} reading ${collection}`).toBe(stored.totalDocs)
      expect(seen.docs.map((doc) => doc.id)).toEqual(stored.docs.map((doc) => doc.id))
    }
  })
})
