import { describe, expect, it } from 'vitest'

import { publicFee, STAFF_FEE_MESSAGES, staffFeeChange } from './feePayment'

const fee = (method: unknown, status: unknown) => ({ method, status })

describe('what staff may do to a fee by hand', () => {
  it('marks a bank deposit paid, or unpaid again', () => {
    expect(staffFeeChange(fee('bank', 'unpaid'), { status: 'paid' })).toEqual({ kind: 'changed', method: 'bank', to: 'paid', detail: 'Bank deposit matched to the application: fee marked paid.' })
    expect(staffFeeChange(fee('bank', 'paid'), { status: 'unpaid' })).toEqual({ kind: 'changed', method: 'bank', to: 'unpaid', detail: 'Bank deposit fee marked unpaid again.' })
  })

  it('is no change when the status is not sent or not changed', () => {
    expect(staffFeeChange(fee('bank', 'paid'), {})).toEqual({ kind: 'none' })
    expect(staffFeeChange(fee('online', 'pending'), { status: 'pending', method: 'online' })).toEqual({ kind: 'none' })
    expect(staffFeeChange(fee(undefined, undefined), { status: 'unpaid' })).toEqual({ kind: 'none' })
  })

  it("refuses gateway states for a bank deposit and any change to an online fee's status", () => {
    for (const to of ['pending', 'cancelled', 'failed', 'charged_back', 'refunded']) {
      expect(staffFeeChange(fee('bank', 'unpaid'), { status: to })).toEqual({ kind: 'refused', message: STAFF_FEE_MESSAGES.bankStates })
    }
    expect(staffFeeChange(fee('online', 'unpaid'), { status: 'paid' })).toEqual({ kind: 'refused', message: STAFF_FEE_MESSAGES.online })
    expect(staffFeeChange(fee('bank', 'unpaid'), { method: 'online' })).toEqual({ kind: 'refused', message: STAFF_FEE_MESSAGES.toOnline })
  })

  it('turns an online fee nothing was paid on into a bank deposit, paid or still unpaid', () => {
    for (const from of ['unpaid', 'cancelled', 'failed', 'charged_back']) {
      expect(staffFeeChange(fee('online', from), { method: 'bank', status: 'paid' })).toEqual({
        kind: 'changed',
        method: 'bank',
        to: 'paid',
        detail: 'Fee changed from an online payment to a bank deposit, matched to the application: fee marked paid.',
      })
      expect(staffFeeChange(fee('online', from), { method: 'bank' })).toMatchObject({ kind: 'changed', method: 'bank', to: 'unpaid' })
    }
  })

  it('leaves an online payment being confirmed or paid to PayHere', () => {
    for (const from of ['pending', 'paid']) {
      expect(staffFeeChange(fee('online', from), { method: 'bank', status: 'paid' })).toEqual({ kind: 'refused', message: STAFF_FEE_MESSAGES.onlineUnderway })
    }
  })
})

describe('the fee as the status page shows it', () => {
  it('reads a cancelled or failed attempt as unpaid, and offers online payment only then', () => {
    expect(publicFee({ fee_method: 'online', fee_status: 'failed' }, true)).toEqual({ state: 'unpaid', label: 'Not paid yet', paidAt: null, mayPayOnline: true })
    expect(publicFee({ fee_method: 'online', fee_status: 'pending' }, true).mayPayOnline).toBe(false)
    expect(publicFee({ fee_method: 'online', fee_status: 'unpaid' }, false).mayPayOnline).toBe(false)
    expect(publicFee({ fee_method: 'online', fee_status: 'charged_back' }, true).mayPayOnline).toBe(false)
    expect(publicFee({ fee_method: 'online', fee_status: 'paid', fee_paid_at: '2026-11-29T01:00:00.000Z' }, true)).toEqual({ state: 'paid', label: 'Paid', paidAt: '2026-11-29T01:00:00.000Z', mayPayOnline: false })
  })

  it('never offers to pay online a fee paid by bank deposit, which waits for its slip to be matched', () => {
    expect(publicFee({ fee_method: 'bank', fee_status: 'unpaid' }, true)).toEqual({ state: 'unpaid', label: 'Not paid yet', paidAt: null, mayPayOnline: false })
    expect(publicFee({ fee_status: 'unpaid' }, true).mayPayOnline).toBe(false)
  })
})
