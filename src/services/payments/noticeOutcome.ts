/**
 * What a checked PayHere notice does to an application's fee (decision 054,
 * whose table these rules follow row by row), decided from the fee as
 * stored when the notice arrives. PayHere repeats a notice until it is
 * answered 200 and may deliver its notices out of order; and its signature
 * covers the order, amount, currency and status but not the payment id, so
 * a captured notice can come back with any payment id. Hence: a charge-back
 * is final for the whole order, a fee admissions keep as a bank deposit is
 * theirs, and what a notice may add to the history is capped.
 */
import type { FeeMethod, FeeStatus } from '@/foundations/feePayment'

import type { PaymentNotice } from './payhere'

export type StoredFee = {
  fee_method: FeeMethod
  fee_status: FeeStatus
  payment_id: string | null
  fee_paid_at: string | null
  /** The details of the payment entries already in the history, oldest first. */
  noticeDetails: string[]
}

export type FeeChange = {
  fee_method: 'online'
  fee_status: FeeStatus
  payment_id: string
  payment_method: string | null
  payment_amount: string
  payment_currency: string
  payment_notice_at: string
  fee_paid_at: string | null
}

export type NoticeOutcome =
  /** The fee changes, with this history entry; `nowPaid` when it became paid just now. */
  | { kind: 'change'; change: FeeChange; detail: string; nowPaid: boolean }
  /** Money moved that the fee cannot take: only a history entry, and admissions must look at it. */
  | { kind: 'conflict'; detail: string }
  /**
   * Nothing changes: the same notice again (`repeat`), one that came late or
   * moved no money (`stale`), or one past the caps on what notices may add
   * to the history (`capped`).
   */
  | { kind: 'repeat' | 'stale' | 'capped' }

/** Conflicts kept for one order: enough for a real double payment or two, never a flood. */
export const MAX_CONFLICTS = 3

/**
 * Pending, cancelled and failed notices that may change one fee. Each new
 * attempt is one or two; a paid or charged-back notice is always applied,
 * and each can happen once, so the history of one order stays bounded.
 */
export const MAX_ATTEMPT_CHANGES = 20

const STATE_WORDS: Record<PaymentNotice['state'], string> = {
  paid: 'Paid',
  pending: 'Pending',
  cancelled: 'Cancelled',
  failed: 'Failed',
  charged_back: 'Charged back',
}

const CONFLICT_START = 'Not applied'

/** The history's words for a notice: what PayHere said, never who paid or with which card. */
export function noticeDetail(notice: PaymentNotice): string {
  const method = notice.method ? ` by ${notice.method}` : ''
  return `${STATE_WORDS[notice.state]}: ${notice.amount} ${notice.currency}${method}, PayHere payment ${notice.paymentId} (status ${notice.statusCode}).`
}

/** Whether any payment for the order was ever charged back, from the fee and its history. */
export function everChargedBack(stored: Pick<StoredFee, 'fee_status' | 'noticeDetails'>): boolean {
  return stored.fee_status === 'charged_back' || stored.noticeDetails.some((detail) => detail.startsWith(`${STATE_WORDS.charged_back}:`))
}

/** Money moves in a paid or a charged-back notice; the other states only tell of an attempt. */
const movesMoney = (state: PaymentNotice['state']) => state === 'paid' || state === 'charged_back'

/** Why no notice can change the fee (rows 3-5 of the table), or null when one can. */
function conflictReason(stored: StoredFee, notice: PaymentNotice, chargedBack: boolean): string | null {
  if (stored.fee_method === 'bank' && stored.fee_status === 'paid') return 'the fee is paid by a bank deposit admissions matched'
  if (chargedBack) return 'a payment for this application was charged back, so admissions decide what it owes'
  if (stored.fee_status === 'paid' && stored.payment_id !== notice.paymentId) {
    return `the fee is already paid by PayHere payment ${stored.payment_id ?? '(none)'}`
  }
  return null
}

function conflict(stored: StoredFee, notice: PaymentNotice, reason: string): NoticeOutcome {
  const detail = `${CONFLICT_START}, ${reason}. ${noticeDetail(notice)}`
  const kept = stored.noticeDetails.filter((entry) => entry.startsWith(CONFLICT_START))
  if (kept.some((entry) => entry.startsWith(detail))) return { kind: 'repeat' }
  if (kept.length >= MAX_CONFLICTS) return { kind: 'capped' }
  const last = kept.length === MAX_CONFLICTS - 1
  return { kind: 'conflict', detail: last ? `${detail} Later conflicting notices for this order are not recorded: see PayHere's portal.` : detail }
}

export function noticeOutcome(stored: StoredFee, notice: PaymentNotice, now: Date): NoticeOutcome {
  const samePayment = stored.payment_id === notice.paymentId
  const chargedBack = everChargedBack(stored)
  // 1. The same notice again.
  if (samePayment && stored.fee_status === notice.state) return { kind: 'repeat' }
  // 2. A charged-back payment's own earlier notices came late: it never counts as paid again.
  if (chargedBack && samePayment) return { kind: 'stale' }
  // 3-5. A fee that cannot change by a notice: paid by the bank, charged back once, or paid by another payment.
  const settled = conflictReason(stored, notice, chargedBack)
  if (settled) return movesMoney(notice.state) ? conflict(stored, notice, settled) : { kind: 'stale' }
  // 6. A paid payment can only be charged back; its pending, cancelled or failed notice came late.
  if (stored.fee_status === 'paid' && notice.state !== 'charged_back') return { kind: 'stale' }
  // 7. Attempts that move no money are bounded; a payment is always taken.
  if (!movesMoney(notice.state)) {
    const attempts = stored.noticeDetails.filter((entry) => {
      const state = stateOfDetail(entry)
      return state !== null && !movesMoney(state)
    })
    if (attempts.length >= MAX_ATTEMPT_CHANGES) return { kind: 'capped' }
  }
  // 8. Otherwise the fee takes the notice.
  const at = now.toISOString()
  const paidAt = notice.state === 'paid' ? at : notice.state === 'charged_back' ? stored.fee_paid_at : null
  return {
    kind: 'change',
    change: {
      fee_method: 'online',
      fee_status: notice.state,
      payment_id: notice.paymentId,
      payment_method: notice.method || null,
      payment_amount: notice.amount,
      payment_currency: notice.currency,
      payment_notice_at: at,
      fee_paid_at: paidAt,
    },
    detail: noticeDetail(notice),
    nowPaid: notice.state === 'paid',
  }
}

/** The state a notice's history entry names, or null for an entry staff wrote. */
function stateOfDetail(detail: string): PaymentNotice['state'] | null {
  const found = (Object.entries(STATE_WORDS) as [PaymentNotice['state'], string][]).find(([, words]) => detail.startsWith(`${words}:`))
  return found ? found[0] : null
}
