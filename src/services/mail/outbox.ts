/**
 * The outbox: every mail is written to the database before anything is sent
 * (in the transaction of the change it reports when there is one, so both
 * are stored or neither), then sent by the delivery (./delivery.ts). Each
 * mail gets its Message-ID here, once, so every attempt to send it carries
 * the same one.
 */
import { randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest, Where } from 'payload'

import { getEnv } from '@/settings'

import { type MailKind, OUTBOX_COLLECTION } from './outboxStates'

export type QueuedMail = { kind: MailKind; to: string; subject: string; text?: string; html?: string; replyTo?: string }

/** What a mail reports: a submission's reference, and its record, which the mail is cleared and erased with. */
export type MailAbout = { reference?: string; record?: { collection: string; id: number | string } }

/** The transaction to write in: a Payload request, or the bare transaction id the write side holds. */
export type InTransaction = Partial<PayloadRequest> | { transactionID: number | string } | undefined

function messageId(): string {
  const { siteUrl } = getEnv()
  const host = siteUrl ? new URL(siteUrl).hostname : 'campus.invalid'
  return `<${randomUUID()}@${host}>`
}

/** Writes each mail to the outbox, waiting to be sent; returns their ids. */
export async function queueMails(payload: Payload, mails: QueuedMail[], about: MailAbout = {}, req?: InTransaction): Promise<(number | string)[]> {
  const now = new Date().toISOString()
  const ids: (number | string)[] = []
  for (const mail of mails) {
    const created = await payload.create({
      collection: OUTBOX_COLLECTION,
      data: {
        state: 'queued',
        kind: mail.kind,
        to: mail.to,
        reply_to: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attempts: 0,
        message_id: messageId(),
        retry_from: now,
        reference: about.reference,
        record_collection: about.record?.collection,
        record_id: about.record === undefined ? undefined : String(about.record.id),
      },
      overrideAccess: true,
      depth: 0,
      req: req as Partial<PayloadRequest> | undefined,
    })
    ids.push(created.id)
  }
  return ids
}

/** Removes mails just written, when the change they report is undone (SQLite, which has no transaction to roll back). */
export async function removeMails(payload: Payload, ids: (number | string)[]): Promise<void> {
  if (ids.length === 0) return
  await payload.delete({ collection: OUTBOX_COLLECTION, where: { id: { in: ids } }, overrideAccess: true, depth: 0 })
}

type RecordRef = { collection: string; id: number | string }

/** The mails about a record. */
const aboutRecord = (record: RecordRef): Where => ({
  and: [{ record_collection: { equals: record.collection } }, { record_id: { equals: String(record.id) } }],
})

/** Removes the mails about a record: when its personal data is cleared or erased, and when it is deleted. */
export async function removeMailsAbout(payload: Payload, record: RecordRef): Promise<void> {
  await payload.delete({ collection: OUTBOX_COLLECTION, where: aboutRecord(record), overrideAccess: true, depth: 0 })
}

/** How long a sent or given-up mail stays listed (without its text) for staff to see what went out. */
export const FINISHED_MAIL_KEPT_DAYS = 30

/** Removes sent and given-up mails older than FINISHED_MAIL_KEPT_DAYS: the retention run's part for the outbox. */
export async function removeFinishedMail(payload: Payload, now: Date): Promise<number> {
  const before = new Date(now.getTime() - FINISHED_MAIL_KEPT_DAYS * 24 * 60 * 60_000).toISOString()
  const { docs } = await payload.delete({
    collection: OUTBOX_COLLECTION,
    where: { and: [{ state: { in: ['sent', 'given_up'] } }, { updatedAt: { less_than: before } }] },
    overrideAccess: true,
    depth: 0,
  })
  return docs.length
}

/** What a person's copy says of the mail about a record: which mails, to whom, when; not their text, which repeats the record the copy holds. */
export type MailInCopy = { kind: string; to: string; subject: string; state: string; written: string; sent: string | null }

export async function mailsAbout(payload: Payload, record: RecordRef): Promise<MailInCopy[]> {
  const { docs } = await payload.find({
    collection: OUTBOX_COLLECTION,
    where: aboutRecord(record),
    sort: 'id',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((mail) => ({ kind: mail.kind, to: mail.to, subject: mail.subject, state: mail.state, written: mail.createdAt, sent: mail.sent_at ?? null }))
}
