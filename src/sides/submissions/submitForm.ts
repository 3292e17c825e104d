/**
 * One form of §7 from its route to the store, each step by name: the shared
 * steps (runSteps: cross-site and rate refusals, the body read within its
 * limit, the bot checks), then the form's own `check`, `record` and `tell`
 * (src/sides/submissions/formHandlers), with storeSubmission between them and
 * the reply after.
 */
import type { Payload } from 'payload'

import { requestLanguage } from '@/foundations/languages'
import { metrics } from '@/server/metrics.mjs'
import { deliverSoon } from '@/services/mail/delivery'
import { type Notice, queueSubmissionNotice } from '@/services/mail/notify'

import { defaultLimiter, reply, runSteps, type Steps, type SubmissionDeps, withReference } from './steps'
import { type StoredSubmission, storeSubmission } from './storeSubmission'
import type { CheckedFile } from './wholeOrNothing'

/** What a form stores: its collection, its references' prefix, the record's fields and its files. */
export type SubmissionRecord = Pick<Parameters<typeof storeSubmission>[0], 'collection' | 'referencePrefix'> & {
  data: Record<string, unknown>
  files?: CheckedFile[]
}

/** A form's own steps, in the order they run. */
export type Form<Checked> = {
  /** Reads the body within its limit (after the cross-site and rate refusals). */
  read: Steps['read']
  /** The body checked by the browser's rules and against the records it names; a Response refuses it. */
  check: (body: Record<string, unknown>, payload: Payload) => Promise<Checked | Response>
  /** What is stored of it (storeSubmission stores it whole or not at all). */
  record: (submission: Checked) => SubmissionRecord
  /** The mail to the campus and to the sender, written to the outbox with the record: only by the request that stored it. */
  tell: (submission: Checked, stored: StoredSubmission) => Notice
  /** The reply's message, also given to a dropped bot; `withReference` adds the reference to it. */
  received: string
  withReference: boolean
}

/** Runs a form's steps; the mail is stored with the submission and sent from the outbox right after. */
export function submitForm<Checked>(request: Request, deps: SubmissionDeps, form: Form<Checked>): Promise<Response> {
  return runSteps(request, {
    limiter: deps.limiter ?? defaultLimiter(),
    read: form.read,
    bots: { successMessage: form.received },
    doing: 'Storing a form submission',
    payload: deps.payload,
    accept: async (body, payload, idempotencyKey) => {
      const submission = await form.check(body, payload)
      if (submission instanceof Response) return submission
      const own = form.record(submission)
      // The language it was sent in goes with it: the sender's mails are written in it.
      const language = requestLanguage(request)
      const record = { ...own, data: { ...own.data, language } }
      const stored = await storeSubmission({
        payload,
        idempotencyKey,
        faults: deps.faults,
        ...record,
        mail: (created, req) =>
          queueSubmissionNotice(payload, { ...form.tell(submission, created), language }, { record: { collection: record.collection, id: created.id }, req }),
      })
      if (stored.created) {
        metrics().submissions.inc({ form: record.collection })
        deliverSoon(payload)
      }
      const message = form.withReference ? withReference(form.received, stored.reference) : form.received
      return reply(201, { success: true, message, reference: stored.reference })
    },
  })
}
