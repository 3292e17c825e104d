/**
 * Sends what waits in the outbox. A pass takes the waiting mails in the
 * order they were written and, for each, claims it in one conditional write
 * (two instances cannot both win it), sends it, and records the outcome:
 * sent (its text is emptied), or tried again after a growing wait for 48
 * hours, or given up at once when the server refuses it for good. A mail
 * waits while an earlier one to the same address does, so each person's
 * mail arrives in order. The serving processes run a pass from Payload's
 * jobs queue (src/model/jobs) and right after a mail is written.
 */
import { and, type Column, eq, inArray, isNull, lt, or } from 'drizzle-orm'
import type { Payload } from 'payload'

import { describeFailure } from '@/foundations/describeFailure'
import { metrics } from '@/server/metrics.mjs'

import { MAIL_RETRY } from './retries'
import { mailConfigured, mailFailure, type MailNotSent, type OutgoingMail, sendThroughSmtp } from './smtp'
import { OUTBOX_COLLECTION, WAITING_STATES } from './outboxStates'

export type DeliveryResult = { sent: number; retrying: number; givenUp: number; waiting: number }

export type DeliveryOptions = { now?: Date; send?: (mail: OutgoingMail) => Promise<void> }

type Waiting = {
  id: number | string
  state: string
  to: string
  reply_to?: string | null
  subject: string
  text?: string | null
  html?: string | null
  attempts: number
  message_id: string
  retry_from: string
  next_attempt_at?: string | null
  claimed_until?: string | null
}

type OutboxTable = Record<'id' | 'state' | 'claimed_until', Column>
type Drizzle = {
  update: (table: OutboxTable) => {
    set: (values: Record<string, unknown>) => { where: (condition: unknown) => { returning: (fields: Record<string, unknown>) => Promise<unknown[]> } }
  }
}

/** Claims a waiting mail until `until`, unless another pass holds it: true for the one pass that wins. */
async function claim(payload: Payload, id: number | string, now: Date, until: Date): Promise<boolean> {
  const db = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, OutboxTable | undefined> }
  const table = db.tables.mail_outbox
  if (!table) throw new Error('The outbox table is missing: run the migrations')
  const won = await db.drizzle
    .update(table)
    .set({ claimed_until: until.toISOString() })
    .where(
      and(
        eq(table.id, id),
        inArray(table.state, [...WAITING_STATES]),
        or(isNull(table.claimed_until), lt(table.claimed_until, now.toISOString())),
      ),
    )
    .returning({ id: table.id })
  return won.length === 1
}

const due = (mail: Waiting, now: Date) => !mail.next_attempt_at || new Date(mail.next_attempt_at) <= now
const heldElsewhere = (mail: Waiting, now: Date) => Boolean(mail.claimed_until && new Date(mail.claimed_until) > now)

async function record(payload: Payload, id: number | string, data: Record<string, unknown>): Promise<void> {
  await payload.update({ collection: OUTBOX_COLLECTION, id, data: { ...data, claimed_until: null } as never, overrideAccess: true, depth: 0 })
}

/** One pass over the waiting mail. */
export async function deliverWaitingMail(payload: Payload, { now = new Date(), send = sendThroughSmtp }: DeliveryOptions = {}): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retrying: 0, givenUp: 0, waiting: 0 }
  const { docs } = await payload.find({
    collection: OUTBOX_COLLECTION,
    where: { state: { in: [...WAITING_STATES] } },
    sort: 'id',
    limit: MAIL_RETRY.perPass,
    depth: 0,
    overrideAccess: true,
  })
  // Addresses with an earlier mail still waiting: their later mail waits too.
  const held = new Set<string>()
  let serverDown: MailNotSent | undefined
  for (const mail of docs as unknown as Waiting[]) {
    const address = mail.to.trim().toLowerCase()
    if (held.has(address) || serverDown || !due(mail, now) || heldElsewhere(mail, now)) {
      held.add(address)
      result.waiting += 1
      continue
    }
    if (!(await claim(payload, mail.id, now, new Date(now.getTime() + MAIL_RETRY.claimMs)))) {
      held.add(address)
      result.waiting += 1
      continue
    }
    const attempts = mail.attempts + 1
    try {
      await send({ to: mail.to, replyTo: mail.reply_to ?? undefined, subject: mail.subject, text: mail.text ?? undefined, html: mail.html ?? undefined, messageId: mail.message_id })
    } catch (error) {
      const failure = mailFailure(error)
      const givingUp = failure.permanent || now.getTime() - new Date(mail.retry_from).getTime() >= MAIL_RETRY.forMs
      if (givingUp) {
        await record(payload, mail.id, { state: 'given_up', attempts, last_error: failure.sentence, next_attempt_at: null })
        metrics().mails.inc({ outcome: 'given_up' })
        // Nothing of the mail itself: its id, kind and the sentence.
        console.error(`Outgoing mail ${String(mail.id)} was given up after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${failure.sentence}`)
        result.givenUp += 1
        continue
      }
      await record(payload, mail.id, { state: 'failing', attempts, last_error: failure.sentence, next_attempt_at: MAIL_RETRY.nextAttempt(attempts, now).toISOString() })
      held.add(address)
      result.retrying += 1
      metrics().mails.inc({ outcome: 'retry' })
      // Not this mail's fault: the rest of the pass would meet the same closed door.
      if (failure.wholeServer) serverDown = failure
      continue
    }
    try {
      await record(payload, mail.id, { state: 'sent', attempts, sent_at: now.toISOString(), text: null, html: null, last_error: null, next_attempt_at: null })
    } catch (error) {
      // Sent, but not recorded: the claim runs out and a later pass sends it again under the same Message-ID.
      console.warn(`Outgoing mail ${String(mail.id)} was sent but could not be marked so: ${describeFailure(error)}`)
    }
    result.sent += 1
    metrics().mails.inc({ outcome: 'sent' })
  }
  if (result.retrying > 0) {
    console.warn(`Outgoing mail: ${result.retrying} could not be sent yet and will be tried again${serverDown ? ` (${serverDown.sentence})` : ''}.`)
  }
  return result
}

/** The background pass of this process, if one runs: tests wait for it before they look. */
export const deliverySettled = async (): Promise<void> => {
  while (running) await running
}

// One pass at a time in this process; a request for another while one runs makes it go round again.
let running: Promise<void> | undefined
let again = false

/**
 * A pass soon, in the background: after `afterMs`, so that a mail written in
 * a transaction still open (a hook's) is committed by then. Without SMTP_URL
 * nothing is written to the outbox, and nothing is sent.
 */
export function deliverSoon(payload: Payload, afterMs = 0): void {
  if (!mailConfigured()) return
  if (running) {
    again = true
    return
  }
  running = (async () => {
    if (afterMs > 0) await new Promise((resolve) => setTimeout(resolve, afterMs))
    // Round again while a pass sends: mail another instance wrote meanwhile, to an address this pass
    // held for an earlier mail, was skipped by that instance's pass and not seen by this one.
    let sent = 0
    do {
      again = false
      ;({ sent } = await deliverWaitingMail(payload))
    } while (again || sent > 0)
  })()
    .catch((error: unknown) => console.warn(`A pass over the outbox stopped: ${describeFailure(error)}; the next one tries again.`))
    .finally(() => {
      running = undefined
    })
}
