/**
 * Fuzzing the three form POSTs (fast-check), on each test database: valid
 * submissions (tests/fixtures/submissions.ts) mutated by dropping fields,
 * replacing values with any JSON value (text with control characters, odd
 * Unicode or huge lengths, numbers, objects, lists, null, true/false),
 * adding unknown fields; for the application also hostile multipart:
 * repeated fields, lists as broken JSON, odd file names, files in the wrong
 * fields, empty files, broken headers and bodies.
 *
 * For every payload:
 * - the status is never 5xx;
 * - a 201 with a reference stored exactly one row, equal to what the form's
 *   rules make of the payload (so nothing was cut or changed on the way), which
 *   passes those rules again when read back and holds no control character;
 *   its documents are the files sent, on disk;
 * - a 201 without a reference is the honeypot (nothing stored);
 * - a refusal stores no row and leaves no file in the documents or incoming
 *   folders.
 *
 * FUZZ_RUNS sets the payloads per form (200 by default; `npm run fuzz` runs
 * 10,000). A failure prints fast-check's seed and path; replay exactly that
 * payload with
 *   FUZZ_SEED=<seed> FUZZ_PATH=<path> npx vitest run --project sqlite tests/integration/fuzz.test.ts
 * (or --project postgres with TEST_DATABASE_URL set).
 */
import fs from 'node:fs'
import path from 'node:path'

import fc from 'fast-check'
import type { Payload, Where } from 'payload'
import * as qs from 'qs-esm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { checkAlumniRegistration } from '@/foundations/formRules/alumniRegistration'
import { hasOnlyAllowedCharacters, type Checked } from '@/foundations/formRules/common'
import { ALUMNI_FIELDS, APPLICATION_LISTS, APPLICATION_SCALAR_FIELDS } from '@/foundations/formRules/choices'
import { checkDegreeApplication } from '@/foundations/formRules/degreeApplication'
import { DOCUMENT_FIELD_NAMES } from '@/foundations/formRules/applicationDocuments'
import { checkInquiry } from '@/foundations/formRules/inquiry'
import { payloadClient } from '@/model/payloadClient'
import { addAlumniRegistration, addInquiry, addStudentApplication } from '@/sides/submissions/handlers'
import { routePage, queryPageDestination } from '@/server/queryPages.mjs'
import { isBadQueryValueError, restQueryProblem } from '@/services/security/restQuery'
import { cleanFileName, documentsDir } from '@/services/applicantFiles/places'

import { validAlumni, validApplication, validInquiry } from '../fixtures/submissions'
import { docxFile, htmlFile, pdfFile, pngFile } from '../fixtures/uploads'
import { formHeaders, freshDeps, incomingLeft, multipartRequest, ORIGIN, storedFiles, type SubmissionCollection } from '../support/formRequests'

const RUNS = Number(process.env.FUZZ_RUNS || 200)
const SETTINGS: fc.Parameters<unknown> = {
  numRuns: RUNS,
  seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
  path: process.env.FUZZ_PATH || undefined,
}
/**
 * A guard against a hang, not a speed goal: about 150 ms a payload on a slow
 * machine, but a multipart application on PostgreSQL took over 600 ms each
 * while the suite's other parts shared two slow cores; room for that, and to
 * shrink a failure.
 */
const TIMEOUT = 60_000 + RUNS * 1_000

let payload: Payload
let alumniProgrammeId: number

beforeAll(async () => {
  // One 'notice not sent' line per stored payload would bury a failure's report.
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
  payload = await payloadClient()
  const programmes = await payload.find({ collection: 'degree-program-names', limit: 1, sort: 'id', overrideAccess: true })
  alumniProgrammeId = programmes.docs[0]!.id as number
  files.png = await pngFile()
})

afterAll(() => {
  vi.restoreAllMocks()
})

// --- Hostile values ---------------------------------------------------------

