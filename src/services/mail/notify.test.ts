/**
 * Mail about submissions through a real SMTP conversation with a local test
 * server: the staff notice, the applicant's acknowledgement with the
 * reference, and that a mail failure never becomes a failed submission.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startTestSmtp, type TestSmtp } from '../../../tests/support/smtp'

let server: TestSmtp

beforeAll(async () => {
  server = await startTestSmtp()
  process.env.SMTP_URL = server.url
  process.env.MAIL_FROM = 'Campus website <no-reply@campus.example>'
  process.env.PAYLOAD_SECRET = 'a-unit-test-secret-that-is-long-enough-123'
  process.env.SITE_URL = 'https://campus.example'
})

afterAll(async () => {
  await server.close()
})

const payloadWithSettings = (settings: Record<string, unknown>) =>
  ({ findGlobal: vi.fn().mockResolvedValue(settings) }) as unknown as Payload

const notice = {
  kind: 'degree application',
  reference: 'APP-2026-ABC234',
  summary: ['Applicant: Kasun Perera'],
  adminPath: '/admin/collections/degree-applications/5',
  applicant: { email: 'kasun@example.com', name: 'Kasun Perera', acknowledgement: 'Thank you for applying.' },
}

describe('mail about a new submission', () => {
  it('sends staff a notice and the applicant an acknowledgement with the reference number', async () => {
    const { notifySubmission } = await import('./notify')
    await notifySubmission(payloadWithSettings({ notification_email: 'admissions@campus.example', email: 'info@campus.example' }), notice)
    const toStaff = server.mails.find((mail) => mail.to.includes('admissions@campus.example'))
    const toApplicant = server.mails.find((mail) => mail.to.includes('kasun@example.com'))
    expect(toStaff?.data).toContain('Subject: New degree application APP-2026-ABC234')
    expect(toStaff?.text).toContain('https://campus.example/admin/collections/degree-applications/5')
    expect(toApplicant?.text).toContain('Your reference number is APP-2026-ABC234.')
  })

  it('falls back to the contact e-mail when no notification address is set', async () => {
    const { notifySubmission } = await import('./notify')
    server.clear()
    await notifySubmission(payloadWithSettings({ notification_email: null, email: 'info@campus.example' }), { ...notice, applicant: undefined })
    expect(server.mails.map((mail) => mail.to)).toEqual([['info@campus.example']])
  })

  it('logs a mail failure, without the addresses its text names, and never passes it on', async () => {
    const { notifySubmission } = await import('./notify')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const refused = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 <kasun@example.com>: Recipient address rejected"), {
      code: 'EENVELOPE',
      rejected: ['kasun@example.com'],
    })
    await expect(notifySubmission(payloadWithSettings({ email: 'info@campus.example' }), notice, () => Promise.reject(refused))).resolves.toBeUndefined()
    expect(logged.mock.calls).toEqual([['Mail about degree application APP-2026-ABC234 could not be sent: Error (code EENVELOPE)']])
    logged.mockRestore()
  })

  it('without SMTP_URL logs only that the notice for the reference was not sent: no names, addresses or text', async () => {
    const smtpUrl = process.env.SMTP_URL
    delete process.env.SMTP_URL
    // The settings are read once per process: load them afresh without SMTP_URL.
    vi.resetModules()
    const { notifySubmission } = await import('./notify')
    const output: unknown[][] = []
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void output.push(args)),
    )
    try {
      server.clear()
      await notifySubmission(payloadWithSettings({ notification_email: 'admissions@campus.example' }), notice)
    } finally {
      spies.forEach((spy) => spy.mockRestore())
      process.env.SMTP_URL = smtpUrl
    }
    expect(output).toEqual([['The notice about degree application APP-2026-ABC234 was not sent: SMTP_URL is not set.']])
    expect(server.mails).toEqual([])
  })
})

describe('mail about a PayHere notice', () => {
  // The test above loaded the settings without SMTP_URL: load them afresh with it.
  beforeAll(() => void vi.resetModules())
  const payment = { reference: 'APP-2026-PAY234', adminPath: '/admin/collections/degree-applications/7', detail: 'Paid: 1250.00 LKR by VISA, PayHere payment 320025157750 (status 2).' }

  it('tells admissions what the notice did, and the applicant that the fee is paid, without the card or the payment id', async () => {
    const { notifyFeePayment } = await import('./notify')
    const before = server.mails.length
    await notifyFeePayment(payloadWithSettings({ notification_email: 'fees@campus.example' }), {
      ...payment,
      applicant: { email: 'payer@example.com', name: 'Nadeesha Silva', amount: '1250.00', currency: 'LKR' },
    })
    const mails = server.mails.slice(before)
    const toStaff = mails.find((mail) => mail.to.includes('fees@campus.example'))?.text ?? ''
    const toApplicant = mails.find((mail) => mail.to.includes('payer@example.com'))?.text ?? ''
    expect(toStaff).toContain('PayHere payment 320025157750')
    expect(toStaff).toContain('https://campus.example/admin/collections/degree-applications/7')
    expect(toApplicant).toContain('We received your application fee of LKR 1250.00')
    expect(toApplicant).toContain('APP-2026-PAY234')
    expect(toApplicant).not.toContain('320025157750')
  })

  it('writes to admissions alone while the fee is not paid', async () => {
    const { notifyFeePayment } = await import('./notify')
    const before = server.mails.length
    await notifyFeePayment(payloadWithSettings({ notification_email: 'fees@campus.example' }), { ...payment, detail: 'Pending: 1250.00 LKR by VISA, PayHere payment 320025157750 (status 0).' })
    expect(server.mails.slice(before).map((mail) => mail.to)).toEqual([['fees@campus.example']])
  })
})
