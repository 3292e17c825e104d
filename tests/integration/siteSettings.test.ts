/**
 * What staff change in the site settings is what the site reads: the
 * application fee, the deposit account, the admissions mailbox and the
 * copyright year, each with its fallback when left empty. The mailbox decides
 * where applicants send their documents, so only administrators change it.
 * The privacy notice's retention periods are whole months in a range, set by
 * administrators only, and read the same by the privacy page and the
 * retention run. The fee and the bank account are administrators' only too;
 * every change of the settings is in the audit log, by field; staff see when
 * an application was charged another fee than today's.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { renderToStaticMarkup } from 'react-dom/server'

import { STAFF_ROLE_VALUES, type StaffRole } from '@/services/access'
import { AUDIT_COLLECTION } from '@/services/audit/record'
import { FeeChargedNote } from '@/screens/staff/FeeChargedNote'
import { getSiteSettings } from '@/sides/content/contact'
import { getPrivacyNotice, getRetentionPeriods } from '@/sides/content/privacy'
import { RETENTION_MONTHS_MESSAGE } from '@/model/globals/SiteSettings/privacyTab'
import { payloadClient } from '@/model/payloadClient'
import { APPLICATION_FEE_RS, DEFAULT_COPYRIGHT_YEAR } from '@/foundations/siteDefaults'
import type { AuditLog, SiteSetting } from '@/foundations/payload-types'
import { DEFAULT_RETENTION, RETENTION_SETTINGS, retentionPeriodsOf, type RetentionPeriods } from '@/foundations/retentionPeriods'
import { CONTACT, COPYRIGHT_YEAR, FEE_BANK, PRIVACY } from '@/sides/seed/demoValues'

import { createStaff, deleteStaff, type StaffAccount } from '../support/staffAccounts'

const stamp = Date.now()
/** A real account per role: each save is an audit entry that names its account. */
const accounts = {} as Record<StaffRole, StaffAccount>
const staff = (role: StaffRole) => accounts[role]

let payload: Payload
let original: SiteSetting

async function save(data: Partial<SiteSetting>, user = staff('admin')) {
  return payload.updateGlobal({ slug: 'site-settings', data, overrideAccess: false, user, depth: 0 })
}

beforeAll(async () => {
  payload = await payloadClient()
  original = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  for (const role of STAFF_ROLE_VALUES) {
    accounts[role] = await createStaff(payload, role)
  }
})

afterAll(async () => {
  const { id: _id, updatedAt: _updatedAt, createdAt: _createdAt, ...data } = original
  await payload.updateGlobal({ slug: 'site-settings', data, depth: 0 })
  await deleteStaff(payload, ...Object.values(accounts))
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

  it('by any other role changes the year, but never the fee, the bank account or the admissions mailbox', async () => {
    const account = { bank: 'Kept Bank', branch: 'Colombo', account_name: 'Campus Fees', account_type: 'Current account', account_number: '1234' }
    await save({ admissions_email: 'kept@campus-test.example', application_fee: 1250, fee_bank: account })
    for (const role of STAFF_ROLE_VALUES.filter((value) => value !== 'admin')) {
      await save(
        {
          application_fee: 1,
          fee_bank: { bank: `Bank set by ${role}`, account_number: '42' },
          copyright_year: 2030,
          admissions_email: `${role}@elsewhere.example`,
        },
        staff(role),
      )
      const settings = await getSiteSettings()
      expect(settings, role).toMatchObject({ application_fee: 1250, copyright_year: 2030, admissions_email: 'kept@campus-test.example' })
      expect(settings.fee_bank, role).toEqual(account)
    }
    await save({ admissions_email: 'changed.by.admin@campus-test.example' })
    expect((await getSiteSettings()).admissions_email).toBe('changed.by.admin@campus-test.example')
  })
})

