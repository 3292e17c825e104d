import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { PublicFee } from '@/lib/applicationFee'

import { afterLookup, arrival, FOLLOW_EVERY_MS, FOLLOW_TRIES, followPayment, PAYMENT_TEXTS } from './paymentReturn'

const fee = (state: PublicFee['state']): PublicFee => ({ state, label: state, paidAt: null, mayPayOnline: state === 'unpaid' })
const TRIP = { reference: 'APP-2026-7K3Q9X', nic: '200407501234' }

describe('the status page as PayHere sends the browser back', () => {
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

  it('looks again every 3 seconds until the notice has made the fee paid', async () => {
    const states: PublicFee['state'][] = ['unpaid', 'pending', 'paid']
    const lookUp = vi.fn(async () => ({ ok: true, message: '', data: { fee: fee(states.shift() ?? 'paid') } }))
    const report = vi.fn()
    followPayment(lookUp, report)
    await vi.advanceTimersByTimeAsync(0)
    expect(lookUp).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(FOLLOW_EVERY_MS - 1)
    expect(lookUp).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(lookUp).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(FOLLOW_EVERY_MS)
    expect(lookUp).toHaveBeenCalledTimes(3)
    expect(report).toHaveBeenLastCalledWith({ fee: fee('paid') }, { text: PAYMENT_TEXTS.confirmed, success: true, info: undefined })
    await vi.advanceTimersByTimeAsync(FOLLOW_EVERY_MS * 10)
    expect(lookUp).toHaveBeenCalledTimes(3)
  })

  it('gives up after 40 lookups, two minutes, and says to check later', async () => {
    const lookUp = vi.fn(async () => ({ ok: true, message: '', data: { fee: fee('unpaid') } }))
    const report = vi.fn()
    followPayment(lookUp, report)
    await vi.advanceTimersByTimeAsync(FOLLOW_EVERY_MS * FOLLOW_TRIES * 2)
    expect(lookUp).toHaveBeenCalledTimes(FOLLOW_TRIES)
    expect(FOLLOW_EVERY_MS * (FOLLOW_TRIES - 1)).toBeLessThanOrEqual(120_000)
    expect(report).toHaveBeenLastCalledWith({ fee: fee('unpaid') }, { text: PAYMENT_TEXTS.notYet, success: false, info: true })
  })

  it('stops at a failed lookup with its message, and when the page leaves', async () => {
    const failing = vi.fn(async () => ({ ok: false, message: 'Too many attempts.', data: null }))
    const report = vi.fn()
    followPayment(failing, report)
    await vi.advanceTimersByTimeAsync(FOLLOW_EVERY_MS * 3)
    expect(failing).toHaveBeenCalledTimes(1)
    expect(report).toHaveBeenCalledWith(null, { text: 'Too many attempts.', success: false })

    const waiting = vi.fn(async () => ({ ok: true, message: '', data: { fee: fee('pending') } }))
    const stop = followPayment(waiting, vi.fn())
    await vi.advanceTimersByTimeAsync(0)
    stop()
    await vi.advanceTimersByTimeAsync(FOLLOW_EVERY_MS * 3)
    expect(waiting).toHaveBeenCalledTimes(1)
  })
})
