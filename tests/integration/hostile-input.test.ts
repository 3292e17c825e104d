/**
 * The three form POSTs against what no page of the site sends: bodies that
 * never end, control characters, broken multipart headers, values of the
 * wrong type, a missing bot timer or declaration. Each is refused with a 4xx
 * and a clear message, stores nothing and leaves no file; nothing submitted
 * reaches the log, even when storing fails.
 */
import fs from 'node:fs'

import { sql } from 'drizzle-orm'
import type { Payload, Where } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { FORM_MESSAGES as M } from '@/foundations/formRules/messages'
import { payloadClient } from '@/model/payloadClient'
import { routePage } from '@/server/queryPages.mjs'
import { isBadQueryValueError, restQueryProblem } from '@/services/security/restQuery'
import { lookupApplicationStatus } from '@/sides/submissions/statusPage'
import { addAlumniRegistration, addInquiry, addStudentApplication } from '@/sides/submissions/handlers'
import { incomingDir } from '@/services/applicantFiles/places'
import type { StoreFaults } from '@/sides/submissions/wholeOrNothing'

import { validAlumni, validApplication, validInquiry } from '../fixtures/submissions'
import { pngFile } from '../fixtures/uploads'
import {
  applicationRequest,
  capturedOutput,
  chunkedBody,
  countWhere,
  formHeaders,
  freshDeps,
  incomingLeft,
  jsonRequest,
  ORIGIN,
  read,
  storedFiles,
} from '../support/formRequests'

const originalMkdirSync = fs.mkdirSync
const originalMkdir = fs.promises.mkdir

let payload: Payload
let alumniProgrammeId: number
let unique = 0
const uniqueText = (prefix: string) => `${prefix} ${Date.now()} ${(unique += 1)}`

beforeAll(async () => {
  payload = await payloadClient()
  const programmes = await payload.find({ collection: 'degree-program-names', limit: 1, sort: 'id', overrideAccess: true })
  alumniProgrammeId = programmes.docs[0]!.id as number
})

const alumni = (overrides: Record<string, unknown> = {}) => validAlumni({ degree_program_id: alumniProgrammeId, ...overrides })

const JSON_FORMS = [
  { path: '/ContactUS/addInquiry', handler: addInquiry },
  { path: '/AlumniPage/addAlumniRegistration', handler: addAlumniRegistration },
] as const

describe('bodies limited while they stream', () => {
  it('refuses a 50 MB JSON form sent in chunks without a length with 413, after pulling little more than 64 KB', async () => {
    for (const { path, handler } of JSON_FORMS) {
      const { stream, counts } = chunkedBody(50 * 1024 * 1024)
      const request = new Request(`${ORIGIN}/v1${path}`, {
        method: 'POST',
        body: stream,
        duplex: 'half',
        headers: { 'content-type': 'application/json', ...formHeaders() },
      } as RequestInit)
      const { status, body } = await read(await handler(request, freshDeps()))
      expect({ path, status, message: body.message }).toEqual({ path, status: 413, message: M.formTooLarge })
      // 64 KB is four 16 KB chunks: the fifth passes the limit; the stream may have read one ahead.
      expect(counts.pulled).toBeLessThanOrEqual(6)
      // Let go, not cancelled: a cancel resets the connection, and the reset could overtake the 413.
      expect(counts.cancelled).toBe(false)
    }
  })

  it('refuses a declared length over 64 KB before reading the body', async () => {
    const { stream, counts } = chunkedBody(1024 * 1024)
    const request = new Request(`${ORIGIN}/v1/ContactUS/addInquiry`, {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { 'content-type': 'application/json', 'content-length': String(1024 * 1024), ...formHeaders() },
    } as RequestInit)
    const { status, body } = await read(await addInquiry(request, freshDeps()))
    expect([status, body.message]).toEqual([413, M.formTooLarge])
    expect(counts.pulled).toBe(0)
  })
})

