import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { parseEnv } from '@/settings'
import type { PublicFee } from '@/foundations/feePayment'

import { afterLookup, arrival, FOLLOW_DELAYS_MS, FOLLOW_TRIES, followPayment, PAYMENT_TEXTS } from './paymentReturn'

const total = (delays: readonly number[]) => delays.reduce((sum, delay) => sum + delay, 0)

const fee = (state: PublicFee['state']): PublicFee => ({ state, label: state, paidAt: null, mayPayOnline: state === 'unpaid' })
const TRIP = { reference: 'APP-2026-7K3Q9X', nic: '200407501234' }

describe('the status page as PayHere sends the browser back', () => {
  it('says it in these words', () => {
    expect(PAYMENT_TEXTS).toEqual({
      confirming: 'Thank you. We are confirming your payment with PayHere: this page shows it as soon as it is confirmed.',
      confirmingAskNic: 'We are confirming your payment with PayHere. Enter your NIC or passport number to see it.',
      confirmed: 'Your payment is confirmed. Thank you.',
      chargedBack: 'PayHere reports this payment as refunded or charged back. Please contact admissions.',
      notYet: 'We have not heard from PayHere yet. If you paid, your payment will show here within a few minutes: check again later.',
      cancelled: 'You left the payment page without paying. Your application is kept: you can pay online below, or at the bank.',
    })
  })

  it('follows the payment with the NIC the tab kept for this reference', () => {
    expect(arrival('?reference=APP-2026-7K3Q9X&payment=returned&order_id=APP-2026-7K3Q9X', TRIP)).toEqual({
      kind: 'returned',
      reference: 'APP-2026-7K3Q9X',
      nic: '200407501234',
      text: PAYMENT_TEXTS.confirming,
    })
    // The reference is compared without regard to case, as the lookup takes it.
    expect(arrival('?reference=app-2026-7k3q9x&payment=returned', TRIP)).toMatchObject({ nic: '200407501234' })
  })

  it('asks for the NIC when the tab kept none, or kept one for another application', () => {
    expect(arrival('?reference=APP-2026-7K3Q9X&payment=returned', null)).toEqual({ kind: 'returned', reference: 'APP-2026-7K3Q9X', nic: null, text: PAYMENT_TEXTS.confirmingAskNic })
    expect(arrival('?reference=APP-2026-AAAAAA&payment=returned', TRIP)).toMatchObject({ nic: null, text: PAYMENT_TEXTS.confirmingAskNic })
  })

  it('says the applicant turned back, and otherwise only fills in the reference', () => {
    expect(arrival('?reference=APP-2026-7K3Q9X&payment=cancelled', TRIP)).toEqual({ kind: 'cancelled', reference: 'APP-2026-7K3Q9X', nic: '200407501234', text: PAYMENT_TEXTS.cancelled })
    expect(arrival('?reference=APP-2026-7K3Q9X', TRIP)).toEqual({ kind: 'none', reference: 'APP-2026-7K3Q9X' })
    expect(arrival('', TRIP)).toEqual({ kind: 'none', reference: '' })
  })
})

describe('following the fee after coming back', () => {
  it('stops when it is paid or charged back, and after the last try', () => {
    expect(afterLookup(fee('paid'), 1)).toEqual({ done: true, text: PAYMENT_TEXTS.confirmed, success: true })
    expect(afterLookup(fee('charged_back'), 1)).toEqual({ done: true, text: PAYMENT_TEXTS.chargedBack, success: false })
    expect(afterLookup(fee('pending'), FOLLOW_TRIES - 1)).toEqual({ done: false })
    expect(afterLookup(fee('unpaid'), FOLLOW_TRIES)).toEqual({ done: true, text: PAYMENT_TEXTS.notYet, success: false, info: true })
  })

  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('looks again after 3 seconds, then 5, until the notice has made the fee paid', async () => {
    const states: PublicFee['state'][] = ['unpaid', 'pending', 'paid']
    const lookUp = vi.fn(async () => ({ ok: true, message: '', data: { fee: fee(states.shift() ?? 'paid') } }))
    const report = vi.fn()
    followPayment(lookUp, report)
    await vi.advanceTimersByTimeAsync(0)
    expect(lookUp).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(2999)
    expect(lookUp).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(lookUp).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(4999)
    expect(lookUp).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(lookUp).toHaveBeenCalledTimes(3)
    expect(report).toHaveBeenLastCalledWith({ fee: fee('paid') }, { text: PAYMENT_TEXTS.confirmed, success: true, info: undefined })
    await vi.advanceTimersByTimeAsync(total(FOLLOW_DELAYS_MS) * 2)
    expect(lookUp).toHaveBeenCalledTimes(3)
  })

  it('gives up after 6 lookups over about 80 seconds, and says to check later', async () => {
    const lookUp = vi.fn(async () => ({ ok: true, message: '', data: { fee: fee('unpaid') } }))
    const report = vi.fn()
    followPayment(lookUp, report)
    await vi.advanceTimersByTimeAsync(total(FOLLOW_DELAYS_MS) - 1)
    expect(lookUp).toHaveBeenCalledTimes(FOLLOW_TRIES - 1)
    await vi.advanceTimersByTimeAsync(1)
    expect(lookUp).toHaveBeenCalledTimes(FOLLOW_TRIES)
    await vi.advanceTimersByTimeAsync(total(FOLLOW_DELAYS_MS) * 2)
    expect(lookUp).toHaveBeenCalledTimes(6)
    expect(total(FOLLOW_DELAYS_MS)).toBe(78_000)
    expect(report).toHaveBeenLastCalledWith({ fee: fee('unpaid') }, { text: PAYMENT_TEXTS.notYet, success: false, info: true })
  })

  it('leaves room under the default lookup limit to start a payment and look by hand after following', () => {
    // Looking up, opening the checkout, turning back (one lookup), the checkout again, then following.
    const { max } = parseEnv({}).statusRateLimit.perAddress
    expect(1 + 1 + 1 + 1 + FOLLOW_TRIES).toBeLessThanOrEqual(max)
  })

  it('stops at a failed lookup with its message, and when the page leaves', async () => {
    const failing = vi.fn(async () => ({ ok: false, message: 'Too many attempts.', data: null }))
    const report = vi.fn()
    followPayment(failing, report)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(failing).toHaveBeenCalledTimes(1)
    expect(report).toHaveBeenCalledWith(null, { text: 'Too many attempts.', success: false })

    const waiting = vi.fn(async () => ({ ok: true, message: '', data: { fee: fee('pending') } }))
    const stop = followPayment(waiting, vi.fn())
    await vi.advanceTimersByTimeAsync(0)
    stop()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(waiting).toHaveBeenCalledTimes(1)
  })
})
