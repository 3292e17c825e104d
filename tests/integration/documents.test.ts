/**
 * Applicants' documents that are what their names say but are built to hurt
 * whoever opens them, posted with an application (SQLite, and PostgreSQL when
 * CI sets it): each is refused with its message under its field, with no
 * record and no file left. And how the stored documents are sent to staff.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serveDocument } from '@/screens/api/documentDownload'
import { GET as staffDocument } from '@/app/(staff)/staff-documents/[application]/[file]/route'
import { FILE_MESSAGES } from '@/foundations/formRules/applicationDocuments'
import { payloadClient } from '@/model/payloadClient'
import { addStudentApplication } from '@/sides/submissions/handlers'
import { documentsDir, incomingDir } from '@/services/applicantFiles/places'

import * as uploads from '../fixtures/uploads'
import { validApplication } from '../fixtures/submissions'
import { applicationRequest, freshDeps, ORIGIN, read, type Upload } from '../support/formRequests'
import { createStaff, deleteStaff, staffToken, type StaffAccount } from '../support/staffAccounts'

let payload: Payload

const post = async (fields: Record<string, string>, files: Upload[]) => read(await addStudentApplication(applicationRequest(fields, files), freshDeps()))

const folderContents = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [])

const countNamed = async (name: string) =>
  (await payload.count({ collection: 'degree-applications', where: { full_name: { equals: name } }, overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await payloadClient()
})

describe('risky documents in an application', () => {
  it('refuses each with 400 and its message under the field, storing no record and leaving no file', async () => {
    const risky: [Upload, string][] = [
      [{ field: 'other_certificates', name: 'bomb.docx', data: uploads.docxBombFile() }, FILE_MESSAGES.archiveTooLarge('bomb.docx')],
      [{ field: 'other_certificates', name: 'lying.docx', data: uploads.docxLyingFile() }, FILE_MESSAGES.archiveTooLarge('lying.docx')],
      [{ field: 'other_certificates', name: 'parts.docx', data: uploads.docxManyPartsFile() }, FILE_MESSAGES.archiveTooLarge('parts.docx')],
      [{ field: 'other_certificates', name: 'styles.docx', data: uploads.docxWithoutTextFile() }, FILE_MESSAGES.notWordDocument('styles.docx')],
      [{ field: 'nic', name: 'huge.png', data: uploads.pngDeclaringFile(50_000, 50_000) }, FILE_MESSAGES.imageTooLarge('huge.png')],
      [{ field: 'nic', name: 'huge.jpg', data: await uploads.jpegDeclaringFile(30_000, 30_000) }, FILE_MESSAGES.imageTooLarge('huge.jpg')],
      [{ field: 'receipt', name: 'script.pdf', data: uploads.pdfJavaScriptFile() }, FILE_MESSAGES.pdfActive('script.pdf')],
      [{ field: 'receipt', name: 'escaped.pdf', data: uploads.pdfEscapedJavaScriptFile() }, FILE_MESSAGES.pdfActive('escaped.pdf')],
      [{ field: 'receipt', name: 'hidden.pdf', data: uploads.pdfObjectStreamJavaScriptFile() }, FILE_MESSAGES.pdfActive('hidden.pdf')],
      [{ field: 'receipt', name: 'launch.pdf', data: uploads.pdfLaunchFile() }, FILE_MESSAGES.pdfActive('launch.pdf')],
      [{ field: 'receipt', name: 'calling-out.pdf', data: uploads.pdfCallingOutFile() }, FILE_MESSAGES.pdfActive('calling-out.pdf')],
      [{ field: 'receipt', name: 'inflating.pdf', data: uploads.pdfObjectStreamBombFile() }, FILE_MESSAGES.pdfUnreadable('inflating.pdf')],
    ]
    const storedBefore = folderContents(documentsDir())
    const png = await uploads.pngFile()
    for (const [file, message] of risky) {
      const name = `Risky ${file.name}`
      // Beside an ordinary file, which must not be kept either.
      const { status, body } = await post(validApplication({ full_name: name }), [{ field: 'o/l_certificate', name: 'ol.png', data: png }, file])
      expect({ file: file.name, status, message: body.message, fieldMessage: body.errors?.[file.field] }).toEqual({
        file: file.name,
        status: 400,
        message,
        fieldMessage: message,
      })
      expect(body.success).toBe(false)
      expect(await countNamed(name)).toBe(0)
      expect(folderContents(documentsDir())).toEqual(storedBefore)
      expect(folderContents(incomingDir())).toEqual([])
    }
  })

  it('still stores the ordinary documents of every kind', async () => {
    const { status } = await post(validApplication({ full_name: 'Ordinary Documents' }), [
      { field: 'nic', name: 'nic.pdf', data: uploads.pdfFile() },
      { field: 'receipt', name: 'receipt.pdf', data: uploads.pdfObjectStreamFile() },
      { field: 'o/l_certificate', name: 'ol.png', data: await uploads.pngFile() },
      { field: 'a/l_certificate', name: 'al.jpg', data: await uploads.jpegFile() },
      { field: 'other_certificates', name: 'letter.docx', data: uploads.docxFile() },
    ])
    expect(status).toBe(201)
    expect(await countNamed('Ordinary Documents')).toBe(1)
  })
})

describe('stored documents sent to staff', () => {
  let officer: StaffAccount | undefined

  afterAll(async () => {
    await deleteStaff(payload, officer)
  })

  it('sends PDF and DOCX as attachments and checked pictures inline, with the stored type, nosniff, no caching and a sandbox', async () => {
    const files = [
      { field: 'nic', name: 'NIC «front».pdf', data: uploads.pdfFile() },
      { field: 'other_certificates', name: 'letter.docx', data: uploads.docxFile() },
      { field: 'o/l_certificate', name: 'ol.png', data: await uploads.pngFile() },
      { field: 'a/l_certificate', name: 'al.jpg', data: await uploads.jpegFile() },
      { field: 'receipt', name: 'receipt.png', data: await uploads.pngFile() },
    ]
    const { status, body } = await post(validApplication({ full_name: 'Served Documents' }), files)
    expect(status).toBe(201)
    const doc = (await payload.find({ collection: 'degree-applications', where: { reference: { equals: body.reference } }, overrideAccess: true, depth: 0 })).docs[0]!
    const stored = doc.documents!

    officer = await createStaff(payload, 'admissions')
    const token = await staffToken(payload, officer)
    const open = (storedName: string) =>
      staffDocument(new Request(`${ORIGIN}/staff-documents/${doc.id}/${storedName}`, { headers: { Authorization: `JWT ${token}` } }), {
        params: Promise.resolve({ application: String(doc.id), file: storedName }),
      })

    // A picture stored before the checks existed, far over the limit: not shown inline.
    fs.writeFileSync(path.join(documentsDir(), stored[4]!.stored_name), uploads.pngDeclaringFile(50_000, 50_000))

    const expected = [
      ['application/pdf', `attachment; filename="NIC _front_.pdf"; filename*=UTF-8''NIC%20%C2%ABfront%C2%BB.pdf`],
      ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', `attachment; filename="letter.docx"; filename*=UTF-8''letter.docx`],
      ['image/png', `inline; filename="ol.png"; filename*=UTF-8''ol.png`],
      ['image/jpeg', `inline; filename="al.jpg"; filename*=UTF-8''al.jpg`],
      ['image/png', `attachment; filename="receipt.png"; filename*=UTF-8''receipt.png`],
    ]
    for (const [index, [type, disposition]] of expected.entries()) {
      const response = await open(stored[index]!.stored_name)
      expect(response.status).toBe(200)
      expect({
        type: response.headers.get('content-type'),
        disposition: response.headers.get('content-disposition'),
        nosniff: response.headers.get('x-content-type-options'),
        cache: response.headers.get('cache-control'),
        sandboxed: /(^|;\s*)sandbox(;|$)/.test(response.headers.get('content-security-policy') ?? ''),
        noSources: /default-src 'none'/.test(response.headers.get('content-security-policy') ?? ''),
      }).toEqual({ type, disposition, nosniff: 'nosniff', cache: 'private, no-store', sandboxed: true, noSources: true })
      if (index < 4) expect(Buffer.from(await response.arrayBuffer()).equals(files[index]!.data)).toBe(true)
      else await response.body?.cancel()
    }
  })
})

describe('public documents', () => {
  it('are downloaded, never opened inside the site, with nosniff and a sandbox', async () => {
    const document = (await payload.find({ collection: 'documents', where: { mimeType: { equals: 'application/pdf' } }, limit: 1, depth: 0 })).docs[0]!
    const response = await serveDocument(String(document.id))
    expect(response.status).toBe(200)
    await response.body?.cancel()
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''\S+$/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toMatch(/(^|;\s*)sandbox(;|$)/)
  })
})