describe('control characters', () => {
  it('refuses a NUL in a text field of each form with 400 and the message under the field, storing nothing', async () => {
    const message = uniqueText('Nul inquiry')
    const inquiry = await read(await addInquiry(jsonRequest('/ContactUS/addInquiry', validInquiry({ surname: 'Sil\u0000va', message })), freshDeps()))
    expect(inquiry).toMatchObject({ status: 400, body: { success: false, message: M.correctErrors, errors: { surname: 'Surname contains characters that are not allowed.' } } })
    expect(await countWhere(payload, 'inquiries', 'message', message)).toBe(0)

    const regNo = uniqueText('NUL')
    const registration = await read(await addAlumniRegistration(jsonRequest('/AlumniPage/addAlumniRegistration', alumni({ name: 'Nimali\u0000 Fernando', sab_reg_no: regNo })), freshDeps()))
    expect(registration).toMatchObject({ status: 400, body: { errors: { name: 'Name contains characters that are not allowed.' } } })
    expect(await countWhere(payload, 'alumni-registrations', 'sab_reg_no', regNo)).toBe(0)

    const indexNo = String(Date.now()).slice(-9)
    const application = await read(
      await addStudentApplication(applicationRequest(validApplication({ full_name: 'Kasun\u0000 Perera', al_index_no: indexNo }), [{ field: 'nic', name: 'nic.png', data: await pngFile() }]), freshDeps()),
    )
    expect(application).toMatchObject({ status: 400, body: { errors: { full_name: 'Full name contains characters that are not allowed.' } } })
    expect(await countWhere(payload, 'degree-applications', 'al_index_no', indexNo)).toBe(0)
  })

  it('refuses a NUL in a row of an application list, naming the row field', async () => {
    const indexNo = String(Date.now() + 1).slice(-9)
    const rows = JSON.stringify([
      { subject: 'General English', grade: 'A' },
      { subject: 'Common General Paper (New Syllabus)', grade: 'B' },
      { subject: 'Account\u0000ing', grade: 'A' },
    ])
    const { status, body } = await read(await addStudentApplication(applicationRequest(validApplication({ sl_al_details: rows, al_index_no: indexNo })), freshDeps()))
    expect(status).toBe(400)
    expect(body.errors?.['sl_al_details.2.subject']).toBe('Subject contains characters that are not allowed.')
    expect(await countWhere(payload, 'degree-applications', 'al_index_no', indexNo)).toBe(0)
  })

  it('stores tab and line breaks (CRLF as browsers send multipart text) as they were typed', async () => {
    const message = `${uniqueText('Multi-line')}\r\nSecond line\n\tindented`
    const { status } = await read(await addInquiry(jsonRequest('/ContactUS/addInquiry', validInquiry({ message })), freshDeps()))
    expect(status).toBe(201)
    expect(await countWhere(payload, 'inquiries', 'message', message)).toBe(1)
  })
})

describe('nothing submitted reaches the log', () => {
  /** A real failing query that carries the submitted values, as a failed insert does: the driver's error quotes them. */
  const failingQuery =
    (values: string[]): StoreFaults['afterRecordCreated'] =>
    async () => {
      const db = payload.db as unknown as { execute: (args: { drizzle: unknown; sql: unknown }) => Promise<unknown>; drizzle: unknown }
      await db.execute({ drizzle: db.drizzle, sql: sql`select ${values[0]} as a, ${values[1]} as b from campus_no_such_table` })
    }

  it('logs only the path and the kind of failure when storing fails, none of the values', async () => {
    const name = 'Leaky Wickramasinghe'
    const email = 'leaky.wickramasinghe@example.com'
    const phone = '+94771112233'
    const cases = [
      {
        path: '/ContactUS/addInquiry',
        send: (faults: StoreFaults) => addInquiry(jsonRequest('/ContactUS/addInquiry', validInquiry({ first_name: name, email, contact_no: phone, message: 'Private question about fees' })), freshDeps({ faults })),
        values: [name, email, phone, 'Private question about fees'],
      },
      {
        path: '/AlumniPage/addAlumniRegistration',
        send: (faults: StoreFaults) =>
          addAlumniRegistration(jsonRequest('/AlumniPage/addAlumniRegistration', alumni({ name, personal_email: email, mobile_no: phone, nic_passport_no: '901112233V' })), freshDeps({ faults })),
        values: [name, email, phone, '901112233V'],
      },
      {
        path: '/academicPage/addStudentApplication',
        send: (faults: StoreFaults) =>
          addStudentApplication(applicationRequest(validApplication({ full_name: name, email_address: email, mobile_no: phone, nic: '199011122233' })), freshDeps({ faults })),
        values: [name, email, phone, '199011122233'],
      },
    ]
    for (const { path, send, values } of cases) {
      const { result, output } = await capturedOutput(async () => read(await send({ afterRecordCreated: failingQuery(values) })))
      expect(result).toEqual({ status: 500, body: { success: false, message: M.storeFailed, errors: {} } })
      expect(output).toContain(`Storing a form submission to /v1${path} failed: `)
      for (const value of values) expect({ path, value, logged: output.includes(value) }).toEqual({ path, value, logged: false })
    }
  })
})

