/**
 * What only the site's own code writes on a submission: its reference and
 * its idempotency key (and fingerprint). Staff read them; a staff member
 * who sends them over the API (REST and GraphQL go through the same access)
 * changes nothing, on every kind of submission.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { payloadClient } from '@/model/payloadClient'

import { validApplication, validInquiry } from '../fixtures/submissions'
import { freshDeps, jsonRequest } from '../support/formRequests'
import { staffUser } from '../support/staffAccounts'
import { addInquiry } from '@/sides/submissions/handlers'

let payload: Payload
const officer = staffUser('admissions')
const administrator = staffUser('admin')

beforeAll(async () => {
  payload = await payloadClient()
})

describe('fields only the server writes', () => {
  it("keep an inquiry's reference and idempotency key when staff send others", async () => {
    const response = await addInquiry(jsonRequest('/ContactUS/addInquiry', validInquiry({ email: `fields.${Date.now()}@example.com` })), freshDeps())
    const { reference } = (await response.json()) as { reference: string }
    const [stored] = (await payload.find({ collection: 'inquiries', where: { reference: { equals: reference } }, overrideAccess: true, depth: 0 })).docs
    for (const user of [officer, administrator]) {
      const updated = await payload.update({
        collection: 'inquiries',
        id: stored!.id,
        data: { reference: 'INQ-FORGED', idempotency_key: 'forged-key', idempotency_fingerprint: 'forged', staff_notes: 'Called back.' } as never,
        overrideAccess: false,
        user,
        depth: 0,
      })
      expect(updated.staff_notes).toBe('Called back.')
    }
    const after = await payload.findByID({ collection: 'inquiries', id: stored!.id, overrideAccess: true, depth: 0 })
    expect({ reference: after.reference, key: after.idempotency_key, fingerprint: after.idempotency_fingerprint }).toEqual({
      reference,
      key: stored!.idempotency_key,
      fingerprint: stored!.idempotency_fingerprint,
    })
  })

  it("keep a degree application's reference and key, and staff cannot create one with their own", async () => {
    const [application] = (await payload.find({ collection: 'degree-applications', limit: 1, sort: 'id', overrideAccess: true, depth: 0 })).docs
    await payload.update({
      collection: 'degree-applications',
      id: application!.id,
      data: { reference: 'APP-FORGED', idempotency_key: 'forged-key' } as never,
      overrideAccess: false,
      user: officer,
      depth: 0,
    })
    const after = await payload.findByID({ collection: 'degree-applications', id: application!.id, overrideAccess: true, depth: 0 })
    expect({ reference: after.reference, key: after.idempotency_key }).toEqual({ reference: application!.reference, key: application!.idempotency_key })
    await expect(
      payload.create({ collection: 'degree-applications', data: { ...validApplication(), reference: 'APP-STAFF-MADE' } as never, overrideAccess: false, user: administrator }),
    ).rejects.toThrow()
    expect((await payload.find({ collection: 'degree-applications', where: { reference: { equals: 'APP-STAFF-MADE' } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})
