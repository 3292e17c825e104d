/**
 * What the site writes to the outbox about a submission: the staff notice,
 * the applicant's acknowledgement with the reference, the fee's mails; and,
 * without SMTP_URL, nothing but a line that names the reference. (Sending,
 * retries and an outage: tests/integration/outbox.test.ts.)
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { fill } from '@/foundations/texts'
import { mailTextsIn } from '@/foundations/texts/mails'

import type { Notice } from './notify'

beforeAll(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:2525'
  process.env.MAIL_FROM = 'Campus website <no-reply@campus.example>'
  process.env.PAYLOAD_SECRET = 'a-unit-test-secret-that-is-long-enough-123'
  process.env.SITE_URL = 'https://campus.example'
})

afterAll(() => {
  delete process.env.SMTP_URL
})

type Written = { to: string; subject: string; text: string; kind: string; reply_to?: string; reference?: string; record_id?: string }

/** A Payload that answers the settings and keeps what is written to the outbox. */
function fakePayload(settings: Record<string, unknown>) {
  const written: Written[] = []
  const payload = {
    findGlobal: vi.fn().mockResolvedValue(settings),
    create: vi.fn(async ({ collection, data }: { collection: string; data: Written }) => {
      expect(collection).toBe('mail-outbox')
      written.push(data)
      return { id: written.length, ...data }
    }),
  } as unknown as Payload
  return { payload, written }
}

const notice: Notice = {
  kind: 'degreeApplication',
  reference: 'APP-2026-ABC234',
  summary: ['Applicant: Kasun Perera'],
  adminPath: '/admin/collections/degree-applications/5',
  applicant: { email: 'kasun@example.com', name: 'Kasun Perera', thanks: (words) => fill(words.thanks.degreeApplication, { degree: 'BSc Applied Accounting' }) },
}

const tamil = mailTextsIn('ta')

describe('mail about a new submission', () => {
  it('writes staff a notice and the applicant an acknowledgement with the reference number, each tied to the record', async () => {
    const { queueSubmissionNotice } = await import('./notify')
    const { payload, written } = fakePayload({ notification_email: 'admissions@campus.example', email: 'info@campus.example' })
    await queueSubmissionNotice(payload, notice, { record: { collection: 'degree-applications', id: 5 } })
    expect(written).toEqual([
      expect.objectContaining({ kind: 'staff_notice', to: 'admissions@campus.example', subject: 'New degree application APP-2026-ABC234', reply_to: 'kasun@example.com', record_id: '5' }),
      expect.objectContaining({ kind: 'acknowledgement', to: 'kasun@example.com', subject: 'We received your degree application (APP-2026-ABC234)', record_id: '5' }),
    ])
    expect(written[0]?.text).toContain('https://campus.example/admin/collections/degree-applications/5')
    expect(written[1]?.text).toContain('Your reference number is APP-2026-ABC234.')
  })

  it('writes the sender in the language the form was sent in, and tells staff that language in English', async () => {
    const { queueSubmissionNotice } = await import('./notify')
    const { payload, written } = fakePayload({ notification_email: 'admissions@campus.example' })
    await queueSubmissionNotice(payload, { ...notice, language: 'ta' })
    const [toStaff, toSender] = written
    expect(toStaff?.subject).toBe('New degree application APP-2026-ABC234')
    expect(toStaff?.text).toContain('Sent in: Tamil')
    expect(toSender?.subject).toBe(fill(tamil.received, { kind: tamil.kinds.degreeApplication, reference: 'APP-2026-ABC234' }))
    expect(toSender?.text.split('\n')).toEqual([
      fill(tamil.dear, { name: 'Kasun Perera' }),
      '',
      fill(tamil.thanks.degreeApplication, { degree: 'BSc Applied Accounting' }),
      '',
      fill(tamil.reference, { reference: 'APP-2026-ABC234' }),
    ])
  })

  it('falls back to the contact e-mail when no notification address is set', async () => {
    const { queueSubmissionNotice } = await import('./notify')
    const { payload, written } = fakePayload({ notification_email: null, email: 'info@campus.example' })
    await queueSubmissionNotice(payload, { ...notice, applicant: undefined })
    expect(written.map((mail) => mail.to)).toEqual(['info@campus.example'])
  })

  it('without SMTP_URL writes nothing and logs only that the notice for the reference was not sent: no names, addresses or text', async () => {
    const smtpUrl = process.env.SMTP_URL
    delete process.env.SMTP_URL
    // The settings are read once per process: load them afresh without SMTP_URL.
    vi.resetModules()
    const { queueSubmissionNotice } = await import('./notify')
    const { payload, written } = fakePayload({ notification_email: 'admissions@campus.example' })
    const output: unknown[][] = []
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void output.push(args)),
    )
    try {
      await queueSubmissionNotice(payload, notice)
    } finally {
      spies.forEach((spy) => spy.mockRestore())
      process.env.SMTP_URL = smtpUrl
      vi.resetModules()
    }
    expect(output).toEqual([['The notice about degree application APP-2026-ABC234 was not sent: SMTP_URL is not set.']])
    expect(written).toEqual([])
  })
})

