/**
 * Every uploaded file goes through clamd before it is stored, through the
 * built site: a server of its own pointed at a clamd of the test's own
 * (tests/support/clamd.ts), whose one signature is the EICAR test file.
 * Applicants' documents (the application and the requested documents) and
 * staff uploads to Payload are refused when infected, with nothing stored; a
 * clean application is stored; and once clamd is stopped every upload is
 * answered 503 with nothing stored, and the log says so once.
 */
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FILE_MESSAGES } from '@/foundations/formRules/applicationDocuments'
import { FORM_MESSAGES } from '@/foundations/formRules/messages'

import { validApplication } from '../fixtures/submissions'
import { docxFile, docxWithPartFile, pdfFile, pdfWithContentFile, pngFile } from '../fixtures/uploads'
import { eicar, startTestClamd } from '../support/clamd'
import { siteFormHeaders } from '../support/formHeaders'
import { auth, signIn } from '../support/staff'
import { STAFF, startTestServer, type TestServer } from '../support/testServer'

const clamd = await startTestClamd()

type Upload = { field: string; name: string; data: Buffer }
type Reply = { status: number; retryAfter: string | null; body: { success: boolean; message: string; errors?: Record<string, string>; reference?: string } }

/** Every file under `folder`, by path inside it. */
function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return []
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(folder, file)).isFile())
    .sort()
}