const CONTROL = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b[2J', '\u007f', '\u0085', '\u009b', '\ud800', '\udfff', 'a\u0000b']
const ODD = [
  '',
  ' ',
  '\t',
  '\r\n',
  'line\nbreak',
  '\u00a0',
  '\u200b',
  '\u2028',
  '\ufeff',
  '😀',
  'ශ්‍රී ලංකා',
  'தமிழ்',
  '%00',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '__proto__',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  '[]',
  '{}',
  'a@b-.com',
  'a@-b.com',
  'a..b@example.com',
  '+94 71-234 5678',
  '+447911123456',
  '0771234567',
  '2004-02-30',
  '2024',
  'agree',
]

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...CONTROL, ...ODD) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('x', 'é', '😀', 'a b '), fc.integer({ min: 150, max: 70_000 })).map(([unit, times]) => unit.repeat(times)) },
)

const thisYear = new Date().getFullYear()

/** Values at the edges of each kind of field's rules, where the rules and the database may disagree. */
const EDGES: Record<string, string[]> = {
  email: [
    'a@b-.com',
    'a@-b.com',
    'a..b@example.com',
    '.a@example.com',
    'a.@example.com',
    "o'neil@example.com",
    "a'@example.com",
    '-@example.com',
    'a@b--c.com',
    'a@1.com',
    'a@b.c',
    'a@b.co1',
    'ä@example.com',
    'a@exämple.com',
    ' a@example.com ',
    'A@EXAMPLE.COM',
    'a"b@example.com',
    'a@b@example.com',
    `${'a'.repeat(64)}@example.com`,
    `a@${'b'.repeat(63)}.com`,
    `${'a'.repeat(190)}@example.com`,
  ],
  phone: ['', '+94712345678', '712345678', '0712345678', '+94 71-234 5678', '+9471234567', '+947123456789', '+447911123456', '+1 202 555 0143', '+44791112345x', '+', '+-', '--', '７１２３４５６７８', '+94	712345678', '94712345678', '0094712345678'],
  nic: ['', '901234567V', '901234567v', '901234567X', '200407501234', '20040750123', 'N1234567', 'N12345678', 'AB1234567', '90123 4567-V', '９０１２３４５６７V'],
  year: ['', '1899', '1900', '1999', '2000', String(thisYear), String(thisYear + 1), String(thisYear + 2), String(thisYear + 3), '0000', '２０２０', ' 2020', '2020 ', '20.0', '02020'],
  date: ['', '2004-02-29', '2003-02-29', '2004-13-01', '2004-00-10', '1900-01-01', '1899-12-31', `${thisYear + 1}-01-01`, '2004-3-5', '2004-03-15T00:00:00Z', '+002004-03-15'],
  id: ['', '0', '1', '18', '2147483647', '2147483648', '99999999999', '-1', '1.0', ' 18 ', '018', '1e1', '0x12'],
  choice: ['', 'Weekday', 'Weekend', 'weekday', 'Weekday ', 'general', 'special', 'Special', 'A', 'a', 'Commerce', 'Other', 'Advertisement', 'agree', 'idForm', 'picker'],
}

const EDGE_KINDS: [RegExp, string][] = [
  [/email/, 'email'],
  [/mobile|home_no|resident|contact_no/, 'phone'],
  [/nic/, 'nic'],
  [/date_of_birth/, 'date'],
  [/year/, 'year'],
  [/degree_type|degree_program_id/, 'id'],
  [/week_type|qualification_type|stream|medium|maths|advertisement_media|declaration|form_variant/, 'choice'],
]

const edgeKind = (field: string) => EDGE_KINDS.find(([pattern]) => pattern.test(field))?.[1]

/** Objects a JSON body can carry that trip careless conversions. */
const TRICKY_OBJECTS = ['{"toString":1}', '{"valueOf":1,"toString":1}', '[60000]', '{"length":1}', '[[]]', '[{}]', '{"__proto__":{"admin":true}}'].map((text) => JSON.parse(text) as unknown)

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 60 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(...TRICKY_OBJECTS) },
)

/** Fields no form has, some named like stored columns (nothing may set those). */
const unknownName = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('__proto__', 'constructor', 'toString', 'id', 'reference', 'status', 'staff_notes', 'idempotency_key', 'createdAt', 'documents', 'degree', 'degree_program', 'degree_name', 'directory_entry'),
)

type Mutation = { kind: 'drop'; field: string } | { kind: 'set'; field: string; value: unknown } | { kind: 'insert'; field: string; at: number; text: string } | { kind: 'add'; field: string; value: unknown }