describe('mail about a PayHere notice', () => {
  const payment = { reference: 'APP-2026-PAY234', adminPath: '/admin/collections/degree-applications/7', detail: 'Paid: 1250.00 LKR by VISA, PayHere payment 320025157750 (status 2).' }

  it('tells admissions what the notice did, and the applicant that the fee is paid, without the card or the payment id', async () => {
    const { queueFeePaymentNotice } = await import('./notify')
    const { payload, written } = fakePayload({ notification_email: 'fees@campus.example' })
    await queueFeePaymentNotice(payload, { ...payment, applicant: { email: 'payer@example.com', name: 'Nadeesha Silva', amount: '1250.00', currency: 'LKR' } })
    const toStaff = written.find((mail) => mail.to === 'fees@campus.example')?.text ?? ''
    const toApplicant = written.find((mail) => mail.to === 'payer@example.com')?.text ?? ''
    expect(toStaff).toContain('PayHere payment 320025157750')
    expect(toStaff).toContain('https://campus.example/admin/collections/degree-applications/7')
    expect(toApplicant).toContain('We received your application fee of LKR 1250.00')
    expect(toApplicant).toContain('APP-2026-PAY234')
    expect(toApplicant).not.toContain('320025157750')
  })

  it('writes to admissions alone while the fee is not paid', async () => {
    const { queueFeePaymentNotice } = await import('./notify')
    const { payload, written } = fakePayload({ notification_email: 'fees@campus.example' })
    await queueFeePaymentNotice(payload, { ...payment, detail: 'Pending: 1250.00 LKR by VISA, PayHere payment 320025157750 (status 0).' })
    expect(written.map((mail) => mail.to)).toEqual(['fees@campus.example'])
  })
})

describe('a status change', () => {
  it('asks for documents, or names the new status, and links the status page without the reference in the link', async () => {
    const { statusChangeMail } = await import('./notify')
    const waiting = statusChangeMail({ email: 'kasun@example.com', name: 'Kasun', reference: 'APP-2026-ABC234', status: 'waiting_documents' })
    expect(waiting).toMatchObject({ kind: 'status_notice', to: 'kasun@example.com', subject: 'Documents needed for your application APP-2026-ABC234' })
    expect(waiting.text).toContain('https://campus.example/application-status with this reference number')
    const accepted = statusChangeMail({ email: 'kasun@example.com', name: '', reference: 'APP-2026-ABC234', status: 'accepted' })
    expect(accepted.subject).toBe('News about your application APP-2026-ABC234')
    expect(accepted.text).toMatch(/^Dear applicant,/)
    expect(accepted.text).toContain('The status of your application is now: Accepted.')
  })

  it('is written in the language the application was sent in, the status named in it', async () => {
    const { statusChangeMail } = await import('./notify')
    const sinhala = mailTextsIn('si')
    const rejected = statusChangeMail({ email: 'kasun@example.com', name: 'Kasun', reference: 'APP-2026-ABC234', status: 'rejected', language: 'si' })
    expect(rejected.subject).toBe(fill(sinhala.newsSubject, { reference: 'APP-2026-ABC234' }))
    expect(rejected.text).toContain(fill(sinhala.statusNow, { status: sinhala.statuses.rejected }))
    expect(rejected.text).toContain(fill(sinhala.statusPage, { url: 'https://campus.example/application-status' }))
  })

  it('names each status as the status page does', async () => {
    const { APPLICATION_STATUSES } = await import('@/foundations/applicationProgress')
    const english = mailTextsIn('en')
    expect(APPLICATION_STATUSES.map((status) => english.statuses[status.value])).toEqual(APPLICATION_STATUSES.map((status) => status.publicLabel))
  })
})
