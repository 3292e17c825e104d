/**
 * One mail handed to the SMTP server at SMTP_URL, and what its failure means:
 * try again later, or never (the server refused it for good). The failure is
 * told in a sentence of our own, with the server's codes: its own words can
 * quote the address, and the outbox shows the sentence to staff.
 */
import nodemailer, { type Transporter } from 'nodemailer'

import { getEnv } from '@/settings'

export type OutgoingMail = { to: string; subject: string; text?: string; html?: string; replyTo?: string; messageId: string }

let transport: { url: string; transporter: Transporter } | undefined

/**
 * Short waits unless SMTP_URL sets its own (nodemailer reads them from the
 * address's query): a delivery pass holds its claim on a mail while it talks
 * to the server, and nodemailer's own waits run to ten minutes.
 */
function withShortWaits(smtpUrl: string): string {
  const url = new URL(smtpUrl)
  const waits = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '30000' }
  for (const [name, value] of Object.entries(waits)) if (!url.searchParams.has(name)) url.searchParams.set(name, value)
  return url.toString()
}

function transporter(smtpUrl: string): Transporter {
  if (transport?.url !== smtpUrl) {
    transport = { url: smtpUrl, transporter: nodemailer.createTransport(withShortWaits(smtpUrl)) }
  }
  return transport.transporter
}

/** Whether mail can be sent at all: SMTP_URL is set. */
export const mailConfigured = (): boolean => Boolean(getEnv().smtpUrl)

/** A failed send, told for the outbox: whether to stop trying, and why, in a sentence. */
export class MailNotSent extends Error {
  constructor(
    readonly sentence: string,
    readonly permanent: boolean,
    /** The server, not this mail: every other mail would fail the same way now. */
    readonly wholeServer = false,
  ) {
    super(sentence)
    this.name = 'MailNotSent'
  }
}

/** The failure's kind from nodemailer's codes only. */
export function mailFailure(error: unknown): MailNotSent {
  if (error instanceof MailNotSent) return error
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown }
  const reply = typeof responseCode === 'number' ? responseCode : undefined
  const kind = typeof code === 'string' && /^[A-Z_]{2,20}$/.test(code) ? code : undefined
  // A sign-in refused is the site's settings, not the mail: worth trying again once they are fixed.
  if (reply !== undefined && reply >= 500 && reply < 600 && kind !== 'EAUTH') {
    return new MailNotSent(`The mail server refused this mail for good (${reply}${kind ? ` ${kind}` : ''}): check the address.`, true)
  }
  if (reply !== undefined && reply >= 400 && reply < 500) return new MailNotSent(`The mail server asked to try later (${reply}).`, false)
  if (kind === 'EAUTH') return new MailNotSent(`The mail server refused the site's sign-in${reply ? ` (${reply})` : ''}: check SMTP_URL.`, false, true)
  if (kind === 'ETIMEDOUT') return new MailNotSent('The mail server did not answer in time.', false, true)
  return new MailNotSent(`The mail server could not be reached${kind ? ` (${kind})` : ''}.`, false, true)
}

/** Sends one mail from MAIL_FROM with its own Message-ID, so a retry of a mail that did arrive is recognised as the same one. */
export async function sendThroughSmtp(mail: OutgoingMail): Promise<void> {
  const { smtpUrl, mailFrom } = getEnv()
  if (!smtpUrl) throw new MailNotSent('SMTP_URL is not set.', false, true)
  try {
    await transporter(smtpUrl).sendMail({ from: mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, replyTo: mail.replyTo, messageId: mail.messageId })
  } catch (error) {
    throw mailFailure(error)
  }
}