/** One of `fields` set to an edge value of its kind. */
function edgeValue(fields: string[]): fc.Arbitrary<{ field: string; value: string }> {
  const edged = fields.filter((field) => edgeKind(field))
  return fc.constantFrom(...edged).chain((field) => fc.constantFrom(...EDGES[edgeKind(field)!]!).map((value) => ({ field, value })))
}

function mutations(fields: string[], value: fc.Arbitrary<unknown>): fc.Arbitrary<Mutation[]> {
  const field = fc.constantFrom(...fields)
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.record({ kind: fc.constant('drop' as const), field }),
    fc.record({ kind: fc.constant('set' as const), field, value }),
    { weight: 3, arbitrary: edgeValue(fields).map(({ field: edged, value: edge }) => ({ kind: 'set' as const, field: edged, value: edge })) },
    fc.record({ kind: fc.constant('insert' as const), field, at: fc.nat({ max: 60 }), text: hostileString }),
    fc.record({ kind: fc.constant('add' as const), field: unknownName, value }),
  )
  return fc.array(mutation, { maxLength: 4 })
}

function mutated(valid: Record<string, unknown>, changes: Mutation[]): Record<string, unknown> {
  const result: Record<string, unknown> = { ...valid }
  for (const change of changes) {
    if (change.kind === 'drop') delete result[change.field]
    else if (change.kind === 'insert') {
      const current = result[change.field]
      const original = typeof current === 'string' ? current : (JSON.stringify(current) ?? '')
      result[change.field] = original.slice(0, change.at) + change.text + original.slice(change.at)
    } else Object.defineProperty(result, change.field, { value: change.value, enumerable: true, writable: true, configurable: true })
  }
  return result
}

// --- Checking what happened -------------------------------------------------

type Reply = { status: number; body: unknown }

/** Every string in a stored record holding a character the forms refuse. */
function refusedCharacters(value: unknown, at = ''): string[] {
  if (typeof value === 'string') return hasOnlyAllowedCharacters(value) ? [] : [at]
  if (Array.isArray(value)) return value.flatMap((item, index) => refusedCharacters(item, `${at}.${index}`))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => refusedCharacters(item, `${at}.${key}`))
  return []
}

/** The stored value as the form gave it: empty text may come back as null. */
const asSent = (value: unknown) => (value === null || value === undefined ? '' : value)
const withoutRowIds = (rows: unknown) => (Array.isArray(rows) ? rows.map(({ id: _id, ...row }: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, asSent(value)]))) : rows)

const isFilled = (website: unknown) => website !== undefined && website !== null && !(typeof website === 'string' && website.trim() === '')

type FormCase = {
  collection: SubmissionCollection
  send: () => Promise<Response>
  /** What the form's rules make of the payload, as the handler would store it (null when it breaks one). */
  expected: () => Checked<Record<string, unknown>>
  /** The stored record turned back into the form's input. */
  storedAsInput: (doc: Record<string, unknown>) => Record<string, unknown>
  recheck: (input: Record<string, unknown>) => Checked<unknown>
  honeypot: boolean
  files?: { field: string; name: string; size: number }[]
}

async function rowCount(collection: SubmissionCollection) {
  return (await payload.count({ collection, overrideAccess: true })).totalDocs
}

