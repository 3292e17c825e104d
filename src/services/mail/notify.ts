/**
 * Mail about submissions: a notice to the address in site settings, and an
 * acknowledgement with the reference number to the person who sent it;
 * status notices to applicants; the fee's confirmation. Each is written to
 * the outbox (./outbox.ts) with the change it reports, and sent from there
 * (./delivery.ts), so an SMTP outage delays mail and loses none. Without
 * SMTP_URL nothing is written, and the log says that a notice was not sent,
 * and nothing of what it would have said (names, addresses and messages stay
 * out of the log).
 */
import type { Payload, PayloadRequest } from 'payload'

import { getEnv } from '@/settings'
import { type ApplicationStatus, publicStatusLabel } from '@/foundations/applicationProgress'
import { APPLICATION_STATUS_PATH } from '@/foundations/formRules/statusLookup'

import { type InTransaction, type MailAbout, type QueuedMail, queueMails } from './outbox'
import { mailConfigured } from './smtp'

/** The record a mail reports (it is cleared and erased with it), and the transaction of the change. */
export type MailContext = { record?: MailAbout['record']; req?: InTransaction }

/** The outbox ids of the mails written: what an undo removes. */
type QueuedIds = (number | string)[]

/** Where staff notices go: the notification address, else the site's contact e-mail. */
async function staffAddress(payload: Payload, req?: InTransaction): Promise<string | undefined> {
  const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req: req as Partial<PayloadRequest> | undefined })) as {
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

/** The notice to staff (when there is an address for it) and the acknowledgement to the sender. */
export function submissionMails(notice: Notice, toStaff: string | undefined): QueuedMail[] {
  const mails: QueuedMail[] = []
  if (toStaff) {
    mails.push({
      kind: 'staff_notice',
      to: toStaff,
      subject: `New ${notice.kind} ${notice.reference}`,
      text: [...notice.summary, '', `Open it in the back office: ${getEnv().siteUrl}${notice.adminPath}`].join('\n'),
      replyTo: notice.applicant?.email,
    })
  }
  if (notice.applicant) {
    mails.push({
      kind: 'acknowledgement',
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
  return mails
}

/** Writes both mails to the outbox, in the change's transaction when `context.req` holds one. */
export async function queueSubmissionNotice(payload: Payload, notice: Notice, context: MailContext = {}): Promise<QueuedIds> {
  if (!mailConfigured()) {
    console.info(`The notice about ${notice.kind} ${notice.reference} was not sent: SMTP_URL is not set.`)
    return []
  }
  const mails = submissionMails(notice, await staffAddress(payload, context.req))
  return queueMails(payload, mails, { reference: notice.reference, record: context.record }, context.req)
}

type StatusChange = { email: string; name: string; reference: string; status: ApplicationStatus }

/**
 * Tells an applicant that staff changed what the status page shows. The mail
 * names the new status and links the page; the message, the request's details
 * and the documents stay behind the reference and NIC.
 */
export function statusChangeMail(change: StatusChange): QueuedMail {
  const waiting = change.status === 'waiting_documents'
  return {
    kind: 'status_notice',
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
  }
}

export async function queueStatusNotice(payload: Payload, change: StatusChange, context: MailContext = {}): Promise<QueuedIds> {
  if (!mailConfigured()) {
    console.info(`The status notice for ${change.reference} was not sent: SMTP_URL is not set.`)
    return []
  }
  return queueMails(payload, [statusChangeMail(change)], { reference: change.reference, record: context.record }, context.req)
}

/** Tells admissions that an applicant sent the documents they asked for. */
export function queueRequestedDocumentsNotice(payload: Payload, upload: { reference: string; adminPath: string; count: number }, context: MailContext = {}): Promise<QueuedIds> {
  return queueSubmissionNotice(
    payload,
    {
      kind: 'documents on request',
      reference: upload.reference,
      summary: [`The applicant sent ${upload.count} requested document(s); the application is back in review.`],
      adminPath: upload.adminPath,
    },
    context,
  )
}

export type FeePayment = {
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
export function queueFeePaymentNotice(payload: Payload, payment: FeePayment, context: MailContext = {}): Promise<QueuedIds> {
  return queueSubmissionNotice(
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
    context,
  )
}
