/**
 * Mail about submissions through a real SMTP conversation with a local test
 * server: the staff notice, the applicant's acknowledgement with the
 * reference, and that a mail failure never becomes a failed submission.
 */
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

type Received = { to: string[]; data: string }
const received: Received[] = []

/** The message as text: quoted-printable soft line breaks joined again. */
const unwrapped = (data: string | undefined) => (data ?? '').replace(/=\r?\n/g, '')
let server: SMTPServer

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = ''
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  process.env.MAIL_FROM = 'Campus website <no-reply@campus.example>'
  process.env.PAYLOAD_SECRET = 'a-unit-test-secret-that-is-long-enough-123'
  process.env.SITE_URL = 'https://campus.example'
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
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
    const toStaff = received.find((mail) => mail.to.includes('admissions@campus.example'))
    const toApplicant = received.find((mail) => mail.to.includes('kasun@example.com'))
    expect(toStaff?.data).toContain('Subject: New degree application APP-2026-ABC234')
    expect(unwrapped(toStaff?.data)).toContain('https://campus.example/admin/collections/degree-applications/5')
    expect(unwrapped(toApplicant?.data)).toContain('Your reference number is APP-2026-ABC234.')
  })

  it('falls back to the contact e-mail when no notification address is set', async () => {
    const { notifySubmission } = await import('./notify')
    received.length = 0
    await notifySubmission(payloadWithSettings({ notification_email: null, email: 'info@campus.example' }), { ...notice, applicant: undefined })
    expect(received.map((mail) => mail.to)).toEqual([['info@campus.example']])
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
      received.length = 0
      await notifySubmission(payloadWithSettings({ notification_email: 'admissions@campus.example' }), notice)
    } finally {
      spies.forEach((spy) => spy.mockRestore())
      process.env.SMTP_URL = smtpUrl
    }
    expect(output).toEqual([['The notice about degree application APP-2026-ABC234 was not sent: SMTP_URL is not set.']])
    expect(received).toEqual([])
  })
})

describe('mail about a PayHere notice', () => {
  // The test above loaded the settings without SMTP_URL: load them afresh with it.
  beforeAll(() => void vi.resetModules())
  const payment = { reference: 'APP-2026-PAY234', adminPath: '/admin/collections/degree-applications/7', detail: 'Paid: 1250.00 LKR by VISA, PayHere payment 320025157750 (status 2).' }

  it('tells admissions what the notice did, and the applicant that the fee is paid, without the card or the payment id', async () => {
    const { notifyFeePayment } = await import('./notify')
    const before = received.length
    await notifyFeePayment(payloadWithSettings({ notification_email: 'fees@campus.example' }), {
      ...payment,
      applicant: { email: 'payer@example.com', name: 'Nadeesha Silva', amount: '1250.00', currency: 'LKR' },
    })
    const mails = received.slice(before)
    const toStaff = unwrapped(mails.find((mail) => mail.to.includes('fees@campus.example'))?.data)
    const toApplicant = unwrapped(mails.find((mail) => mail.to.includes('payer@example.com'))?.data)
    expect(toStaff).toContain('PayHere payment 320025157750')
    expect(toStaff).toContain('https://campus.example/admin/collections/degree-applications/7')
    expect(toApplicant).toContain('We received your application fee of LKR 1250.00')
    expect(toApplicant).toContain('APP-2026-PAY234')
    expect(toApplicant).not.toContain('320025157750')
  })

  it('writes to admissions alone while the fee is not paid', async () => {
    const { notifyFeePayment } = await import('./notify')
    const before = received.length
    await notifyFeePayment(payloadWithSettings({ notification_email: 'fees@campus.example' }), { ...payment, detail: 'Pending: 1250.00 LKR by VISA, PayHere payment 320025157750 (status 0).' })
    expect(received.slice(before).map((mail) => mail.to)).toEqual([['fees@campus.example']])
  })
})
