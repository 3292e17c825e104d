/**
 * Payload's mail (password resets) through the outbox, like every other mail
 * the site sends: written first, then sent by the delivery with retries. A
 * small adapter on Payload's own interface rather than
 * @payloadcms/email-nodemailer: that package pins a different Payload release
 * and an older nodemailer (docs/decisions/011-staff-accounts-and-access.md).
 *
 * Nothing personal is logged: not the recipient, not the body (a reset mail
 * carries a token that opens the account). The outbox empties the body once
 * the mail is sent.
 */
import addressparser from 'nodemailer/lib/addressparser'
import type { PayloadEmailAdapter, SendEmailOptions } from 'payload'

import { deliverSoon } from './delivery'
import { queueMails } from './outbox'

/** Each address a message names in `to`, however Payload gave them. */
function recipients(to: SendEmailOptions['to']): string[] {
  const list = Array.isArray(to) ? to : to === undefined ? [] : [to]
  return list
    .flatMap((entry) => (typeof entry === 'string' ? (addressparser(entry, { flatten: true }) as { address?: string }[]) : [entry as { address?: string }]))
    .map((parsed) => parsed.address)
    .filter((address): address is string => typeof address === 'string' && address.length > 0)
}

const asText = (value: unknown) => (typeof value === 'string' ? value : undefined)

export function smtpEmailAdapter({ smtpUrl, mailFrom }: { smtpUrl: string | undefined; mailFrom: string }): PayloadEmailAdapter {
  const [sender] = addressparser(mailFrom, { flatten: true })
  const defaultFromAddress = sender?.address || 'no-reply@campus.example'
  const defaultFromName = sender?.name || 'Campus website'

  return ({ payload }) => ({
    name: smtpUrl ? 'smtp' : 'log-only',
    defaultFromAddress,
    defaultFromName,
    sendEmail: async (message) => {
      const subject = String(message.subject ?? '')
      if (!smtpUrl) {
        console.warn(`Mail "${subject}" was not sent: SMTP_URL is not set.`)
        return
      }
      const mails = recipients(message.to).map((to) => ({ kind: 'password_reset' as const, to, subject, html: asText(message.html), text: asText(message.text) }))
      await queueMails(payload, mails)
      deliverSoon(payload)
    },
  })
}