async function submitAndCheck(form: FormCase): Promise<void> {
  const rowsBefore = await rowCount(form.collection)
  const filesBefore = storedFiles()
  const response = await form.send()
  const reply: Reply = { status: response.status, body: await response.json().catch(() => 'not JSON') }
  expect(reply.status).toBeLessThan(500)
  expect(reply.status).toBeGreaterThanOrEqual(200)
  const body = reply.body as { success?: unknown; reference?: unknown }
  expect(typeof body.success).toBe('boolean')
  expect(incomingLeft()).toEqual([])

  if (reply.status === 201 && typeof body.reference === 'string') {
    expect(await rowCount(form.collection)).toBe(rowsBefore + 1)
    const found = await payload.find({ collection: form.collection, where: { reference: { equals: body.reference } }, depth: 0, overrideAccess: true })
    expect(found.docs).toHaveLength(1)
    const doc = found.docs[0] as unknown as Record<string, unknown>
    expect(refusedCharacters(doc)).toEqual([])
    expect([doc.status, asSent(doc.staff_notes)]).toEqual(['new', ''])

    // Stored exactly as the rules made it: nothing cut short or changed.
    const expected = form.expected()
    expect(expected.ok).toBe(true)
    const stored = form.storedAsInput(doc)
    for (const [key, value] of Object.entries(expected.ok ? expected.data : {})) {
      expect({ key, value: stored[key] }).toEqual({ key, value })
    }
    const again = form.recheck(stored)
    expect(again.ok ? 'passes the rules again' : again.errors).toBe('passes the rules again')

    const documents = (doc.documents ?? []) as { field: string; original_filename: string; stored_name: string; size: number }[]
    expect(documents.map(({ field, original_filename, size }) => ({ field, name: original_filename, size }))).toEqual(form.files ?? [])
    for (const document of documents) expect(fs.statSync(path.join(documentsDir(), document.stored_name)).size).toBe(document.size)
    expect(storedFiles().length).toBe(filesBefore.length + documents.length)
  } else {
    if (reply.status === 201) expect({ droppedAsBot: form.honeypot }).toEqual({ droppedAsBot: true })
    else expect(reply.status).toBeGreaterThanOrEqual(400)
    expect(await rowCount(form.collection)).toBe(rowsBefore)
    expect(storedFiles()).toEqual(filesBefore)
  }
}

/** The checked data without what is never stored as sent. */
function storable(result: Checked<Record<string, unknown>>, leaveOut: string[]): Checked<Record<string, unknown>> {
  if (!result.ok) return result
  const data = { ...result.data }
  for (const key of ['website', 'form_elapsed_ms', ...leaveOut]) delete data[key]
  return { ok: true, data }
}

// --- The JSON forms -----------------------------------------------------------

/**
 * A JSON body and what the server reads from it: mostly a mutated object,
 * sometimes not an object at all, or not JSON.
 */
function jsonBody(valid: () => Record<string, unknown>): fc.Arbitrary<{ text: string; sent: unknown }> {
  const fields = Object.keys(valid())
  const read = (text: string) => {
    try {
      return { text, sent: JSON.parse(text) as unknown }
    } catch {
      return { text, sent: undefined }
    }
  }
  return fc.oneof(
    { weight: 12, arbitrary: mutations(fields, hostileValue).map((changes) => read(JSON.stringify(mutated(valid(), changes)))) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => read(JSON.stringify(value) ?? 'null')) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }).map(read) },
  )
}

const jsonPost = (path: string, text: string) =>
  new Request(`${ORIGIN}/v1${path}`, { method: 'POST', body: text, headers: { 'content-type': 'application/json', ...formHeaders() } })

const asObject = (sent: unknown): Record<string, unknown> => (sent && typeof sent === 'object' && !Array.isArray(sent) ? (sent as Record<string, unknown>) : {})

describe('fuzzing the form POSTs', () => {
  it(`the inquiry: ${RUNS} mutated payloads`, { timeout: TIMEOUT }, async () => {
    await fc.assert(
      fc.asyncProperty(jsonBody(() => validInquiry()), async ({ text, sent }) => {
        await submitAndCheck({
          collection: 'inquiries',
          send: () => addInquiry(jsonPost('/ContactUS/addInquiry', text), freshDeps()),
          expected: () => storable(checkInquiry(sent) as Checked<Record<string, unknown>>, []),
          storedAsInput: (doc) => Object.fromEntries(['first_name', 'surname', 'contact_no', 'email', 'al_year', 'degree_program', 'message'].map((key) => [key, asSent(doc[key])])),
          recheck: checkInquiry,
          honeypot: isFilled(asObject(sent).website),
        })
      }),
      SETTINGS,
    )
  })

  it(`the alumni registration: ${RUNS} mutated payloads`, { timeout: TIMEOUT }, async () => {
    const valid = () => validAlumni({ degree_program_id: alumniProgrammeId })
    // Every field stored as sent: not the programme (a record id), the qualification text built from it, or the declaration.
    const alumniFields = ALUMNI_FIELDS.filter((field) => !['degree_program_id', 'sab_academic_qualifications', 'declaration'].includes(field))
    await fc.assert(
      fc.asyncProperty(jsonBody(valid), async ({ text, sent }) => {
        await submitAndCheck({
          collection: 'alumni-registrations',
          send: () => addAlumniRegistration(jsonPost('/AlumniPage/addAlumniRegistration', text), freshDeps()),
          // The qualification text is built from the stored programme's name, not taken as sent.
          expected: () => storable(checkAlumniRegistration(sent) as Checked<Record<string, unknown>>, ['declaration', 'sab_academic_qualifications']),
          storedAsInput: (doc) => ({
            ...Object.fromEntries(alumniFields.map((key) => [key, asSent(doc[key])])),
            degree_program_id: String(doc.degree_program),
            sab_academic_qualifications: doc.sab_academic_qualifications,
            declaration: 'agree',
          }),
          recheck: checkAlumniRegistration,
          honeypot: isFilled(asObject(sent).website),
        })
      }),
      SETTINGS,
    )
  })

  // --- The application (multipart) ---------------------------------------------

  it(`the degree application: ${RUNS} mutated multipart payloads`, { timeout: TIMEOUT }, async () => {
    await fc.assert(fc.asyncProperty(applicationPayload, async (sent) => submitAndCheck(applicationCase(sent))), SETTINGS)
  })
})

