import { describe, expect, it } from 'vitest'

import { publicFee, STAFF_FEE_MESSAGES, staffFeeChange } from './applicationFee'

describe('what staff may do to a fee by hand', () => {
  it('marks a bank deposit paid, or unpaid again', () => {
    expect(staffFeeChange('bank', 'unpaid', 'paid')).toEqual({ kind: 'changed', to: 'paid', detail: 'Bank deposit matched to the application: fee marked paid.' })
    expect(staffFeeChange('bank', 'paid', 'unpaid')).toEqual({ kind: 'changed', to: 'unpaid', detail: 'Bank deposit fee marked unpaid again.' })
  })

  it('is no change when the status is not sent or not changed', () => {
    expect(staffFeeChange('bank', 'paid', undefined)).toEqual({ kind: 'none' })
    expect(staffFeeChange('online', 'pending', 'pending')).toEqual({ kind: 'none' })
    expect(staffFeeChange(undefined, undefined, 'unpaid')).toEqual({ kind: 'none' })
  })

  it("refuses gateway states for a bank deposit and any change to an online fee", () => {
    for (const to of ['pending', 'cancelled', 'failed', 'charged_back', 'refunded']) {
      expect(staffFeeChange('bank', 'unpaid', to)).toEqual({ kind: 'refused', message: STAFF_FEE_MESSAGES.bankStates })
    }
    expect(staffFeeChange('online', 'unpaid', 'paid')).toEqual({ kind: 'refused', message: STAFF_FEE_MESSAGES.online })
  })
})

describe('the fee as the status page shows it', () => {
  it('reads a cancelled or failed attempt as unpaid, and offers online payment only then', () => {
    expect(publicFee({ fee_status: 'failed' }, true)).toEqual({ state: 'unpaid', label: 'Not paid yet', paidAt: null, mayPayOnline: true })
    expect(publicFee({ fee_status: 'pending' }, true).mayPayOnline).toBe(false)
    expect(publicFee({ fee_status: 'unpaid' }, false).mayPayOnline).toBe(false)
    expect(publicFee({ fee_status: 'paid', fee_paid_at: '2026-11-29T01:00:00.000Z' }, true)).toEqual({ state: 'paid', label: 'Paid', paidAt: '2026-11-29T01:00:00.000Z', mayPayOnline: false })
  })
})
