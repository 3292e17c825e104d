/**
 * The status page after PayHere sends the browser back (decisions 054 and
 * 055): what to say, and whether to keep following the fee. The browser's
 * return proves nothing; only PayHere's notice to the server marks a fee
 * paid, so the page looks the application up again until the notice has
 * arrived, for a while.
 */
import type { PublicFee } from '@/foundations/feePayment'
import { formTexts } from '@/foundations/texts/forms/en'

/** What the page says of a payment, in English; shown in the page's language (inFormLanguage). */
export const PAYMENT_TEXTS = {
  confirming: formTexts.status.confirming,
  confirmingAskNic: formTexts.status.confirmingAskNic,
  confirmed: formTexts.status.confirmed,
  chargedBack: formTexts.status.chargedBack,
  notYet: formTexts.status.notYet,
  cancelled: formTexts.status.paymentCancelled,
}

/**
 * When the page looks again after coming back: 3 s after the first lookup,
 * then waiting longer each time, about 80 s in all. PayHere's notice usually
 * comes before the browser does, and every lookup counts against the
 * client's status lookups (STATUS_LOOKUP_RATE_LIMIT, 10 in 15 minutes by
 * default), so following takes at most 6 of them and leaves room for paying
 * again and looking by hand.
 */
export const FOLLOW_DELAYS_MS = [3000, 5000, 10_000, 20_000, 40_000] as const
export const FOLLOW_TRIES = FOLLOW_DELAYS_MS.length + 1

export type Trip = { reference: string; nic: string }

export type Arrival =
  | { kind: 'none'; reference: string }
  /** Back from paying: look up now (with the trip's NIC) and follow, or ask for the NIC. */
  | { kind: 'returned'; reference: string; nic: string | null; text: string }
  /** Back after turning away: look up now when the NIC is known, so the page offers to pay again. */
  | { kind: 'cancelled'; reference: string; nic: string | null; text: string }

/** What the page does when it opens, from its address's query and the trip the tab kept. */
export function arrival(search: string, trip: Trip | null): Arrival {
  const query = new URLSearchParams(search)
  const reference = (query.get('reference') ?? '').trim()
  const payment = query.get('payment')
  const nic = trip && reference !== '' && trip.reference.toUpperCase() === reference.toUpperCase() ? trip.nic : null
  if (payment === 'returned') return { kind: 'returned', reference, nic, text: nic ? PAYMENT_TEXTS.confirming : PAYMENT_TEXTS.confirmingAskNic }
  if (payment === 'cancelled') return { kind: 'cancelled', reference, nic, text: PAYMENT_TEXTS.cancelled }
  return { kind: 'none', reference }
}

/** `info`: the text reports no failure, only that nothing has happened yet. */
export type FollowStep = { done: true; text: string; success: boolean; info?: boolean } | { done: false }

/**
 * After the `tries`-th lookup since coming back: stop once the fee is paid
 * or charged back, or after the last try; otherwise look again.
 */
export function afterLookup(fee: PublicFee, tries: number): FollowStep {
  if (fee.state === 'paid') return { done: true, text: PAYMENT_TEXTS.confirmed, success: true }
  if (fee.state === 'charged_back') return { done: true, text: PAYMENT_TEXTS.chargedBack, success: false }
  if (tries >= FOLLOW_TRIES) return { done: true, text: PAYMENT_TEXTS.notYet, success: false, info: true }
  return { done: false }
}

/**
 * Looks the application up now and then after each of FOLLOW_DELAYS_MS until
 * afterLookup says stop or a lookup fails; `report` hears each lookup's
 * application (null after a failure) and, at the end, what to say. Returns a
 * function that stops it (the page leaving).
 */
export function followPayment<Status extends { fee: PublicFee }>(
  lookUp: () => Promise<{ ok: boolean; message: string; data: Status | null }>,
  report: (status: Status | null, end?: { text: string; success: boolean; info?: boolean }) => void,
): () => void {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let tries = 0
  const look = async () => {
    tries += 1
    const reply = await lookUp()
    if (stopped) return
    if (!reply.ok || !reply.data) return report(null, { text: reply.message, success: false })
    const step = afterLookup(reply.data.fee, tries)
    if (step.done) return report(reply.data, { text: step.text, success: step.success, info: step.info })
    report(reply.data)
    timer = setTimeout(() => void look(), FOLLOW_DELAYS_MS[tries - 1])
  }
  void look()
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
