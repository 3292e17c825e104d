/**
 * How a degree application's fee is paid and where the payment stands
 * (decision 054). The states are PayHere's, and a bank deposit stays
 * `unpaid` until staff match the slip. Nothing here talks to Payload: the
 * back office, the payment notice and the status lookup share these words.
 */

export const FEE_METHODS = [
  { value: 'bank', label: 'Bank deposit' },
  { value: 'online', label: 'Online (PayHere)' },
] as const

export type FeeMethod = (typeof FEE_METHODS)[number]['value']

export const FEE_STATUSES = [
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'pending', label: 'Pending' },
  { value: 'paid', label: 'Paid' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'failed', label: 'Failed' },
  { value: 'charged_back', label: 'Charged back' },
] as const

export type FeeStatus = (typeof FEE_STATUSES)[number]['value']

export function isFeeStatus(value: unknown): value is FeeStatus {
  return typeof value === 'string' && FEE_STATUSES.some((status) => status.value === value)
}

export const feeStatusLabel = (status: FeeStatus) => FEE_STATUSES.find((entry) => entry.value === status)?.label ?? 'Unpaid'

/**
 * What the status page may show of the fee. A cancelled or failed attempt
 * leaves the fee to be paid: the applicant reads it as unpaid and may try again.
 */
export type PublicFee = {
  state: 'unpaid' | 'pending' | 'paid' | 'charged_back'
  label: string
  /** When the notice that it was paid arrived; only while it is paid. */
  paidAt: string | null
  /** Whether the page may offer to pay online: online payment is on and nothing is paid or on its way. */
  mayPayOnline: boolean
}

const PUBLIC_LABELS: Record<PublicFee['state'], string> = {
  unpaid: 'Not paid yet',
  pending: 'Payment being confirmed',
  paid: 'Paid',
  charged_back: 'Payment refunded or charged back',
}

export function publicFee(doc: { fee_status?: unknown; fee_paid_at?: string | null }, onlinePaymentOn: boolean): PublicFee {
  const stored = isFeeStatus(doc.fee_status) ? doc.fee_status : 'unpaid'
  const state: PublicFee['state'] = stored === 'cancelled' || stored === 'failed' ? 'unpaid' : stored
  return {
    state,
    label: PUBLIC_LABELS[state],
    paidAt: state === 'paid' ? (doc.fee_paid_at ?? null) : null,
    mayPayOnline: onlinePaymentOn && state === 'unpaid',
  }
}

export const STAFF_FEE_MESSAGES = {
  online: 'An online payment is recorded from PayHere\'s notices: its status cannot be changed by hand.',
  bankStates: 'A bank deposit is either Paid (its slip matched to the application) or Unpaid.',
} as const

export type StaffFeeChange =
  | { kind: 'none' }
  | { kind: 'refused'; message: string }
  | { kind: 'changed'; to: 'paid' | 'unpaid'; detail: string }

/**
 * What staff may do to a fee by hand (decision 055): mark a bank deposit
 * paid once its slip is matched to the application, or unpaid again after a
 * mistake. An online fee follows PayHere's signed notices alone.
 */
export function staffFeeChange(method: unknown, from: unknown, to: unknown): StaffFeeChange {
  const before = isFeeStatus(from) ? from : 'unpaid'
  const after = to === undefined || to === null ? before : to
  if (after === before) return { kind: 'none' }
  if (method === 'online') return { kind: 'refused', message: STAFF_FEE_MESSAGES.online }
  if (after !== 'paid' && after !== 'unpaid') return { kind: 'refused', message: STAFF_FEE_MESSAGES.bankStates }
  return { kind: 'changed', to: after, detail: after === 'paid' ? 'Bank deposit matched to the application: fee marked paid.' : 'Bank deposit fee marked unpaid again.' }
}