const files: { png: Buffer } = { png: Buffer.alloc(0) }
const fileData: Record<string, () => Buffer> = {
  png: () => files.png,
  pdf: () => pdfFile(),
  docx: () => docxFile(),
  html: () => htmlFile(),
  empty: () => Buffer.alloc(0),
}

type SentFile = { field: string; name: string; data: string | Uint8Array }
type ApplicationPayload =
  | { kind: 'form'; fields: [string, string][]; files: SentFile[] }
  | { kind: 'raw'; contentType: string; body: Uint8Array }

const FILE_NAMES = [
  'scan.png',
  'certificate.pdf',
  'letter.docx',
  'photo.JPG',
  'slip.PNG',
  '',
  '.png',
  'noextension',
  'setup.exe',
  'scan.png.exe',
  '../../etc/passwd.png',
  '..\\..\\boot.ini.pdf',
  'a\u0000b.png',
  'a\r\nb.pdf',
  'a\u0085b.png',
  'é😀.pdf',
  `${'x'.repeat(300)}.png`,
  `${'😀'.repeat(250)}x.png`,
]

/** A file the form accepts. */
const goodFile: fc.Arbitrary<SentFile> = fc.record({
  field: fc.constantFrom(...DOCUMENT_FIELD_NAMES),
  kind: fc.constantFrom({ data: 'png', name: 'scan.png' }, { data: 'pdf', name: 'certificate.PDF' }, { data: 'docx', name: 'letter.docx' }, { data: 'png', name: 'ශ්‍රී ලංකා.png' }),
}).map(({ field, kind }) => ({ field, ...kind }))

const hostileFile: fc.Arbitrary<SentFile> = fc.record({
  field: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...DOCUMENT_FIELD_NAMES) }, { weight: 1, arbitrary: fc.constantFrom('website', 'full_name', 'sl_al_details', 'unknown', 'nic[]') }),
  name: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...FILE_NAMES) }, { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) }),
  data: fc.oneof({ weight: 4, arbitrary: fc.constantFrom('png', 'pdf', 'docx', 'html', 'empty') }, { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }) }),
})

const applicationFieldNames = Object.keys(validApplication())
const listNames = Object.keys(APPLICATION_LISTS)

/** Hostile text for a multipart field: any value, as the text a client would put there. */
const multipartText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? '') },
)

/** A list's JSON broken or of the wrong shape. */
const hostileList: fc.Arbitrary<string> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? ''),
  fc.tuple(fc.constantFrom(...listNames), fc.nat({ max: 200 })).map(([list, cut]) => (validApplication()[list] ?? '').slice(0, cut)),
  fc.array(fc.dictionary(fc.constantFrom('subject', 'grade', 'activity', 'achievement', 'achievemnet_year', 'id', 'other'), hostileValue, { maxKeys: 4 }), { maxLength: 22 }).map((rows) => JSON.stringify(rows)),
)

type FieldChange =
  | { kind: 'drop'; field: string }
  | { kind: 'set'; field: string; value: string }
  | { kind: 'insert'; field: string; at: number; text: string }
  | { kind: 'repeat'; field: string; value: string }