describe('multipart without a boundary', () => {
  it('answers a missing or empty boundary with 400 and a clear message, and creates no folder', async () => {
    const before = incomingLeft()
    const body = '--x\r\nContent-Disposition: form-data; name="full_name"\r\n\r\nKasun\r\n--x--\r\n'
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=""', 'multipart/form-data; charset=utf-8']) {
      const request = new Request(`${ORIGIN}/v1/academicPage/addStudentApplication`, { method: 'POST', body, headers: { ...formHeaders(), 'content-type': contentType } })
      const { status, body: reply } = await read(await addStudentApplication(request, freshDeps()))
      expect({ contentType, status, message: reply.message }).toEqual({ contentType, status: 400, message: M.multipartUnreadable })
      expect(incomingLeft()).toEqual(before)
    }
  })

  it('makes a folder for the upload only when a file arrives', async () => {
    const made: string[] = []
    const record = (target: fs.PathLike) => void made.push(String(target))
    const spies = [
      vi.spyOn(fs, 'mkdirSync').mockImplementation((target, options) => (record(target), originalMkdirSync(target, options))),
      vi.spyOn(fs.promises, 'mkdir').mockImplementation((target, options) => (record(target), originalMkdir(target, options))),
    ]
    try {
      const withoutFiles = await read(await addStudentApplication(applicationRequest(validApplication({ full_name: uniqueText('No documents') })), freshDeps()))
      expect(withoutFiles.status).toBe(201)
      expect(made.filter((target) => target.startsWith(incomingDir()))).toEqual([])
      const withFile = await read(await addStudentApplication(applicationRequest(validApplication(), [{ field: 'nic', name: 'nic.png', data: await pngFile() }]), freshDeps()))
      expect(withFile.status).toBe(201)
      expect(made.filter((target) => target.startsWith(incomingDir()))).toHaveLength(1)
    } finally {
      spies.forEach((spy) => spy.mockRestore())
    }
  })
})

describe('values of the wrong type', () => {
  const wrongTypes: unknown[] = [{}, { toString: 1 }, { valueOf: 1, toString: 1 }, [], ['text'], 7, true, null]

  it('answers a bot timer that is not a number with 400 naming it, never a server error', async () => {
    for (const { path, handler } of JSON_FORMS) {
      const valid = path === '/ContactUS/addInquiry' ? validInquiry() : alumni()
      for (const elapsed of [{ toString: 1 }, { valueOf: 60000 }, {}, [60000], true]) {
        const { status, body } = await read(await handler(jsonRequest(path, { ...valid, form_elapsed_ms: elapsed }), freshDeps()))
        expect({ path, elapsed, status, errors: body.errors }).toEqual({ path, elapsed, status: 400, errors: { form_elapsed_ms: M.timerInvalid } })
      }
    }
  })

  it('answers every field of the inquiry and the registration sent as an object, list, number, true/false or null with 400 naming the field', async () => {
    for (const { path, handler } of JSON_FORMS) {
      const valid = path === '/ContactUS/addInquiry' ? validInquiry() : alumni()
      for (const field of Object.keys(valid)) {
        if (field === 'form_elapsed_ms') continue
        for (const value of wrongTypes) {
          if (field === 'degree_program_id' && value === 7) continue
          const { status, body } = await read(await handler(jsonRequest(path, { ...valid, [field]: value }), freshDeps()))
          const message = body.errors?.[field]
          expect({ path, field, value, status, clear: Boolean(message) && !message!.startsWith('Invalid input') }).toEqual({ path, field, value, status: 400, clear: true })
        }
      }
    }
  })

  it('answers application lists that are not lists of rows with 400 naming the list, and stores nothing', async () => {
    const indexNo = String(Date.now() + 2).slice(-9)
    for (const rows of ['{"subject":"Accounting"}', '5', 'null', '"text"', '[1,2]', '[[1]]', '[null]', '{broken', '']) {
      const { status, body } = await read(await addStudentApplication(applicationRequest(validApplication({ sl_al_details: rows, al_index_no: indexNo })), freshDeps()))
      const messages = Object.entries(body.errors ?? {}).filter(([key]) => key.startsWith('sl_al_details'))
      expect({ rows, status, named: messages.length > 0, clear: messages.every(([, message]) => /A\/L subjects/.test(message)) }).toEqual({ rows, status: 400, named: true, clear: true })
    }
    expect(await countWhere(payload, 'degree-applications', 'al_index_no', indexNo)).toBe(0)
  })

  it('drops a hidden field filled with anything but empty text, as a bot, answering as if stored', async () => {
    for (const website of [{}, ['x'], 1, true]) {
      const message = uniqueText('Typed honeypot')
      const { status, body } = await read(await addInquiry(jsonRequest('/ContactUS/addInquiry', validInquiry({ website, message })), freshDeps()))
      expect([status, body.message, body.reference]).toEqual([201, M.inquirySuccess, undefined])
      expect(await countWhere(payload, 'inquiries', 'message', message)).toBe(0)
    }
  })
})