/** The settings' audit entries written since `since`, oldest first. */
async function settingsEntries(since: string): Promise<AuditLog[]> {
  const { docs } = await payload.find({
    collection: AUDIT_COLLECTION,
    where: { and: [{ action: { equals: 'settings_change' } }, { createdAt: { greater_than_equal: since } }] },
    sort: 'createdAt',
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

describe('the audit log', () => {
  it('records every change of the settings: who, when and which fields, the fee from and to, no other value', async () => {
    await save({ application_fee: 1250, fee_bank: { bank: 'Audit Bank', account_number: '5555 0000' } })
    const since = new Date().toISOString()
    await save({ application_fee: 1, fee_bank: { bank: 'Audit Bank', account_number: '9999 1111' }, notification_email: 'audit.notices@campus-test.example' })
    await save({ application_fee: 1250 })
    // An editor's save: the fields the editor may change, named; the fee refused, so not named.
    await save({ footer_tagline: `Tagline ${stamp}`, application_fee: 1 }, staff('editor'))
    // A save that changes nothing writes nothing.
    await save({ footer_tagline: `Tagline ${stamp}` }, staff('editor'))

    const entries = await settingsEntries(since)
    expect(entries.map((entry) => [entry.actor_name, entry.actor_role, entry.subject])).toEqual([
      [accounts.admin.email, 'admin', 'Site Settings: application_fee, fee_bank, notification_email'],
      [accounts.admin.email, 'admin', 'Site Settings: application_fee'],
      [accounts.editor.email, 'editor', 'Site Settings: footer_tagline'],
    ])
    expect(entries.map((entry) => entry.detail)).toEqual([
      { fields: ['application_fee', 'fee_bank', 'notification_email'], application_fee: { from: 1250, to: 1 } },
      { fields: ['application_fee'], application_fee: { from: 1, to: 1250 } },
      { fields: ['footer_tagline'] },
    ])
    for (const entry of entries) expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(Date.parse(since))
    const written = JSON.stringify(entries)
    for (const value of ['9999 1111', '5555 0000', 'audit.notices@campus-test.example', `Tagline ${stamp}`]) expect(written).not.toContain(value)
  })

  it('keeps the entries of an account that is deleted afterwards', async () => {
    const account = await createStaff(payload, 'editor')
    const since = new Date().toISOString()
    await save({ footer_tagline: `Left by ${stamp}` }, account)
    await deleteStaff(payload, account)
    expect((await settingsEntries(since)).map((entry) => [entry.actor_name, entry.subject])).toEqual([[account.email, 'Site Settings: footer_tagline']])
  })
})

describe("an application's fee charged beside today's fee", () => {
  it("is left alone while they agree, and noted for staff when the settings' fee has changed since", async () => {
    await save({ application_fee: 1250 })
    expect(await FeeChargedNote({ data: { fee_amount: 1250 }, payload })).toBeNull()
    await save({ application_fee: 1 })
    const note = renderToStaticMarkup((await FeeChargedNote({ data: { fee_amount: 1250 }, payload }))!)
    expect(note).toContain('This application was charged Rs 1,250, the fee when it was sent; today&#x27;s fee is Rs 1.')
    // An application sent while the fee was Rs 1, seen after it was set back.
    await save({ application_fee: null })
    const lowered = renderToStaticMarkup((await FeeChargedNote({ data: { fee_amount: 1 }, payload }))!)
    expect(lowered).toContain('This application was charged Rs 1, the fee when it was sent; today&#x27;s fee is Rs 1,250.')
    expect(await FeeChargedNote({ data: { fee_amount: APPLICATION_FEE_RS }, payload })).toBeNull()
    // An application from before fees were kept shows nothing.
    expect(await FeeChargedNote({ data: {}, payload })).toBeNull()
  })
})

/** The periods as stored, by the names of the site settings' fields. */
const stored = (periods: RetentionPeriods) =>
  Object.fromEntries(Object.entries(RETENTION_SETTINGS).map(([period, field]) => [field, periods[period as keyof RetentionPeriods]])) as Partial<SiteSetting>

/** What the retention run reads: the settings uncached, through retentionPeriodsOf (src/records/personalData/retentionRun.ts). */
async function periodsTheRunReads() {
  return retentionPeriodsOf((await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })) as unknown as Record<string, unknown>)
}

describe('the privacy notice', () => {
  it('holds the demo notice, the data protection officer and the default retention periods', async () => {
    const notice = await getPrivacyNotice()
    expect(notice.notice_html).toContain(PRIVACY.purposes)
    expect(notice.notice_html).toContain('<h2>Your rights</h2>')
    expect(notice).toMatchObject({ dpo_name: PRIVACY.dpo_name, dpo_email: PRIVACY.dpo_email })
    expect(DEFAULT_RETENTION).toEqual({ rejectedApplicationMonths: 6, acceptedApplicationMonths: 24, answeredInquiryMonths: 12, rejectedAlumniMonths: 6 })
    expect(notice.retention).toEqual(DEFAULT_RETENTION)
    expect(await getRetentionPeriods()).toEqual(DEFAULT_RETENTION)
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(settings).toMatchObject({
      retention_rejected_application_months: 6,
      retention_accepted_application_months: 24,
      retention_answered_inquiry_months: 12,
      retention_rejected_alumni_months: 6,
    })
  })

  it("gives the contact e-mail when the data protection officer's is left empty", async () => {
    await save({ dpo_email: null })
    expect((await getPrivacyNotice()).dpo_email).toBe((await payload.findGlobal({ slug: 'site-settings', depth: 0 })).email)
    await save({ dpo_email: PRIVACY.dpo_email })
    expect((await getPrivacyNotice()).dpo_email).toBe(PRIVACY.dpo_email)
  })
})

describe('the retention periods', () => {
  const changed: RetentionPeriods = { rejectedApplicationMonths: 3, acceptedApplicationMonths: 36, answeredInquiryMonths: 1, rejectedAlumniMonths: 120 }

  it('changed by an administrator are what the privacy page and the retention run read', async () => {
    await save(stored(changed))
    expect(await getRetentionPeriods()).toEqual(changed)
    expect(await periodsTheRunReads()).toEqual(changed)
    await save(stored(DEFAULT_RETENTION))
    expect(await getRetentionPeriods()).toEqual(DEFAULT_RETENTION)
  })

  it.each(Object.values(RETENTION_SETTINGS))('refuses a %s that is not a whole number of months from 1 to 120, and changes nothing', async (field) => {
    await save({ ...stored(DEFAULT_RETENTION), footer_tagline: 'Before the refused saves' })
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    for (const value of [0, -6, 121, 6.5, null, 'six']) {
      const refusal = await save({ [field]: value, footer_tagline: 'Saved with a bad period' } as Partial<SiteSetting>).then(
        () => null,
        (error: { status?: number; data?: { errors?: { path: string; message: string }[] } }) => error,
      )
      expect(refusal, `${field} = ${JSON.stringify(value)}`).not.toBeNull()
      expect(refusal?.status).toBe(400)
      expect(refusal?.data?.errors).toEqual([{ path: field, message: RETENTION_MONTHS_MESSAGE, label: expect.any(String) }])
    }
    expect(await payload.findGlobal({ slug: 'site-settings', depth: 0 })).toEqual(before)
    expect(await periodsTheRunReads()).toEqual(DEFAULT_RETENTION)
  })

  it('are changed by administrators only: every other role saves the rest of the settings, never a period', async () => {
    for (const role of STAFF_ROLE_VALUES.filter((value) => value !== 'admin')) {
      await save({ ...stored(changed), footer_tagline: `Saved by ${role}` }, staff(role))
      const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
      expect(settings.footer_tagline).toBe(`Saved by ${role}`)
      expect(retentionPeriodsOf(settings as unknown as Record<string, unknown>), role).toEqual(DEFAULT_RETENTION)
      expect(await getRetentionPeriods()).toEqual(DEFAULT_RETENTION)
    }
  })
})
