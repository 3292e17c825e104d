/**
 * Payload's mail (password resets) goes through the outbox like the rest,
 * from MAIL_FROM; nothing personal is logged: not the recipient, not the
 * body (a reset mail carries a token that opens the account).
 */
import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { smtpEmailAdapter } from './payloadEmailAdapter'

const mailFrom = 'Campus website <no-reply@campus.example>'
const message = { to: 'officer@campus.example', subject: 'Reset your password', html: '<p>token 0123abcd</p>' }

function fakePayload() {
  const written: Record<string, unknown>[] = []
  const payload = {
    create: vi.fn(async ({ data }: { data: Record<string, unknown> }) => {
      written.push(data)
      return { id: written.length, ...data }
    }),
  } as unknown as Payload
  return { payload, written }
}

describe('the e-mail adapter', () => {
  it('writes the mail to the outbox, and gives Payload MAIL_FROM as the default sender', async () => {
    const { payload, written } = fakePayload()
    const adapter = smtpEmailAdapter({ smtpUrl: 'smtp://127.0.0.1:2525', mailFrom })({ payload })
    expect(adapter).toMatchObject({ defaultFromName: 'Campus website', defaultFromAddress: 'no-reply@campus.example' })
    await adapter.sendEmail({ ...message, to: ['"An Officer" <officer@campus.example>', { name: 'Another', address: 'other@campus.example' }], from: '"Someone" <someone@elsewhere.example>' })
    expect(written).toEqual([
      expect.objectContaining({ kind: 'password_reset', to: 'officer@campus.example', subject: 'Reset your password', html: '<p>token 0123abcd</p>', state: 'queued' }),
      expect.objectContaining({ kind: 'password_reset', to: 'other@campus.example' }),
    ])
  })

  it('without SMTP_URL, writes nothing and logs only that the mail was not sent', async () => {
    const { payload, written } = fakePayload()
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await smtpEmailAdapter({ smtpUrl: undefined, mailFrom })({ payload }).sendEmail(message)
    expect(logged).toHaveBeenCalledWith('Mail "Reset your password" was not sent: SMTP_URL is not set.')
    expect(JSON.stringify(logged.mock.calls)).not.toMatch(/officer|0123abcd/)
    expect(written).toEqual([])
    logged.mockRestore()
  })
})
