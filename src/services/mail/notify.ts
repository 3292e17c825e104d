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

import { getEnv } from '@/settings'
import { type ApplicationStatus, publicStatusLabel } from '@/foundations/applicationProgress'
import { APPLICATION_STATUS_PATH } from '@/foundations/formRules/statusLookup'

import { describeFailure } from '@/foundations/describeFailure'

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

export type Notice = {
  kind: string
  reference: string
  summary: string[]
  adminPath: string
  applicant?: { email: string; name: string; acknowledgement: string; statusPage?: boolean }
}

/** Where an applicant follows the application (the reference and NIC open it; the link carries neither). */
export function statusPageUrl(): string {
  return `${getEnv().siteUrl}${APPLICATION_STATUS_PATH}`
}

const statusPageLines = () => [
  '',
  `Follow your application at ${statusPageUrl()} with this reference number and the NIC or passport number you applied with.`,
]

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
        text: [
          `Dear ${notice.applicant.name},`,
          '',
          notice.applicant.acknowledgement,
          '',
          `Your reference number is ${notice.reference}.`,
          ...(notice.applicant.statusPage ? statusPageLines() : []),
        ].join('\n'),
      })
    }
  })()
  return task.catch((error: unknown) => {
    // The error's text can name the addresses: only its kind and code.
    console.error(`Mail about ${notice.kind} ${notice.reference} could not be sent: ${describeFailure(error)}`)
  })
}

type StatusChange = { email: string; name: string; reference: string; status: ApplicationStatus }

/**
 * Tells an applicant that staff changed what the status page shows. The mail
 * names the new status and links the page; the message, the request's details
 * and the documents stay behind the reference and NIC.
 */
export function notifyStatusChange(payload: Payload, change: StatusChange, send: (mail: Mail) => Promise<void> = sendMail): Promise<void> {
  const task = (async () => {
    if (!getEnv().smtpUrl) {
      console.info(`The status notice for ${change.reference} was not sent: SMTP_URL is not set.`)
      return
    }
    const waiting = change.status === 'waiting_documents'
    await send({
      to: change.email,
      subject: waiting ? `Documents needed for your application ${change.reference}` : `News about your application ${change.reference}`,
      text: [
        `Dear ${change.name || 'applicant'},`,
        '',
        waiting
          ? 'Our admissions team needs further documents for your application. You can see which ones and upload them on the status page.'
          : `The status of your application is now: ${publicStatusLabel(change.status)}. Any message from our admissions team is on the status page.`,
        '',
        `Your reference number is ${change.reference}.`,
        ...statusPageLines(),
      ].join('\n'),
    })
  })()
  return task.catch((error: unknown) => {
    console.error(`The status notice for ${change.reference} could not be sent: ${describeFailure(error)}`)
  })
}

/** Tells admissions that an applicant sent the documents they asked for. */
export function notifyRequestedDocuments(
  payload: Payload,
  upload: { reference: string; adminPath: string; count: number },
  send: (mail: Mail) => Promise<void> = sendMail,
): Promise<void> {
  return notifySubmission(
    payload,
    {
      kind: 'documents on request',
      reference: upload.reference,
      summary: [`The applicant sent ${upload.count} requested document(s); the application is back in review.`],
      adminPath: upload.adminPath,
    },
    send,
  )
}

type FeePayment = {
  reference: string
  adminPath: string
  /** The history's words for the notice (src/services/payments/noticeOutcome.ts). */
  detail: string
  /** Set when the fee became paid just now: the applicant is told. */
  applicant?: { email: string; name: string; amount: string; currency: string }
}

/**
 * Tells admissions what a PayHere notice did to an application's fee, and the
 * applicant that the fee is paid once the notice says so. The applicant's
 * mail names the amount and reference, never the card or the payment id.
 */
export function notifyFeePayment(payload: Payload, payment: FeePayment, send: (mail: Mail) => Promise<void> = sendMail): Promise<void> {
  return notifySubmission(
    payload,
    {
      kind: 'application fee payment',
      reference: payment.reference,
      summary: [`PayHere's notice for application ${payment.reference}: ${payment.detail}`],
      adminPath: payment.adminPath,
      applicant: payment.applicant && {
        email: payment.applicant.email,
        name: payment.applicant.name,
        acknowledgement: `We received your application fee of ${payment.applicant.currency} ${payment.applicant.amount}. Thank you.`,
        statusPage: true,
      },
    },
    send,
  )
}