describe('found by the fuzz suite', () => {
  it('refuses an e-mail whose domain label ends in a hyphen with the field message, where storing it failed with a 500', async () => {
    const email = 'kasun@example-.lk'
    const inquiry = await read(await addInquiry(jsonRequest('/ContactUS/addInquiry', validInquiry({ email })), freshDeps()))
    expect([inquiry.status, inquiry.body.errors?.email]).toEqual([400, M.emailInvalid])
    const registration = await read(await addAlumniRegistration(jsonRequest('/AlumniPage/addAlumniRegistration', alumni({ office_email: email })), freshDeps()))
    expect([registration.status, registration.body.errors?.office_email]).toEqual([400, M.officeEmailInvalid])
    const application = await read(await addStudentApplication(applicationRequest(validApplication({ email_address: email })), freshDeps()))
    expect([application.status, application.body.errors?.email_address]).toEqual([400, M.emailInvalid])
  })

  it('stores a document name without C1 control characters, and a long one cut without breaking a character', async () => {
    const png = await pngFile()
    const long = `${'😀'.repeat(250)}x.png`
    const { status, body } = await read(
      await addStudentApplication(
        applicationRequest(validApplication({ full_name: uniqueText('Odd file names') }), [
          { field: 'nic', name: 'scan\u0085 front\u009b.png', data: png },
          { field: 'receipt', name: long, data: png },
        ]),
        freshDeps(),
      ),
    )
    expect(status).toBe(201)
    const doc = (await payload.find({ collection: 'degree-applications', where: { reference: { equals: body.reference } }, overrideAccess: true, depth: 0 })).docs[0]!
    const names = doc.documents!.map((document) => document.original_filename)
    expect(names[0]).toBe('scan front.png')
    // At most 200 characters kept, counted whole: an emoji is two UTF-16 units.
    expect(names[1]).toBe(`${'😀'.repeat(195)}x.png`)
    expect(names[1]!.isWellFormed()).toBe(true)
  })
})

describe('the bot timer', () => {
  it('refuses a form without the timer, or with it empty, like one sent too fast', async () => {
    for (const elapsed of [undefined, '', '  ', null]) {
      const message = uniqueText('Untimed inquiry')
      const { status, body } = await read(await addInquiry(jsonRequest('/ContactUS/addInquiry', validInquiry({ form_elapsed_ms: elapsed, message })), freshDeps()))
      expect({ elapsed, status, message: body.message }).toEqual({ elapsed, status: 400, message: M.tooFast })
      expect(await countWhere(payload, 'inquiries', 'message', message)).toBe(0)
    }
    const regNo = uniqueText('UNTIMED')
    const registration = alumni({ sab_reg_no: regNo })
    delete registration.form_elapsed_ms
    expect((await read(await addAlumniRegistration(jsonRequest('/AlumniPage/addAlumniRegistration', registration), freshDeps()))).body.message).toBe(M.tooFast)
    expect(await countWhere(payload, 'alumni-registrations', 'sab_reg_no', regNo)).toBe(0)

    const indexNo = String(Date.now() + 3).slice(-9)
    const fields = validApplication({ al_index_no: indexNo })
    delete (fields as Record<string, string | undefined>).form_elapsed_ms
    const application = await read(await addStudentApplication(applicationRequest(fields, [{ field: 'receipt', name: 'slip.png', data: await pngFile() }]), freshDeps()))
    expect([application.status, application.body.message]).toEqual([400, M.tooFast])
    expect(await countWhere(payload, 'degree-applications', 'al_index_no', indexNo)).toBe(0)
  })
})

describe('the alumni declaration', () => {
  it('refuses a registration without the declaration with its message, storing nothing', async () => {
    const regNo = uniqueText('UNDECLARED')
    const registration = alumni({ sab_reg_no: regNo })
    delete registration.declaration
    const { status, body } = await read(await addAlumniRegistration(jsonRequest('/AlumniPage/addAlumniRegistration', registration), freshDeps()))
    expect({ status, message: body.message, field: body.errors?.declaration }).toEqual({ status: 400, message: M.declaration, field: M.declaration })
    expect(await countWhere(payload, 'alumni-registrations', 'sab_reg_no', regNo)).toBe(0)
  })
})