const fieldChange: fc.Arbitrary<FieldChange> = fc.oneof(
  fc.record({ kind: fc.constant('drop' as const), field: fc.constantFrom(...applicationFieldNames) }),
  { weight: 3, arbitrary: edgeValue(applicationFieldNames).map(({ field, value }) => ({ kind: 'set' as const, field, value })) },
  fc.record({ kind: fc.constant('set' as const), field: fc.constantFrom(...applicationFieldNames), value: multipartText }),
  fc.record({ kind: fc.constant('set' as const), field: fc.constantFrom(...listNames), value: hostileList }),
  fc.record({ kind: fc.constant('insert' as const), field: fc.constantFrom(...applicationFieldNames), at: fc.nat({ max: 60 }), text: hostileString }),
  fc.record({ kind: fc.constant('repeat' as const), field: fc.oneof(fc.constantFrom(...applicationFieldNames, 'website', 'form_variant'), unknownName), value: multipartText }),
)

function applyFieldChanges(changes: FieldChange[]): [string, string][] {
  let fields: [string, string][] = Object.entries(validApplication())
  for (const change of changes) {
    if (change.kind === 'drop') fields = fields.filter(([name]) => name !== change.field)
    else if (change.kind === 'repeat') fields.push([change.field, change.value])
    else {
      const index = fields.findIndex(([name]) => name === change.field)
      const original = index >= 0 ? fields[index]![1] : ''
      const value = change.kind === 'set' ? change.value : original.slice(0, change.at) + change.text + original.slice(change.at)
      if (index >= 0) fields[index] = [change.field, value]
      else fields.push([change.field, value])
    }
  }
  return fields
}

