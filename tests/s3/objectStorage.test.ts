/**
 * With S3_BUCKET set, every uploaded file lives in the bucket (s3rver, started
 * here; tests/support/s3.ts), on a database of this file's own: PostgreSQL
 * (`<TEST_DATABASE_URL's database>_s3`) or SQLite (`test-data/s3-sqlite`).
 *
 * - pictures uploaded in the back office land in the bucket and are served
 *   by the site at Payload's file address, and go when their record goes;
 * - applicants' documents land in the bucket, under no ACL, and reach staff
 *   with the right role only, through the site;
 * - the store failing half-way through a submission leaves no record and no
 *   object, and so does the database failing after the files were stored.
 *
 * s3rver answers anonymous reads whatever the ACL, so that a bucket keeps its
 * objects private is the store's part: here the test proves the site never
 * asks for anything else (no ACL, no bucket policy, no bucket address handed
 * out).
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { validApplication } from '../fixtures/submissions'
import * as uploads from '../fixtures/uploads'
import { ownPostgresDatabase } from '../support/databases'
import { prepareInChild } from '../support/databaseSetup'
import { applicationRequest, freshDeps, ORIGIN, read, type Upload } from '../support/formRequests'
import { startTestS3, type TestS3 } from '../support/s3'
import { createStaff, deleteStaff, staffToken } from '../support/staffAccounts'

type Modules = {
  payload: Payload
  addStudentApplication: typeof import('@/sides/submissions/handlers').addStudentApplication
  staffDocument: typeof import('@/app/(staff)/staff-documents/[application]/[file]/route').GET
  restGet: (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
  serveDocument: typeof import('@/screens/api/documentDownload').serveDocument
  downloadPublication: typeof import('@/screens/api/publicationDownload').downloadPublication
  fileStore: typeof import('@/services/storage/fileStore').fileStore
  runRetention: typeof import('@/records/personalData/retentionRun').runRetention
}

let s3: TestS3
let site: Modules
const dataDir = process.env.DATA_DIR as string

beforeAll(async () => {
  s3 = await startTestS3()
  const databaseUrl = process.env.S3_TEST_DATABASE === 'postgres' ? await ownPostgresDatabase('s3') : ''
  if (databaseUrl === null) throw new Error('The PostgreSQL object storage tests need TEST_DATABASE_URL.')
  // Before the site's modules are loaded: they read the environment once.
  Object.assign(process.env, s3.env, { DATABASE_URL: databaseUrl })
  await prepareInChild({ ...s3.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, NODE_ENV: 'test' }, 'the database for the object storage tests')

  const config = (await import('@payload-config')).default
  const { REST_GET } = await import('@payloadcms/next/routes')
  site = {
    payload: await (await import('@/model/payloadClient')).payloadClient(),
    addStudentApplication: (await import('@/sides/submissions/handlers')).addStudentApplication,
    staffDocument: (await import('@/app/(staff)/staff-documents/[application]/[file]/route')).GET,
    restGet: REST_GET(config) as Modules['restGet'],
    serveDocument: (await import('@/screens/api/documentDownload')).serveDocument,
    downloadPublication: (await import('@/screens/api/publicationDownload')).downloadPublication,
    fileStore: (await import('@/services/storage/fileStore')).fileStore,
    runRetention: (await import('@/records/personalData/retentionRun')).runRetention,
  }
})

afterAll(async () => {
  await s3?.close()
})

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer())

/** GET of one of Payload's REST addresses, as the site's route serves it. */
const restGet = (address: string, headers: Record<string, string> = {}) =>
  site.restGet(new Request(`${ORIGIN}${address}`, { headers }), {
    params: Promise.resolve({ slug: address.replace(/^\/api\//, '').split('/').map(decodeURIComponent) }),
  })

describe('the demo content', () => {
  it('was put in the bucket, not on the disk', async () => {
    expect((await s3.keys('media/')).length).toBeGreaterThan(0)
    expect((await s3.keys('documents/')).length).toBeGreaterThan(0)
    expect((await s3.keys('private/applications/')).length).toBe(1)
    for (const folder of ['media', 'documents', 'videos', 'private/applications']) {
      expect(fs.existsSync(path.join(dataDir, folder)), `${folder} on the disk`).toBe(false)
    }
  })

  it('serves public documents and publications from the bucket', async () => {
    const { payload } = site
    const document = (await payload.find({ collection: 'documents', where: { mimeType: { equals: 'application/pdf' } }, limit: 1, depth: 0 })).docs[0]!
    const stored = await site.fileStore().readAll(`documents/${document.filename}`)
    const response = await site.serveDocument(String(document.id))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect((await bytesOf(response)).equals(stored!)).toBe(true)

    const publication = (await payload.find({ collection: 'publications', where: { file: { exists: true } }, limit: 1, depth: 0 })).docs[0]!
    const download = await site.downloadPublication(String(publication.id))
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="publication.pdf"')
    expect((await bytesOf(download)).subarray(0, 5).toString()).toBe('%PDF-')
  })
})

describe('a picture uploaded in the back office', () => {
  it('lands in the bucket with its sizes, is served at its site address, and goes with its record', async () => {
    const { payload } = site
    const png = await uploads.pngFile()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'A picture for the object storage test' },
      file: { data: png, mimetype: 'image/png', name: 'Campus Front.png', size: png.length },
      overrideAccess: true,
    })
    const names = [media.filename!, ...Object.values(media.sizes ?? {}).flatMap((size) => (size?.filename ? [size.filename] : []))]
    expect(names.length).toBeGreaterThan(1)
    const keys = await s3.keys('media/')
    for (const name of names) expect(keys).toContain(`media/${name}`)
    expect(fs.existsSync(path.join(dataDir, 'media'))).toBe(false)

    // Pages link the site's own address, which next/image can optimise; never the bucket's.
    expect(media.url).toBe(`/api/media/file/${media.filename}`)
    expect(JSON.stringify(media)).not.toContain(s3.endpoint)

    const original = await restGet(media.url!)
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/png')
    expect((await bytesOf(original)).equals((await site.fileStore().readAll(`media/${media.filename}`))!)).toBe(true)
    for (const name of names.slice(1)) {
      const size = await restGet(`/api/media/file/${name}`)
      expect(size.status, name).toBe(200)
      expect(size.headers.get('content-type'), name).toMatch(/^image\/(webp|jpeg)$/)
      await size.body?.cancel()
    }

    const missing = await restGet('/api/media/file/00000000-0000-0000-0000-000000000000.png')
    expect(missing.status).toBe(404)
    await missing.body?.cancel()

    await payload.delete({ collection: 'media', id: media.id, overrideAccess: true })
    const left = await s3.keys('media/')
    for (const name of names) expect(left).not.toContain(`media/${name}`)
  })
})

