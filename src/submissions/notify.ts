/**
 * E-mail about new submissions: a notice to the address in site settings, and
 * an acknowledgement with the reference number to the person who sent it.
 * Mail goes out through SMTP_URL when set; otherwise the log says that a
 * notice was not sent, and nothing of what it would have said (names,
 * addresses and messages stay out of the log). Mail never decides whether a submission succeeds: it is sent after the
 * submission is stored, and a failure is only logged.
 */
import nodemailer, { type Transporter } from 'nodemailer'
import type { Payload } from 'payload'

import { getEnv } from '@/env'

import { describeFailure } from './failure'

type Mail = { to: string; subject: string; text: string; replyTo?: string }

let transport: Transporter | undefined

function mailer(): Transporter | undefined {
  const { smtpUrl } = getEnv()
  if (!smtpUrl) return undefined
  transport ??= nodemailer.createTransport(smtpUrl)
  return transport
}

/** Sends through SMTP_URL; without it, nothing is sent and nothing of the mail is logged. */
async function sendMail(mail: Mail): Promise<void> {
  const transporter = mailer()
  if (!transporter) return
  await transporter.sendMail({ from: getEnv().mailFrom, ...mail })
}

/** Where staff notices go: the notification address, else the site's contact e-mail. */
async function staffAddress(payload: Payload): Promise<string | undefined> {
  const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })) as {
    notification_email?: string | null
    email?: string | null
  }
  return settings.notification_email || settings.email || undefined
}

type Notice = {
  kind: string
  reference: string
  summary: string[]
  adminPath: string
  applicant?: { email: string; name: string; acknowledgement: string }
}

/**
 * Sends both messages; callers do not wait for it. The returned promise never
 * rejects: a mail failure is logged and nothing else.
 */
export function notifySubmission(payload: Payload, notice: Notice, send: (mail: Mail) => Promise<void> = sendMail): Promise<void> {
  const task = (async () => {
    const { siteUrl, smtpUrl } = getEnv()
    if (!smtpUrl) {
      console.info(`The notice about ${notice.kind} ${notice.reference} was not sent: SMTP_URL is not set.`)
      return
    }
    const to = await staffAddress(payload)
    if (to) {
      await send({
        to,
        subject: `New ${notice.kind} ${notice.reference}`,
        text: [...notice.summary, '', `Open it in the back office: ${siteUrl}${notice.adminPath}`].join('\n'),
        replyTo: notice.applicant?.email,
      })
    }
    if (notice.applicant) {
      await send({
        to: notice.applicant.email,
        subject: `We received your ${notice.kind} (${notice.reference})`,
        text: [`Dear ${notice.applicant.name},`, '', notice.applicant.acknowledgement, '', `Your reference number is ${notice.reference}.`].join('\n'),
      })
    }
  })()
  return task.catch((error: unknown) => {
    // The error's text can name the addresses: only its kind and code.
    console.error(`Mail about ${notice.kind} ${notice.reference} could not be sent: ${describeFailure(error)}`)
  })
}
