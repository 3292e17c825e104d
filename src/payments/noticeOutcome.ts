/**
 * What a checked PayHere notice does to an application's fee (decision 054),
 * decided from the fee as stored when the notice arrives. PayHere repeats a
 * notice until it is answered 200 and may deliver its notices out of order,
 * so a notice either changes the fee, or is a repeat, or is stale, or would
 * overwrite a fee already paid by another payment: that last one is kept
 * only in the history, for admissions to refund.
 */
import type { FeeStatus } from '@/lib/applicationFee'

import type { PaymentNotice } from './payhere'

export type StoredFee = {
  fee_status: FeeStatus
  payment_id: string | null
  fee_paid_at: string | null
  /** The payment notices' history details already kept, to know a repeated conflicting notice. */
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
  /** Already paid by another payment: only a history entry, and admissions must look at it. */
  | { kind: 'conflict'; detail: string }
  /** Nothing changes: the same notice again, or one that came late or moved no money after the fee was paid. */
  | { kind: 'repeat' | 'stale' }

const STATE_WORDS: Record<PaymentNotice['state'], string> = {
  paid: 'Paid',
  pending: 'Pending',
  cancelled: 'Cancelled',
  failed: 'Failed',
  charged_back: 'Charged back',
}

/** The history's words for a notice: what PayHere said, never who paid or with which card. */
export function noticeDetail(notice: PaymentNotice): string {
  const method = notice.method ? ` by ${notice.method}` : ''
  return `${STATE_WORDS[notice.state]}: ${notice.amount} ${notice.currency}${method}, PayHere payment ${notice.paymentId} (status ${notice.statusCode}).`
}

export function noticeOutcome(stored: StoredFee, notice: PaymentNotice, now: Date): NoticeOutcome {
  const samePayment = stored.payment_id === notice.paymentId
  if (samePayment && stored.fee_status === notice.state) return { kind: 'repeat' }
  if (stored.fee_status === 'paid' && !samePayment) {
    // Another checkout started, cancelled or failed after the fee was paid changes nothing; money that moved is for admissions.
    if (notice.state !== 'paid' && notice.state !== 'charged_back') return { kind: 'stale' }
    const detail = `Not applied, the fee is already paid by PayHere payment ${stored.payment_id ?? '(none)'}. ${noticeDetail(notice)}`
    return stored.noticeDetails.includes(detail) ? { kind: 'repeat' } : { kind: 'conflict', detail }
  }
  // A paid payment can only be charged back; its pending, cancelled or failed notice came late.
  if (samePayment && stored.fee_status === 'paid' && notice.state !== 'charged_back') return { kind: 'stale' }
  // A charged-back payment is final; that payment's earlier notices change nothing.
  if (samePayment && stored.fee_status === 'charged_back') return { kind: 'stale' }
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
