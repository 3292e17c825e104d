/**
 * A fresh database of this kind was built by the committed migrations and
 * seeded (the set-up does both); this checks what that left behind.
 */
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { getEnv } from '@/settings'
import { migrations as postgresMigrations } from '@/model/migrations/postgres'
import { migrations as sqliteMigrations } from '@/model/migrations/sqlite'
import { payloadClient } from '@/model/payloadClient'
import { isEmpty } from '@/sides/seed/prepareDatabase'
import { storedDocumentPath } from '@/services/applicantFiles/places'

describe(`a fresh ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'} database`, () => {
  it('has every committed migration applied', async () => {
    const payload = await payloadClient()
    const expected = (getEnv().databaseKind === 'postgres' ? postgresMigrations : sqliteMigrations).map((m) => m.name)
    const applied = await payload.find({ collection: 'payload-migrations', pagination: false, depth: 0 })
    expect(applied.docs.map((doc) => doc.name).filter((name) => name !== 'dev').sort()).toEqual([...expected].sort())
  })

  it('holds the demo content, so the seed will not run into it again', async () => {
    const payload = await payloadClient()
    expect(await isEmpty(payload)).toBe(false)
    expect((await payload.count({ collection: 'slider-images' })).totalDocs).toBeGreaterThanOrEqual(5)
    expect((await payload.count({ collection: 'alumni-directory' })).totalDocs).toBeGreaterThanOrEqual(30)
  })

  it('holds sample submissions for staff to try, none of them listed in the public directory', async () => {
    const payload = await payloadClient()
    const demo = { reference: { contains: 'DEMO' } }
    const applications = await payload.find({ collection: 'degree-applications', where: demo, depth: 0 })
    expect(applications.docs.map((doc) => doc.status).sort()).toEqual(['in_review', 'new'])
    const document = applications.docs.flatMap((doc) => doc.documents ?? [])[0]
    expect(document).toMatchObject({ field: 'receipt', original_filename: 'deposit-slip.pdf', mime_type: 'application/pdf' })
    const stored = storedDocumentPath(document?.stored_name ?? '')
    expect(stored && fs.readFileSync(stored).subarray(0, 5).toString()).toBe('%PDF-')
    const registrations = await payload.find({ collection: 'alumni-registrations', where: demo, depth: 0 })
    expect(registrations.docs.map((doc) => [doc.status, doc.directory_entry ?? null])).toEqual([['new', null]])
    expect((await payload.find({ collection: 'inquiries', where: demo, depth: 0 })).docs.map((doc) => doc.status).sort()).toEqual(['answered', 'new'])
  })

  it('hands out new ids past the fixed ones the seed used', async () => {
    const payload = await payloadClient()
    const loan = await payload.create({ collection: 'loan-schemes', data: { title: 'Bursary Scheme' } })
    expect(loan.id).toBeGreaterThan(11)
    expect(loan.slug).toBe('bursary-scheme')
    const again = await payload.create({ collection: 'loan-schemes', data: { title: 'Bursary Scheme' } })
    expect(again.slug).toBe('bursary-scheme-2')
    await payload.delete({ collection: 'loan-schemes', where: { id: { in: [loan.id, again.id] } } })
  })

  it('stores uploads under generated names and keeps the original name', async () => {
    const payload = await payloadClient()
    const doc = await payload.find({ collection: 'documents', limit: 1, depth: 0 })
    const [first] = doc.docs
    expect(first?.filename).toMatch(/^[0-9a-f-]{36}\.(pdf|csv)$/)
    expect(first?.original_filename).toMatch(/\.(pdf|csv)$/)
  })
})