describe('after all of the above', () => {
  it('leaves no temporary file and no document from a refused request', async () => {
    const before = storedFiles()
    const { status } = await read(
      await addStudentApplication(applicationRequest(validApplication({ full_name: 'Refused\u0000 Applicant' }), [{ field: 'nic', name: 'nic.png', data: await pngFile() }]), freshDeps()),
    )
    expect(status).toBe(400)
    expect(storedFiles()).toEqual(before)
    expect(incomingLeft()).toEqual([])
  })
})

describe('page addresses carrying a visitor\'s own query', () => {
  const givenToNext = (url: string, headers: Record<string, string> = {}) => {
    const request = { url, headers }
    routePage(request, { setHeader: () => undefined }, new URL(url, 'http://site.invalid').pathname)
    return request.url
  }

  it('renders and caches a page without the parameters a visitor added: an e-mail, a token, 14 KB of padding', () => {
    expect(givenToNext('/about-us?utm_source=x&email=victim%40example.com&token=abc')).toBe('/about-us')
    expect(givenToNext(`/contact-us?pad=${'x'.repeat(14 * 1024)}`)).toBe('/contact-us')
    expect(givenToNext('/programs?id=1&email=victim%40example.com')).toBe('/programs/1?id=1')
    expect(givenToNext('/alumni-directory?token=abc&page=2')).toBe('/alumni-directory/2?page=2')
    expect(givenToNext('/about-us?_rsc=abc&email=victim%40example.com', { rsc: '1' })).toBe('/about-us?_rsc=abc')
    expect(givenToNext('/si/programs?id=1&email=victim%40example.com')).toBe('/si/programs/1?id=1')
    expect(givenToNext('/ta?token=abc')).toBe('/ta')
  })

  it('leaves the query of the API and the back office to their own checks', () => {
    expect(givenToNext('/v1/AlumniPage/getAlumniDirectoryUser?page=2&email=a')).toBe('/v1/AlumniPage/getAlumniDirectoryUser?page=2&email=a')
    expect(givenToNext('/admin/collections/degrees?where[id][equals]=1')).toBe('/admin/collections/degrees?where[id][equals]=1')
  })
})

describe('an XSRF cookie whose %-escapes do not decode', () => {
  const broken = { cookie: 'XSRF-TOKEN=%E0%A4%A', 'x-xsrf-token': '%E0%A4%A' }

  it('is refused with 403 like any other bad token, by every form and the status page, and nothing is stored', async () => {
    const inquiryEmail = `broken.cookie.${Date.now()}@example.com`
    const requests = [
      () => addInquiry(jsonRequest('/ContactUS/addInquiry', validInquiry({ email: inquiryEmail }), broken), freshDeps()),
      () => addAlumniRegistration(jsonRequest('/AlumniPage/addAlumniRegistration', alumni(), broken), freshDeps()),
      () => addStudentApplication(applicationRequest(validApplication(), [], broken), freshDeps()),
      () => lookupApplicationStatus(jsonRequest('/applicationStatus/lookup', { reference: 'APP-2026-ABCDEF', nic: '200407501234' }, broken)),
    ]
    for (const send of requests) {
      const { status, body } = await read(await send())
      expect({ status, message: body.message }).toEqual({ status: 403, message: M.crossSite })
    }
    expect(await countWhere(payload, 'inquiries', 'email', inquiryEmail)).toBe(0)
  })
})

describe("anonymous REST queries that give an operator a list", () => {
  const probe = new URL('http://campus.test/api/degrees?where[slug][equals][0]=a&where[slug][equals][1]=b')

  it('are refused with a message before they reach the database', () => {
    expect(restQueryProblem(probe)).toBe('The equals operator compares with one value; only in and not_in take a list.')
  })

  it('would be a refusal, not a failure, on this database too, had one got past that check', async () => {
    const clauses: Record<string, unknown>[] = [{ slug: { equals: ['a', 'b'] } }, { id: { greater_than: ['1', '2'] } }, { createdAt: { contains: 'a' } }]
    for (const where of clauses) {
      const outcome = await payload.find({ collection: 'degrees', where: where as Where, overrideAccess: false, depth: 0 }).then(
        () => 'answered',
        (error: unknown) => (isBadQueryValueError(error) ? 'refused with 400' : `failed: ${String(error)}`),
      )
      expect(['answered', 'refused with 400'], JSON.stringify(where)).toContain(outcome)
    }
  })
})
