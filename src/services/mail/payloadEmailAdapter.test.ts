/**
 * Payload's mail through a real SMTP conversation with a local test server,
 * and what is logged when it cannot be sent: never the recipient or the body.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startTestSmtp, type TestSmtp } from '../../../tests/support/smtp'

import { smtpEmailAdapter } from './payloadEmailAdapter'

let server: TestSmtp
let smtpUrl = ''

beforeAll(async () => {
  server = await startTestSmtp({ refuses: (address) => address.endsWith('@rejected.example') })
  smtpUrl = server.url
})

afterAll(async () => {
  await server.close()
})

const payload = {} as Payload
const mailFrom = 'Campus website <no-reply@campus.example>'
const message = { to: 'officer@campus.example', subject: 'Reset your password', html: '<p>token 0123abcd</p>' }

describe('the e-mail adapter', () => {
  it('sends through SMTP from MAIL_FROM, which it also gives Payload as the default sender', async () => {
    const adapter = smtpEmailAdapter({ smtpUrl, mailFrom })({ payload })
    expect(adapter).toMatchObject({ defaultFromName: 'Campus website', defaultFromAddress: 'no-reply@campus.example' })
    await adapter.sendEmail({ ...message, from: '"Someone" <someone@elsewhere.example>' })
    expect(server.mails).toHaveLength(1)
    expect(server.mails[0]).toMatchObject({ from: 'no-reply@campus.example', to: ['officer@campus.example'] })
    expect(server.mails[0]?.data).toContain('token 0123abcd')
  })

  it('without SMTP_URL, logs only that the mail was not sent', async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await smtpEmailAdapter({ smtpUrl: undefined, mailFrom })({ payload }).sendEmail(message)
    expect(logged).toHaveBeenCalledWith('Mail "Reset your password" was not sent: SMTP_URL is not set.')
    expect(JSON.stringify(logged.mock.calls)).not.toMatch(/officer|0123abcd/)
    logged.mockRestore()
  })

  it('reports a refused mail with a 503 and logs the SMTP codes, not the address', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const sending = smtpEmailAdapter({ smtpUrl, mailFrom })({ payload }).sendEmail({ ...message, to: 'officer@rejected.example' })
    await expect(sending).rejects.toMatchObject({ status: 503, message: 'The e-mail could not be sent just now. Please try again later.' })
    expect(logged).toHaveBeenCalledTimes(1)
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/^Mail "Reset your password" could not be sent: EENVELOPE/)
    expect(JSON.stringify(logged.mock.calls)).not.toMatch(/officer|rejected\.example|0123abcd/)
    logged.mockRestore()
  })
})
