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
  /**
   * Whether the page may offer to pay online: online payment is on, the
   * applicant chose it, and nothing is paid or on its way. Never for a bank
   * deposit waiting for its slip to be matched, so that nobody pays twice.
   */
  mayPayOnline: boolean
}

const PUBLIC_LABELS: Record<PublicFee['state'], string> = {
  unpaid: 'Not paid yet',
  pending: 'Payment being confirmed',
  paid: 'Paid',
  charged_back: 'Payment refunded or charged back',
}

export function publicFee(doc: { fee_method?: unknown; fee_status?: unknown; fee_paid_at?: string | null }, onlinePaymentOn: boolean): PublicFee {
  const stored = isFeeStatus(doc.fee_status) ? doc.fee_status : 'unpaid'
  const state: PublicFee['state'] = stored === 'cancelled' || stored === 'failed' ? 'unpaid' : stored
  return {
    state,
    label: PUBLIC_LABELS[state],
    paidAt: state === 'paid' ? (doc.fee_paid_at ?? null) : null,
    mayPayOnline: onlinePaymentOn && doc.fee_method === 'online' && state === 'unpaid',
  }
}

export const STAFF_FEE_MESSAGES = {
  online: 'An online payment is recorded from PayHere\'s notices: its status cannot be changed by hand. If the applicant paid at the bank instead, set "Fee paid by" to Bank deposit.',
  bankStates: 'A bank deposit is either Paid (its slip matched to the application) or Unpaid.',
  toOnline: 'Only PayHere\'s notice of a payment makes a fee an online payment.',
  onlineUnderway: 'A PayHere payment for this fee is being confirmed or has been paid: it cannot become a bank deposit. Wait for PayHere\'s notice, or look at the history.',
} as const

export type StaffFeeChange =
  | { kind: 'none' }
  | { kind: 'refused'; message: string }
  | { kind: 'changed'; method: FeeMethod; to: 'paid' | 'unpaid'; detail: string }

/**
 * What staff may do to a fee by hand (decisions 054 and 055): mark a bank
 * deposit paid once its slip is matched to the application, or unpaid again
 * after a mistake; and turn an online fee that nothing was paid on into a
 * bank deposit, for an applicant who paid at the bank after all. A PayHere
 * notice never changes a bank deposit marked paid (it goes to admissions as
 * a conflict), so the two cannot clash. An online fee otherwise follows
 * PayHere's signed notices alone.
 */
export function staffFeeChange(
  before: { method: unknown; status: unknown },
  after: { method?: unknown; status?: unknown },
): StaffFeeChange {
  const fromMethod: FeeMethod = before.method === 'online' ? 'online' : 'bank'
  const toMethod = after.method === undefined || after.method === null ? fromMethod : after.method
  const from = isFeeStatus(before.status) ? before.status : 'unpaid'
  const to = after.status === undefined || after.status === null ? from : after.status
  if (toMethod === fromMethod && to === from) return { kind: 'none' }
  if (toMethod !== 'bank' && toMethod !== 'online') return { kind: 'refused', message: STAFF_FEE_MESSAGES.toOnline }
  if (fromMethod === 'bank' && toMethod === 'online') return { kind: 'refused', message: STAFF_FEE_MESSAGES.toOnline }
  if (fromMethod === 'online' && toMethod === 'online') return { kind: 'refused', message: STAFF_FEE_MESSAGES.online }
  if (fromMethod === 'online' && (from === 'pending' || from === 'paid')) return { kind: 'refused', message: STAFF_FEE_MESSAGES.onlineUnderway }
  // From here on the fee is a bank deposit, or becomes one now.
  const status = fromMethod === 'online' && to === from ? 'unpaid' : to
  if (status !== 'paid' && status !== 'unpaid') return { kind: 'refused', message: STAFF_FEE_MESSAGES.bankStates }
  const switched = fromMethod === 'online' ? 'Fee changed from an online payment to a bank deposit' : ''
  if (status === 'paid') {
    const detail = switched ? `${switched}, matched to the application: fee marked paid.` : 'Bank deposit matched to the application: fee marked paid.'
    return { kind: 'changed', method: 'bank', to: 'paid', detail }
  }
  return { kind: 'changed', method: 'bank', to: 'unpaid', detail: switched ? `${switched}, still unpaid.` : 'Bank deposit fee marked unpaid again.' }
}
