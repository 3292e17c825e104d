/**
 * POST /v1/payments/payhere/notify: PayHere's server-to-server notice of a
 * payment (decision 054), the only thing that decides that a fee is paid.
 *
 * It runs the forms' steps without their cookie and Origin check (it comes
 * from PayHere's servers, not the site's pages): its own rate limit before
 * the body is read, a small form-encoded body read within its limit, then
 * `md5sig` and the merchant (checkNotice), the order (an application's
 * reference) and the amount and currency (exactly that application's fee).
 * A refused notice is answered 400 and logged by its reason, with nothing
 * stored. An accepted one is applied under the application's lock, the fee
 * and its history entry in one write, so that two instances handed the same
 * notice at once apply it once; a repeat answers 200 and changes nothing.
 */
import { DEFAULT_LANGUAGE, isLanguage } from '@/foundations/languages'
import type { Payload } from 'payload'

import { onlinePayment, type PayhereSettings } from '@/settings'
import { deliverSoon } from '@/services/mail/delivery'
import { type FeePayment, type MailContext, queueFeePaymentNotice } from '@/services/mail/notify'
import { PAYHERE_NOTIFY_URL_PATH } from '@/services/payments/checkoutFields'
import { type PaymentNotice, checkNotice, payhereAmount } from '@/services/payments/payhere'
import { noticeOutcome, type NoticeOutcome } from '@/services/payments/noticeOutcome'
import { isFeeStatus } from '@/foundations/feePayment'
import type { ClientRateLimit } from '@/services/security/rateLimit'

import { feeOf } from './feeOwed'
import { clientLimiter, formBody, refusal, reply, runSteps } from './steps'
import { underApplicationLock } from './applicationLock'

/** The notify address the checkout form gives PayHere, as the /v1 route table names it. */
export const PAYHERE_NOTIFY_PATH = PAYHERE_NOTIFY_URL_PATH.replace(/^\/v1/, '')

/** A notice is a dozen short fields, well under 2 KB. */
const NOTICE_BODY_LIMIT = 8 * 1024

/**
 * Per client network, and every notice comes from PayHere's few addresses:
 * far above what its retries send, low enough to stop a flood of forgeries.
 */
const NOTICE_RATE_LIMIT = { max: 120, windowMs: 60_000 }

export const NOTICE_MESSAGES = {
  off: 'Online payment is not set up on this site.',
  notForm: 'A payment notice is sent as application/x-www-form-urlencoded.',
  repeated: (name: string) => `The notice carries ${name} more than once.`,
  rateLimited: 'Too many payment notices from this address. Send it again later.',
  refused: 'The payment notice was refused:',
  recorded: 'The payment notice was recorded.',
  repeat: 'The payment notice had been recorded already.',
  stale: 'The payment notice is older than what is recorded; nothing changed.',
  conflict: 'The notice could not change the fee; it is kept for admissions.',
  capped: 'The notice was not recorded: this order has had as many such notices as are kept.',
} as const

/** `notify` stands in for the mail in tests that count what would be sent. */
export type NoticeDeps = { payload?: Payload; limiter?: ClientRateLimit; merchant?: PayhereSettings; notify?: (payload: Payload, payment: FeePayment, context: MailContext) => Promise<unknown> }

let sharedLimiter: ClientRateLimit | undefined
function defaultLimiter(): ClientRateLimit {
  sharedLimiter ??= clientLimiter(NOTICE_RATE_LIMIT, { keyPrefix: 'payhere-notice-limit', limits: 'payment notices' })
  return sharedLimiter
}

const readNotice = formBody(NOTICE_BODY_LIMIT, { notForm: NOTICE_MESSAGES.notForm, repeated: NOTICE_MESSAGES.repeated })

/** The field each refusal reason is about, for the reply's `errors`. */
const REASON_FIELDS: Record<string, string> = {
  'another merchant': 'merchant_id',
  'unknown status code': 'status_code',
  'bad signature': 'md5sig',
  'unknown order': 'order_id',
  'wrong amount': 'payhere_amount',
  'wrong currency': 'payhere_currency',
}

/** A refused notice: 400 naming the reason, and one log line with the reason and nothing the notice said of the payer. */
function refuse(reason: string, orderId?: string): Response {
  const missing = reason.startsWith('missing ') ? reason.slice('missing '.length).split(', ') : []
  console.warn(`A PayHere payment notice was refused (${reason})${orderId ? ` for order ${orderId}` : ''}; nothing was stored.`)
  const errors: Record<string, string> = {}
  for (const field of missing) errors[field] = 'Required.'
  const field = REASON_FIELDS[reason]
  if (field) errors[field] = `${reason[0]!.toUpperCase()}${reason.slice(1)}.`
  return refusal(400, `${NOTICE_MESSAGES.refused} ${reason}.`, errors)
}

type Application = Record<string, unknown> & { id: number | string }