describe.skipIf(!clamd)('the virus scan of uploaded files, with clamd', () => {
  let server: TestServer
  let staffToken = ''
  const dataDir = () => server.env.DATA_DIR!
  /** Every stored file: applicants' documents and staff uploads; uploads in progress are not stored. */
  const storedFiles = () => ['private/applications', 'media', 'documents', 'videos'].flatMap((folder) => filesUnder(path.join(dataDir(), folder)).map((file) => `${folder}/${file}`))

  beforeAll(async () => {
    server = await startTestServer('virus-scan', { env: clamd!.env, captureOutput: true })
    staffToken = await signIn(server.baseURL, STAFF)
  })
  afterAll(async () => {
    server?.stop()
    await clamd?.close()
  })

  async function send(pathname: string, fields: Record<string, string>, files: Upload[]): Promise<Reply> {
    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) form.append(key, value)
    for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.data)]), file.name)
    const response = await fetch(`${server.baseURL}/v1${pathname}`, { method: 'POST', body: form, headers: await siteFormHeaders(server.baseURL) })
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Reply['body'] }
  }

  const apply = (fullName: string, files: Upload[]) => send('/academicPage/addStudentApplication', validApplication({ full_name: fullName }), files)

  async function staffGet<T>(pathname: string): Promise<T> {
    const response = await fetch(`${server.baseURL}${pathname}`, { headers: auth(staffToken) })
    expect(response.status).toBe(200)
    return (await response.json()) as T
  }

  const count = async (collection: string) => (await staffGet<{ totalDocs: number }>(`/api/${collection}?limit=1&depth=0`)).totalDocs

  /** Runs `refused`, and checks that no record of `collections` and no file was added meanwhile. */
  async function storesNothing(collections: string[], refused: () => Promise<void>) {
    const before = { records: await Promise.all(collections.map(count)), files: storedFiles() }
    await refused()
    expect(await Promise.all(collections.map(count))).toEqual(before.records)
    expect(storedFiles()).toEqual(before.files)
    expect(filesUnder(path.join(dataDir(), 'private', 'incoming'))).toEqual([])
  }

  /** A staff upload to Payload as the back office sends it: the file, and the record's fields as `_payload`. */
  async function staffUpload(collection: string, name: string, data: Buffer, fields: Record<string, string>) {
    const form = new FormData()
    const type = name.endsWith('.png') ? 'image/png' : 'application/pdf'
    form.append('file', new Blob([new Uint8Array(data)], { type }), name)
    form.append('_payload', JSON.stringify(fields))
    const response = await fetch(`${server.baseURL}/api/${collection}`, { method: 'POST', body: form, headers: auth(staffToken) })
    return { status: response.status, body: (await response.json()) as { errors?: { message: string }[]; doc?: { id: number } } }
  }

  /** A new application whose applicant is asked for a document. */
  async function applicationAwaitingDocuments(fullName: string): Promise<{ reference: string; id: number }> {
    const sent = await apply(fullName, [])
    expect(sent.status).toBe(201)
    const reference = sent.body.reference!
    const found = await staffGet<{ docs: { id: number }[] }>(`/api/degree-applications?where[reference][equals]=${reference}&depth=0`)
    const id = found.docs[0]!.id
    const asked = await fetch(`${server.baseURL}/api/degree-applications/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...auth(staffToken) },
      body: JSON.stringify({ status: 'waiting_documents', requested_documents: [{ name: 'Birth certificate' }] }),
    })
    expect(asked.status).toBe(200)
    return { reference, id }
  }

  const applicationDocuments = async (id: number) =>
    (await staffGet<{ status: string; documents?: unknown[] }>(`/api/degree-applications/${id}?depth=0`))

  const NIC = validApplication().nic!

  it('stores a clean application, scanned, with every kind of document', async () => {
    const before = storedFiles().length
    const { status, body } = await apply('Clean Scanned Applicant', [
      { field: 'nic', name: 'nic.pdf', data: pdfFile() },
      { field: 'receipt', name: 'receipt.png', data: await pngFile() },
      { field: 'other_certificates', name: 'letter.docx', data: docxFile() },
    ])
    expect(status).toBe(201)
    expect(body.reference).toMatch(/^APP-/)
    expect(storedFiles().length).toBe(before + 3)
  })

  it('refuses a PDF carrying the test virus inside, which passes the type and content checks, and stores nothing', async () => {
    await storesNothing(['degree-applications'], async () => {
      const { status, body } = await apply('Infected Pdf Applicant', [{ field: 'nic', name: 'identity-scan.pdf', data: pdfWithContentFile(eicar()) }])
      expect(status).toBe(400)
      expect(body.success).toBe(false)
      expect(body.message).toBe(FILE_MESSAGES.infected('identity-scan.pdf'))
      expect(body.errors).toEqual({ nic: FILE_MESSAGES.infected('identity-scan.pdf') })
    })
  })

  it('refuses a Word document with the test virus as one of its parts', async () => {
    await storesNothing(['degree-applications'], async () => {
      const { status, body } = await apply('Infected Docx Applicant', [
        { field: 'a/l_certificate', name: 'results.docx', data: docxWithPartFile(eicar()) },
      ])
      expect(status).toBe(400)
      expect(body.message).toBe(FILE_MESSAGES.infected('results.docx'))
      expect(body.errors).toEqual({ 'a/l_certificate': FILE_MESSAGES.infected('results.docx') })
    })
  })

  it('refuses the whole application when its second file is infected: the clean first one is not kept either', async () => {
    await storesNothing(['degree-applications'], async () => {
      const { status, body } = await apply('Second File Applicant', [
        { field: 'nic', name: 'nic.pdf', data: pdfFile() },
        { field: 'receipt', name: 'deposit-slip.pdf', data: pdfWithContentFile(eicar()) },
      ])
      expect(status).toBe(400)
      expect(body.message).toBe(FILE_MESSAGES.infected('deposit-slip.pdf'))
      expect(body.errors).toEqual({ receipt: FILE_MESSAGES.infected('deposit-slip.pdf') })
    })
  })

  it('refuses an infected requested document on the status page the same way, and takes a clean one', async () => {
    const { reference, id } = await applicationAwaitingDocuments('Requested Documents Applicant')
    await storesNothing(['degree-applications'], async () => {
      const { status, body } = await send('/applicationStatus/documents', { reference, nic: NIC }, [
        { field: 'requested_documents', name: 'birth-certificate.pdf', data: pdfWithContentFile(eicar()) },
      ])
      expect(status).toBe(400)
      expect(body.message).toBe(FILE_MESSAGES.infected('birth-certificate.pdf'))
      expect(body.errors).toEqual({ requested_documents: FILE_MESSAGES.infected('birth-certificate.pdf') })
    })
    const after = await applicationDocuments(id)
    expect(after.status).toBe('waiting_documents')
    expect(after.documents ?? []).toEqual([])

    const clean = await send('/applicationStatus/documents', { reference, nic: NIC }, [
      { field: 'requested_documents', name: 'birth-certificate.pdf', data: pdfFile() },
    ])
    expect(clean.status).toBe(201)
    expect((await applicationDocuments(id)).documents).toHaveLength(1)
  })

  it('refuses an infected staff upload to Payload, naming the file, and stores nothing', async () => {
    await storesNothing(['documents', 'media'], async () => {
      const document = await staffUpload('documents', 'prospectus.pdf', pdfWithContentFile(eicar()), { title: 'Prospectus' })
      expect(document.status).toBe(400)
      expect(document.body.errors?.[0]?.message).toMatch(/^"prospectus\.pdf" contains a virus or other harmful content \(Campus-Test-EICAR[^)]*\), so it was not uploaded\./)

      const picture = await staffUpload('media', 'banner.png', eicar(), { alt: 'A banner' })
      expect(picture.status).toBe(400)
      expect(picture.body.errors?.[0]?.message).toContain('"banner.png" contains a virus')
    })
    const clean = await staffUpload('documents', 'guidelines.pdf', pdfFile(), { title: 'Guidelines' })
    expect(clean.status).toBe(201)
  })

  it('refuses every upload with 503 while clamd does not answer, stores nothing, and logs it once', async () => {
    const { reference } = await applicationAwaitingDocuments('Waiting While Down Applicant')
    await clamd!.stop()
    await storesNothing(['degree-applications', 'documents', 'media'], async () => {
      for (const name of ['First Down Applicant', 'Second Down Applicant', 'Third Down Applicant']) {
        const { status, body, retryAfter } = await apply(name, [{ field: 'nic', name: 'nic.pdf', data: pdfFile() }])
        expect(status).toBe(503)
        expect(body.message).toBe(FORM_MESSAGES.scanUnavailable)
        expect(body.message).toContain('please try again in a few minutes')
        expect(Number(retryAfter)).toBeGreaterThan(0)
      }
      const requested = await send('/applicationStatus/documents', { reference, nic: NIC }, [
        { field: 'requested_documents', name: 'birth-certificate.pdf', data: pdfFile() },
      ])
      expect(requested.status).toBe(503)
      expect(requested.body.message).toBe(FORM_MESSAGES.scanUnavailable)

      const staff = await staffUpload('documents', 'timetable.pdf', pdfFile(), { title: 'Timetable' })
      expect(staff.status).toBe(503)
      expect(staff.body.errors?.[0]?.message).toContain('please try again in a few minutes')
    })

    const lines = server.output().split('\n')
    expect(lines.filter((line) => line.includes('did not answer'))).toHaveLength(1)
    // Payload does not log each refusal as an error of its own.
    expect(lines.filter((line) => line.includes('"level":"error"'))).toEqual([])
    // The log never names an applicant's file.
    for (const name of ['identity-scan.pdf', 'results.docx', 'deposit-slip.pdf', 'birth-certificate.pdf']) expect(server.output()).not.toContain(name)
  })
})