describe('a focal point moved on a picture in the bucket', () => {
  it('is stored, and the picture and its sizes stay where they were', async () => {
    const { payload } = site
    const png = await uploads.pngFile()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'A picture whose focal point moves' },
      file: { data: png, mimetype: 'image/png', name: 'focal.png', size: png.length },
      overrideAccess: true,
    })
    const moved = await payload.update({ collection: 'media', id: media.id, data: { focalX: 10, focalY: 90 }, overrideAccess: true })
    expect([moved.focalX, moved.focalY]).toEqual([10, 90])
    expect(moved.filename).toBe(media.filename)
    expect(await s3.keys('media/')).toContain(`media/${media.filename}`)
  })
})

describe("an applicant's documents", () => {
  const files = async (): Promise<Upload[]> => [
    { field: 'nic', name: 'nic.pdf', data: uploads.pdfFile() },
    { field: 'o/l_certificate', name: 'ol.png', data: await uploads.pngFile() },
    { field: 'receipt', name: 'receipt.jpg', data: await uploads.jpegFile() },
  ]
  const privateKeys = () => s3.keys('private/applications/')
  const countNamed = async (name: string) =>
    (await site.payload.count({ collection: 'degree-applications', where: { full_name: { equals: name } }, overrideAccess: true })).totalDocs

  async function signedIn(role: 'admissions' | 'editor') {
    const account = await createStaff(site.payload, role)
    return { ...account, token: await staffToken(site.payload, account) }
  }

  it('land in the bucket under no ACL, reach admissions staff through the site, and nobody else', async () => {
    const sent = await files()
    const before = await privateKeys()
    const requestsBefore = s3.requests.length
    const { status, body } = await read(await site.addStudentApplication(applicationRequest(validApplication({ full_name: 'Bucket Applicant' }), sent), freshDeps()))
    expect(status).toBe(201)
    const doc = (await site.payload.find({ collection: 'degree-applications', where: { reference: { equals: body.reference } }, overrideAccess: true, depth: 0 })).docs[0]!
    const stored = doc.documents!
    expect(stored).toHaveLength(3)
    expect((await privateKeys()).filter((key) => !before.includes(key)).sort()).toEqual(stored.map((entry) => `private/applications/${entry.stored_name}`).sort())
    expect(fs.existsSync(path.join(dataDir, 'private', 'applications'))).toBe(false)
    expect(JSON.stringify(doc)).not.toContain(s3.endpoint)

    // Nothing the site sent asked for an ACL or a bucket policy.
    const sentToStore = s3.requests.slice(requestsBefore)
    expect(sentToStore.filter((request) => request.method === 'PUT').length).toBeGreaterThanOrEqual(3)
    for (const request of s3.requests) {
      expect(request.headers['x-amz-acl'], `${request.method} ${request.path}`).toBeUndefined()
      expect(request.query.has('acl') || request.query.has('policy'), `${request.method} ${request.path}`).toBe(false)
    }

    const open = (storedName: string, headers: Record<string, string> = {}) =>
      site.staffDocument(new Request(`${ORIGIN}/staff-documents/${doc.id}/${storedName}`, { headers }), {
        params: Promise.resolve({ application: String(doc.id), file: storedName }),
      })
    const officer = await signedIn('admissions')
    const editor = await signedIn('editor')
    try {
      for (const [index, entry] of stored.entries()) {
        const anonymous = await open(entry.stored_name)
        expect(anonymous.status).toBe(404)
        const asEditor = await open(entry.stored_name, { Authorization: `JWT ${editor.token}` })
        expect(asEditor.status).toBe(404)
        const asOfficer = await open(entry.stored_name, { Authorization: `JWT ${officer.token}` })
        expect(asOfficer.status).toBe(200)
        expect(asOfficer.headers.get('cache-control')).toBe('private, no-store')
        expect(asOfficer.headers.get('location')).toBeNull()
        expect((await bytesOf(asOfficer)).equals(Buffer.from(sent[index]!.data))).toBe(true)
      }
      // Payload's REST API does not hand the record to anyone signed out either.
      const listed = await restGet(`/api/degree-applications/${doc.id}`)
      expect([401, 403, 404]).toContain(listed.status)
      await listed.body?.cancel()
    } finally {
      await deleteStaff(site.payload, officer, editor)
    }
  })

  it('are all removed, and no record kept, when the store fails on the second of three', async () => {
    const before = await privateKeys()
    const firstRequest = s3.requests.length
    let accepted = 0
    let failedPath: string | undefined
    s3.failWhen((request) => {
      if (request.method !== 'PUT' || !request.path.includes('/private/applications/')) return false
      // The SDK retries a 500: the failing object keeps failing.
      if (failedPath) return request.path === failedPath
      accepted += 1
      if (accepted === 2) failedPath = request.path
      return accepted === 2
    })
    try {
      const { status, body } = await read(
        await site.addStudentApplication(applicationRequest(validApplication({ full_name: 'Store Fails Half-way' }), await files()), freshDeps()),
      )
      expect(status).toBe(500)
      expect(body.success).toBe(false)
    } finally {
      s3.failNothing()
    }
    expect(failedPath).toBeDefined()
    expect(await countNamed('Store Fails Half-way')).toBe(0)
    expect(await privateKeys()).toEqual(before)
    // The first object was stored, then deleted again.
    const sent = s3.requests.slice(firstRequest).filter((request) => request.path.includes('/private/applications/'))
    const firstPut = sent.find((request) => request.method === 'PUT')!
    expect(firstPut.path).not.toBe(failedPath)
    expect(sent.some((request) => request.method === 'DELETE' && request.path === firstPut.path)).toBe(true)
  })

  it('are sent again after a passing failure of the store, and the application is kept', async () => {
    let failed = 0
    s3.failWhen((request) => request.method === 'PUT' && request.path.includes('/private/applications/') && (failed += 1) === 1)
    try {
      const { status } = await read(
        await site.addStudentApplication(applicationRequest(validApplication({ full_name: 'Store Fails Once' }), await files()), freshDeps()),
      )
      expect(status).toBe(201)
    } finally {
      s3.failNothing()
    }
    expect(failed).toBeGreaterThan(3)
    expect(await countNamed('Store Fails Once')).toBe(1)
  })

  it('are all removed when storing the record fails after the files were stored', async () => {
    const before = await privateKeys()
    const { status } = await read(
      await site.addStudentApplication(
        applicationRequest(validApplication({ full_name: 'Record Fails After Files' }), await files()),
        freshDeps({
          faults: {
            afterRecordCreated: () => {
              throw new Error('made to fail by the test')
            },
          },
        }),
      ),
    )
    expect(status).toBe(500)
    expect(await countNamed('Record Fails After Files')).toBe(0)
    expect(await privateKeys()).toEqual(before)
  })

  it('are still refused by content before anything reaches the bucket', async () => {
    const before = await privateKeys()
    const { status } = await read(
      await site.addStudentApplication(
        applicationRequest(validApplication({ full_name: 'Refused Before Bucket' }), [
          { field: 'o/l_certificate', name: 'ol.png', data: await uploads.pngFile() },
          { field: 'receipt', name: 'script.pdf', data: uploads.pdfJavaScriptFile() },
        ]),
        freshDeps(),
      ),
    )
    expect(status).toBe(400)
    expect(await privateKeys()).toEqual(before)
  })
})