/** A well-formed multipart body of `fields`, cut after `keep` bytes, under one of several headers. */
const rawMultipart: fc.Arbitrary<ApplicationPayload> = fc
  .record({
    cut: fc.nat({ max: 4000 }),
    contentType: fc.constantFrom(
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=""',
      'multipart/form-data; boundary=----fuzz',
      `multipart/form-data; boundary=${'b'.repeat(90)}`,
      'multipart/form-data; boundary=----fuzz; charset=utf-16',
      'multipart/mixed; boundary=----fuzz',
      'application/json',
      'text/plain',
      '',
    ),
    noise: fc.uint8Array({ maxLength: 200 }),
  })
  .map(({ cut, contentType, noise }) => {
    const parts = Object.entries(validApplication()).map(([name, value]) => `------fuzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    const whole = Buffer.from(`${parts.join('')}------fuzz--\r\n`)
    return { kind: 'raw' as const, contentType, body: Buffer.concat([whole.subarray(0, cut), noise]) }
  })

const applicationPayload: fc.Arbitrary<ApplicationPayload> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc
      .record({ changes: fc.array(fieldChange, { maxLength: 4 }), files: fc.array(fc.oneof({ weight: 2, arbitrary: goodFile }, { weight: 1, arbitrary: hostileFile }), { maxLength: 3 }) })
      .map(({ changes, files: sent }) => ({ kind: 'form' as const, fields: applyFieldChanges(changes), files: sent })),
  },
  { weight: 1, arbitrary: rawMultipart },
)

const bytesOf = (file: SentFile) => (typeof file.data === 'string' ? fileData[file.data]!() : Buffer.from(file.data))

/** A multipart text value as the browser's encoder sends it: line breaks as CRLF, broken characters as U+FFFD. */
const encodedValue = (value: string) => value.toWellFormed().replace(/\r\n|\r|\n/g, '\r\n')
/** A field or file name as the encoder quotes it. */
const encodedName = (name: string) => name.toWellFormed().replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/"/g, '%22')

function applicationCase(sent: ApplicationPayload): FormCase {
  const base = { collection: 'degree-applications' as const }
  if (sent.kind === 'raw') {
    return {
      ...base,
      send: () =>
        addStudentApplication(
          new Request(`${ORIGIN}/v1/academicPage/addStudentApplication`, { method: 'POST', body: new Uint8Array(sent.body), headers: { ...formHeaders(), 'content-type': sent.contentType } }),
          freshDeps(),
        ),
      // A cut or noisy body may still read as the whole valid form.
      expected: () => storable(applicationChecked(Object.entries(validApplication())), ['degree_type']),
      storedAsInput: applicationInput,
      recheck: (input) => checkDegreeApplication(input, 'idForm'),
      honeypot: false,
    }
  }
  const received: [string, string][] = sent.fields.map(([name, value]) => [encodedName(name), encodedValue(value)])
  const last = Object.fromEntries(received)
  const variant = last.form_variant === 'idForm' ? 'idForm' : 'picker'
  return {
    ...base,
    send: () => {
      const form = new FormData()
      for (const [name, value] of sent.fields) form.append(name, value)
      for (const file of sent.files) form.append(file.field, new Blob([new Uint8Array(bytesOf(file))]), file.name)
      return addStudentApplication(multipartRequest(`${ORIGIN}/v1/academicPage/addStudentApplication`, form, formHeaders()), freshDeps())
    },
    expected: () => storable(applicationChecked(received), ['degree_type']),
    storedAsInput: applicationInput,
    recheck: (input) => checkDegreeApplication(input, variant),
    honeypot: isFilled(last.website),
    files: sent.files.map((file) => ({ field: file.field, name: cleanFileName(encodedName(file.name)), size: bytesOf(file).length })),
  }
}

/** What the handler makes of the multipart fields: the last of a repeated name, lists read from JSON. */
function applicationChecked(fields: [string, string][]): Checked<Record<string, unknown>> {
  const input: Record<string, unknown> = Object.fromEntries(fields)
  for (const list of listNames) {
    if (typeof input[list] !== 'string') continue
    try {
      input[list] = JSON.parse(input[list] as string)
    } catch {
      return { ok: false, message: '', errors: { [list]: 'unreadable' } }
    }
  }
  const checked = checkDegreeApplication(input, input.form_variant === 'idForm' ? 'idForm' : 'picker') as Checked<Record<string, unknown>>
  // A form that did not ask how the fee is paid is stored as a bank deposit (decision 055).
  return checked.ok ? { ok: true, data: { ...checked.data, fee_method: checked.data.fee_method === 'online' ? 'online' : 'bank' } } : checked
}

// Every field of one value but the degree, which is a record id.
const APPLICATION_TEXT_FIELDS = APPLICATION_SCALAR_FIELDS.filter((field) => field !== 'degree_type')

function applicationInput(doc: Record<string, unknown>): Record<string, unknown> {
  return {
    ...Object.fromEntries(APPLICATION_TEXT_FIELDS.map((key) => [key, asSent(doc[key])])),
    ...Object.fromEntries(listNames.map((list) => [list, withoutRowIds(doc[list] ?? [])])),
    degree_type: String(doc.degree),
  }
}

/** Page paths a visitor may add any query to: plain pages, query pages and record pages. */
const PAGE_PATHS = ['/', '/about-us', '/contact-us', '/programs', '/degree-registration', '/alumni-directory', '/degree/bsc-applied-accounting', '/department/accounting']
/** Keys a query page reads, Next's navigation hash, and a visitor's own. */
const QUERY_KEY = fc.oneof(fc.constantFrom('id', 'page', '_rsc', 'email', 'token', 'utm_source', 'ID', 'id[]'), fc.string({ maxLength: 12 }))
const QUERY_VALUE = fc.oneof(fc.constantFrom('1', '18', '0004', '', 'victim@example.com'), fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }), fc.nat().map(String))

describe('fuzzing page addresses', () => {
  it(`${RUNS * 5} addresses with any query: Next is given only what the page reads`, () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAGE_PATHS), fc.array(fc.tuple(QUERY_KEY, QUERY_VALUE), { maxLength: 8 }), fc.boolean(), (pathname, entries, rsc) => {
        const sent = new URLSearchParams(entries)
        const request = { url: `${pathname}?${sent}`, headers: rsc ? { rsc: '1' } : {} }
        routePage(request, { setHeader: () => undefined }, pathname)
        const given = new URL(request.url, 'http://site.invalid')
        const destination = queryPageDestination(pathname, sent)
        expect(given.pathname).toBe(destination ?? pathname)
        for (const [key, value] of given.searchParams) {
          if (key === '_rsc') {
            expect(rsc).toBe(true)
            expect(value).toMatch(/^[\w-]{0,32}$/)
          } else {
            // The one parameter the page was chosen by, with the value its path already holds.
            expect(destination).not.toBeNull()
            expect(['id', 'page']).toContain(key)
            expect(destination!.endsWith(`/${value}`)).toBe(true)
          }
        }
        expect(given.search.length).toBeLessThanOrEqual(64)
      }),
      { ...SETTINGS, numRuns: RUNS * 5 },
    )
  })
})

/** Cookie values with %-escapes, broken ones among them, and the bytes a header may carry. */
const COOKIE_VALUE = fc.oneof(
  fc.constantFrom('%E0%A4%A', '%', '%%', '%zz', '%C0%80', '%ED%A0%80', 'test-xsrf-token-0123456789'),
  fc.stringMatching(/^[\x21-\x3a\x3c-\x7e]{0,40}$/),
  fc.array(fc.constantFrom('%', 'E', '0', 'A', '4', 'f', 'a', '-', '='), { maxLength: 24 }).map((parts) => parts.join('')),
)

describe('fuzzing the XSRF cookie', () => {
  it(`${RUNS} cookie values: a form POST answers 403 or takes it, never a failure`, { timeout: TIMEOUT }, async () => {
    await fc.assert(
      fc.asyncProperty(COOKIE_VALUE, COOKIE_VALUE, async (cookie, header) => {
        const response = await addInquiry(
          new Request(`${ORIGIN}/v1/ContactUS/addInquiry`, {
            method: 'POST',
            body: JSON.stringify(validInquiry()),
            headers: { 'content-type': 'application/json', ...formHeaders({ cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': header }) },
          }),
          freshDeps(),
        )
        // Only a token the site could have made counts (src/foundations/formRules/xsrf.ts), echoed as it is.
        const wellFormed = /^[A-Za-z0-9_-]{16,128}$/.test(cookie)
        expect(response.status).toBe(wellFormed && cookie === header ? 201 : 403)
      }),
      SETTINGS,
    )
  })
})

/** A where clause as a query string may spell it: fields, any operator, and one value, a list or an object. */
const WHERE_VALUE: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('a', '18', '2026-01-01', 'true', ''),
  fc.string({ maxLength: 12 }),
  fc.array(fc.constantFrom('a', 'b', '1', '2'), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.constantFrom('a', 'x', '0'), fc.constantFrom('1', 'b'), { minKeys: 1, maxKeys: 2 }),
)
const WHERE_OPERATOR = fc.constantFrom('equals', 'not_equals', 'like', 'not_like', 'contains', 'exists', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'in', 'not_in', 'all')
const WHERE_FIELD = fc.constantFrom('slug', 'id', 'degree_name', 'createdAt')
const WHERE = fc.oneof(
  fc.record({ field: WHERE_FIELD, operator: WHERE_OPERATOR, value: WHERE_VALUE }).map(({ field, operator, value }) => ({ [field]: { [operator]: value } })),
  fc.array(fc.record({ field: WHERE_FIELD, operator: WHERE_OPERATOR, value: WHERE_VALUE }), { minLength: 1, maxLength: 2 }).map((parts) => ({ or: parts.map(({ field, operator, value }) => ({ [field]: { [operator]: value } })) })),
)

describe("fuzzing Payload's REST queries", () => {
  it(`${RUNS} where clauses: refused with a message before the database, or answered, or a refusal the API turns into a 400`, { timeout: TIMEOUT }, async () => {
    await fc.assert(
      fc.asyncProperty(WHERE, async (where) => {
        const url = new URL(`http://campus.test/api/degrees?${qs.stringify({ where })}`)
        if (restQueryProblem(url)) return
        // What Payload's REST route would run: the query parsed as it parses it, with an anonymous visitor's access.
        const parsed = qs.parse(url.search, { ignoreQueryPrefix: true, depth: 10, arrayLimit: 1000, allowEmptyArrays: true }) as { where: Where }
        try {
          await payload.find({ collection: 'degrees', where: parsed.where, overrideAccess: false, limit: 5, depth: 0 })
        } catch (error) {
          const status = (error as { status?: number }).status
          const answered = (typeof status === 'number' && status >= 400 && status < 500) || isBadQueryValueError(error)
          expect(answered, `${url.search}: ${String(error)}`).toBe(true)
        }
      }),
      SETTINGS,
    )
  })
})
