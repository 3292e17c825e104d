/**
 * Payload's mail (password resets) through the same SMTP settings as the mail
 * about submissions. A small adapter on Payload's own interface rather than
 * @payloadcms/email-nodemailer: that package pins a different Payload release
 * and an older nodemailer (docs/decisions/011-staff-accounts-and-access.md).
 *
 * Nothing personal is logged: not the recipient, not the body (a reset mail
 * carries a token that opens the account).
 */
import nodemailer, { type Transporter } from 'nodemailer'
import addressparser from 'nodemailer/lib/addressparser'
import { APIError, type PayloadEmailAdapter } from 'payload'

export function smtpEmailAdapter({ smtpUrl, mailFrom }: { smtpUrl: string | undefined; mailFrom: string }): PayloadEmailAdapter {
  const [sender] = addressparser(mailFrom, { flatten: true })
  const defaultFromAddress = sender?.address || 'no-reply@campus.example'
  const defaultFromName = sender?.name || 'Campus website'
  let transport: Transporter | undefined

  return () => ({
    name: smtpUrl ? 'smtp' : 'log-only',
    defaultFromAddress,
    defaultFromName,
    sendEmail: async (message) => {
      if (!smtpUrl) {
        console.warn(`Mail "${String(message.subject ?? '')}" was not sent: SMTP_URL is not set.`)
        return
      }
      transport ??= nodemailer.createTransport(smtpUrl)
      try {
        return await transport.sendMail({ ...message, from: mailFrom })
      } catch (error) {
        // The SMTP server's reply can quote the recipient: only its codes are logged.
        const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number }
        console.error(`Mail "${String(message.subject ?? '')}" could not be sent: ${code ?? 'error'}${responseCode ? ` ${responseCode}` : ''}`)
        throw new APIError('The e-mail could not be sent just now. Please try again later.', 503, {}, true)
      }
    },
  })
}