async function findByReference(payload: Payload, reference: string): Promise<Application | undefined> {
  // References are written in capitals; a notice echoes the order id it was given.
  if (!/^[A-Z]{3}-\d{4}-[A-Z0-9]{6}$/.test(reference)) return undefined
  const result = await payload.find({
    collection: 'degree-applications',
    where: { reference: { equals: reference } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { reference: true },
  })
  return result.docs[0] as unknown as Application | undefined
}

type Applied = { outcome: NoticeOutcome; current: Application } | { refused: string }

/**
 * Reads the application under its lock, checks the amount against its fee,
 * and writes what the notice changes, with the mail that tells of it
 * (`tell`), in one transaction.
 */
function apply(
  payload: Payload,
  id: number | string,
  notice: PaymentNotice,
  now: Date,
  tell: (outcome: NoticeOutcome, current: Application, req: { transactionID: number | string } | undefined) => Promise<unknown>,
): Promise<Applied> {
  return underApplicationLock(payload, id, async (req) => {
    const current = (await payload.findByID({ collection: 'degree-applications', id, depth: 0, overrideAccess: true, req })) as unknown as Application
    if (notice.currency !== 'LKR') return { refused: 'wrong currency' }
    if (notice.amount !== payhereAmount(await feeOf(payload, current, req))) return { refused: 'wrong amount' }
    const history = Array.isArray(current.history) ? (current.history as { event?: string; detail?: string | null }[]) : []
    const outcome = noticeOutcome(
      {
        fee_method: current.fee_method === 'online' ? 'online' : 'bank',
        fee_status: isFeeStatus(current.fee_status) ? current.fee_status : 'unpaid',
        payment_id: typeof current.payment_id === 'string' && current.payment_id ? current.payment_id : null,
        fee_paid_at: typeof current.fee_paid_at === 'string' ? current.fee_paid_at : null,
        noticeDetails: history.filter((entry) => entry.event === 'payment').map((entry) => entry.detail ?? ''),
      },
      notice,
      now,
    )
    if (outcome.kind === 'change' || outcome.kind === 'conflict') {
      await payload.update({
        collection: 'degree-applications',
        id,
        data: (outcome.kind === 'change' ? outcome.change : {}) as never,
        overrideAccess: true,
        depth: 0,
        context: { paymentNotice: { entry: { event: 'payment', detail: outcome.detail } } },
        req,
      })
      await tell(outcome, current, req)
    }
    return { outcome, current }
  })
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** What the mail about a notice says: to admissions always, and to the applicant once the fee is paid. */
/** A stored submission's language; English for anything else. */
const languageOf = (value: unknown) => (isLanguage(value) ? value : DEFAULT_LANGUAGE)

function feePaymentOf(notice: PaymentNotice, id: number | string, outcome: NoticeOutcome, current: Application): FeePayment {
  const email = text(current.email_address)
  return {
    reference: notice.orderId,
    adminPath: `/admin/collections/degree-applications/${id}`,
    detail: 'detail' in outcome ? outcome.detail : '',
    applicant:
      outcome.kind === 'change' && outcome.nowPaid && email
        ? { email, name: text(current.full_name), amount: notice.amount, currency: notice.currency, language: languageOf(current.language) }
        : undefined,
  }
}

/** POST /v1/payments/payhere/notify (application/x-www-form-urlencoded, PayHere's fields). */
export async function receivePaymentNotice(request: Request, deps: NoticeDeps = {}): Promise<Response> {
  const merchant = deps.merchant ?? onlinePayment()
  if (!merchant) return refusal(404, NOTICE_MESSAGES.off)
  return runSteps(request, {
    limiter: deps.limiter ?? defaultLimiter(),
    rateLimited: NOTICE_MESSAGES.rateLimited,
    read: readNotice,
    fromSitePages: false,
    doing: 'Recording a PayHere payment notice',
    payload: deps.payload,
    accept: async (body, payload) => {
      const checked = checkNotice(merchant, new URLSearchParams(body as Record<string, string>))
      if (!checked.ok) return refuse(checked.reason)
      const { notice } = checked
      const found = await findByReference(payload, notice.orderId)
      if (!found) return refuse('unknown order', notice.orderId)
      const applied = await apply(payload, found.id, notice, new Date(), (outcome, current, req) =>
        (deps.notify ?? queueFeePaymentNotice)(payload, feePaymentOf(notice, found.id, outcome, current), { record: { collection: 'degree-applications', id: found.id }, req }),
      )
      if ('refused' in applied) return refuse(applied.refused, notice.orderId)
      const { outcome } = applied
      const logLine = `PayHere payment ${notice.paymentId} for order ${notice.orderId} (status ${notice.statusCode})`
      if (outcome.kind !== 'change' && outcome.kind !== 'conflict') {
        const say = outcome.kind === 'capped' ? console.warn : console.info
        say(`${logLine}: ${outcome.kind}, nothing changed.`)
        return reply(200, { success: true, message: NOTICE_MESSAGES[outcome.kind] })
      }
      deliverSoon(payload)
      if (outcome.kind === 'conflict') {
        console.warn(`${logLine}: not applied, kept for admissions.`)
        return reply(200, { success: true, message: NOTICE_MESSAGES.conflict })
      }
      console.info(`${logLine}: the fee is now ${outcome.change.fee_status}.`)
      return reply(200, { success: true, message: NOTICE_MESSAGES.recorded })
    },
  })
}

export const paymentRoutes = {
  [PAYHERE_NOTIFY_PATH]: receivePaymentNotice,
} satisfies Record<string, (request: Request, deps?: NoticeDeps) => Promise<Response>>
