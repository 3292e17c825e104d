/**
 * What staff change in the site settings is what the site reads: the
 * application fee, the deposit account, the admissions mailbox and the
 * copyright year, each with its fallback when left empty. The mailbox decides
 * where applicants send their documents, so only administrators change it.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { STAFF_ROLE_VALUES, type StaffRole } from '@/access'
import { getSiteSettings } from '@/content/contact'
import { payloadClient } from '@/payloadClient'
import { APPLICATION_FEE_RS, DEFAULT_COPYRIGHT_YEAR } from '@/lib/constants'
import type { SiteSetting } from '@/payload-types'
import { CONTACT, COPYRIGHT_YEAR, FEE_BANK } from '@/seed/demoValues'

const staff = (role: StaffRole) => ({ id: 990, role, collection: 'users', email: `${role}@campus.example` }) as never

let payload: Payload
let original: SiteSetting

async function save(data: Partial<SiteSetting>, user = staff('admin')) {
  return payload.updateGlobal({ slug: 'site-settings', data, overrideAccess: false, user, depth: 0 })
}

beforeAll(async () => {
  payload = await payloadClient()
  original = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
})

afterAll(async () => {
  const { id: _id, updatedAt: _updatedAt, createdAt: _createdAt, ...data } = original
  await payload.updateGlobal({ slug: 'site-settings', data, depth: 0 })
})

describe('the demo content', () => {
  it('holds the values the pages showed when they were written into the code', async () => {
    const settings = await getSiteSettings()
    expect(settings.application_fee).toBe(1250)
    expect(settings.fee_bank).toEqual(FEE_BANK)
    // The seed leaves the admissions mailbox empty: the campus's e-mail stands in.
    expect(settings.admissions_email).toBe(CONTACT.email)
    expect(settings.copyright_year).toBe(COPYRIGHT_YEAR)
  })
})

describe('a change in the site settings', () => {
  it('of the application fee shows in what the site reads, and an emptied fee reads as the stated Rs 1250', async () => {
    await save({ application_fee: 1750 })
    expect((await getSiteSettings()).application_fee).toBe(1750)
    await save({ application_fee: null })
    expect((await getSiteSettings()).application_fee).toBe(APPLICATION_FEE_RS)
  })

  it('of each bank detail shows in what the site reads; with no bank and no account number there is no account', async () => {
    const account = { bank: 'Harbour Test Bank', branch: 'Kandy', account_name: 'Campus Fees Account', account_type: 'Savings account', account_number: '9 8765 4321' }
    await save({ fee_bank: account })
    expect((await getSiteSettings()).fee_bank).toEqual(account)
    await save({ fee_bank: { ...account, bank: 'Second Test Bank', account_number: '1111 2222' } })
    expect((await getSiteSettings()).fee_bank).toMatchObject({ bank: 'Second Test Bank', account_number: '1111 2222', branch: 'Kandy' })
    await save({ fee_bank: { bank: '', branch: 'Kandy', account_name: 'Campus Fees Account', account_type: '', account_number: ' ' } })
    expect((await getSiteSettings()).fee_bank).toBeNull()
  })

  it('of the admissions mailbox shows in what the site reads; left empty, the contact e-mail stands in', async () => {
    await save({ admissions_email: 'applications@campus-test.example' })
    expect((await getSiteSettings()).admissions_email).toBe('applications@campus-test.example')
    await save({ admissions_email: null, email: 'front.desk@campus-test.example' })
    expect((await getSiteSettings()).admissions_email).toBe('front.desk@campus-test.example')
  })

  it('of the copyright year shows in what the site reads', async () => {
    await save({ copyright_year: 2031 })
    expect((await getSiteSettings()).copyright_year).toBe(2031)
    await save({ copyright_year: DEFAULT_COPYRIGHT_YEAR })
  })

  it('by an editor changes the fee, the account and the year, but never the admissions mailbox', async () => {
    await save({ admissions_email: 'kept@campus-test.example' })
    for (const role of STAFF_ROLE_VALUES.filter((value) => value !== 'admin')) {
      await save(
        {
          application_fee: 2000,
          fee_bank: { bank: `Bank set by ${role}`, account_number: '42' },
          copyright_year: 2030,
          admissions_email: `${role}@elsewhere.example`,
        },
        staff(role),
      )
      const settings = await getSiteSettings()
      expect(settings).toMatchObject({ application_fee: 2000, copyright_year: 2030, admissions_email: 'kept@campus-test.example' })
      expect(settings.fee_bank?.bank).toBe(`Bank set by ${role}`)
    }
    await save({ admissions_email: 'changed.by.admin@campus-test.example' })
    expect((await getSiteSettings()).admissions_email).toBe('changed.by.admin@campus-test.example')
  })
})
