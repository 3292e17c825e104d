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
import type { ApplicationStatus } from '@/foundations/applicationProgress'
import { DEFAULT_LANGUAGE, type Language, LANGUAGE_NAMES_IN_ENGLISH } from '@/foundations/languages'
import { fill } from '@/foundations/texts'
import { type MailTexts, mailTextsIn } from '@/foundations/texts/mails'
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

/** What a notice is about: its subject names it (src/foundations/texts/mails). */
export type NoticeKind = keyof MailTexts['kinds']

export type Notice = {
  kind: NoticeKind
  reference: string
  summary: string[]
  adminPath: string
  /** The language the form was sent in: the sender's mail is written in it (English when not given). */
  language?: Language
  applicant?: { email: string; name: string; thanks: (words: MailTexts) => string; statusPage?: boolean }
}

const ENGLISH = mailTextsIn(DEFAULT_LANGUAGE)

/** Where an applicant follows the application (the reference and NIC open it; the link carries neither). */
export function statusPageUrl(): string {
  return `${getEnv().siteUrl}${APPLICATION_STATUS_PATH}`
}

const statusPageLines = (words: MailTexts) => ['', fill(words.statusPage, { url: statusPageUrl() })]

/** The staff notice's line naming the language the form was sent in, when it was not English. */
const sentIn = (language: Language | undefined) => (language && language !== DEFAULT_LANGUAGE ? [`Sent in: ${LANGUAGE_NAMES_IN_ENGLISH[language]}`] : [])

/** The notice to staff (when there is an address for it) and the acknowledgement to the sender. */
export function submissionMails(notice: Notice, toStaff: string | undefined): QueuedMail[] {
  const mails: QueuedMail[] = []
  if (toStaff) {
    mails.push({
      kind: 'staff_notice',
      to: toStaff,
      subject: `New ${ENGLISH.kinds[notice.kind]} ${notice.reference}`,
      text: [...notice.summary, ...sentIn(notice.language), '', `Open it in the back office: ${getEnv().siteUrl}${notice.adminPath}`].join('\n'),
      replyTo: notice.applicant?.email,
    })
  }
  if (notice.applicant) {
    const words = mailTextsIn(notice.language ?? DEFAULT_LANGUAGE)
    mails.push({
      kind: 'acknowledgement',
      to: notice.applicant.email,
      subject: fill(words.received, { kind: words.kinds[notice.kind], reference: notice.reference }),
      text: [
        fill(words.dear, { name: notice.applicant.name }),
        '',
        notice.applicant.thanks(words),
        '',
        fill(words.reference, { reference: notice.reference }),
        ...(notice.applicant.statusPage ? statusPageLines(words) : []),
      ].join('\n'),
    })
  }
  return mails
}

/** Writes both mails to the outbox, in the change's transaction when `context.req` holds one. */
export async function queueSubmissionNotice(payload: Payload, notice: Notice, context: MailContext = {}): Promise<QueuedIds> {
  if (!mailConfigured()) {
    console.info(`The notice about ${ENGLISH.kinds[notice.kind]} ${notice.reference} was not sent: SMTP_URL is not set.`)
    return []
  }
  const mails = submissionMails(notice, await staffAddress(payload, context.req))
  return queueMails(payload, mails, { reference: notice.reference, record: context.record }, context.req)
}

type StatusChange = { email: string; name: string; reference: string; status: ApplicationStatus; language?: Language }

/**
 * Tells an applicant that staff changed what the status page shows. The mail
 * names the new status and links the page; the message, the request's details
 * and the documents stay behind the reference and NIC.
 */
export function statusChangeMail(change: StatusChange): QueuedMail {
  const waiting = change.status === 'waiting_documents'
  const words = mailTextsIn(change.language ?? DEFAULT_LANGUAGE)
  const reference = { reference: change.reference }
  return {
    kind: 'status_notice',
    to: change.email,
    subject: fill(waiting ? words.documentsNeededSubject : words.newsSubject, reference),
    text: [
      change.name ? fill(words.dear, { name: change.name }) : words.dearApplicant,
      '',
      waiting ? words.documentsNeeded : fill(words.statusNow, { status: words.statuses[change.status] }),
      '',
      fill(words.reference, reference),
      ...statusPageLines(words),
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
      kind: 'documentsOnRequest',
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
  /** Set when the fee became paid just now: the applicant is told, in the language the application was sent in. */
  applicant?: { email: string; name: string; amount: string; currency: string; language?: Language }
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
      kind: 'feePayment',
      reference: payment.reference,
      summary: [`PayHere's notice for application ${payment.reference}: ${payment.detail}`],
      adminPath: payment.adminPath,
      language: payment.applicant?.language,
      applicant: payment.applicant && {
        email: payment.applicant.email,
        name: payment.applicant.name,
        thanks: (words) => fill(words.thanks.feePayment, { currency: payment.applicant!.currency, amount: payment.applicant!.amount }),
        statusPage: true,
      },
    },
    context,
  )
}