describe('the retention run', () => {
  it("deletes a cleared application's documents from the bucket", async () => {
    const { payload } = site
    const { status, body } = await read(
      await site.addStudentApplication(
        applicationRequest(validApplication({ full_name: 'Retained In Bucket' }), [{ field: 'nic', name: 'nic.pdf', data: uploads.pdfFile() }]),
        freshDeps(),
      ),
    )
    expect(status).toBe(201)
    const doc = (await payload.find({ collection: 'degree-applications', where: { reference: { equals: body.reference } }, overrideAccess: true })).docs[0]!
    const key = `private/applications/${doc.documents![0]!.stored_name}`
    expect(await s3.keys('private/applications/')).toContain(key)
    await payload.update({ collection: 'degree-applications', id: doc.id, data: { status: 'rejected' }, overrideAccess: true })
    // Decided long ago, by the fake clock's reckoning: nothing else here is due.
    await payload.update({ collection: 'degree-applications', id: doc.id, data: { decided_at: '2001-01-15T06:00:00.000Z' }, overrideAccess: true })

    const result = await site.runRetention(payload, { now: new Date('2001-08-15T06:00:00.000Z'), store: site.fileStore() })
    expect(result).toMatchObject({ ran: true, files: 1, failed: 0 })
    expect(await s3.keys('private/applications/')).not.toContain(key)
    expect(await payload.findByID({ collection: 'degree-applications', id: doc.id, overrideAccess: true })).toMatchObject({ full_name: '', documents: [] })
  })
})
