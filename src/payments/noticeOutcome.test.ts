import { describe, expect, it } from 'vitest'

import type { FeeStatus } from '@/lib/applicationFee'

import { noticeOutcome } from './noticeOutcome'
import type { PaymentNotice } from './payhere'

const now = new Date('2026-11-28T10:00:00.000Z')
const PAID_AT = '2026-11-27T09:00:00.000Z'

const notice = (state: PaymentNotice['state'], paymentId = '320025157750'): PaymentNotice => {
  const codes = { paid: '2', pending: '0', cancelled: '-1', failed: '-2', charged_back: '-3' } as const
  return { orderId: 'APP-2026-7K3Q9X', paymentId, amount: '1250.00', currency: 'LKR', statusCode: codes[state], state, method: 'VISA' }
}

const stored = (fee_status: FeeStatus, payment_id: string | null = null, noticeDetails: string[] = []) => ({
  fee_status,
  payment_id,
  fee_paid_at: fee_status === 'paid' || fee_status === 'charged_back' ? PAID_AT : null,
  noticeDetails,
})

describe('what a PayHere notice does to the fee', () => {
  it('records a payment, with the time it became paid', () => {
    expect(noticeOutcome(stored('unpaid'), notice('paid'), now)).toEqual({
      kind: 'change',
      change: {
        fee_method: 'online',
        fee_status: 'paid',
        payment_id: '320025157750',
        payment_method: 'VISA',
        payment_amount: '1250.00',
        payment_currency: 'LKR',
        payment_notice_at: '2026-11-28T10:00:00.000Z',
        fee_paid_at: '2026-11-28T10:00:00.000Z',
      },
      detail: 'Paid: 1250.00 LKR by VISA, PayHere payment 320025157750 (status 2).',
      nowPaid: true,
    })
  })

  it('moves pending to paid, and a paid payment only to charged back, keeping the date it was paid', () => {
    expect(noticeOutcome(stored('pending', '320025157750'), notice('paid'), now)).toMatchObject({ kind: 'change', nowPaid: true })
    expect(noticeOutcome(stored('paid', '320025157750'), notice('charged_back'), now)).toMatchObject({
      kind: 'change',
      change: { fee_status: 'charged_back', fee_paid_at: PAID_AT },
      nowPaid: false,
    })
    for (const late of ['pending', 'cancelled', 'failed'] as const) expect(noticeOutcome(stored('paid', '320025157750'), notice(late), now)).toEqual({ kind: 'stale' })
    expect(noticeOutcome(stored('charged_back', '320025157750'), notice('paid'), now)).toEqual({ kind: 'stale' })
  })

  it('lets a new attempt replace a cancelled or failed one', () => {
    expect(noticeOutcome(stored('cancelled', '111'), notice('paid', '222'), now)).toMatchObject({ kind: 'change', change: { payment_id: '222', fee_status: 'paid' } })
    expect(noticeOutcome(stored('failed', '111'), notice('pending', '222'), now)).toMatchObject({ kind: 'change', change: { fee_paid_at: null }, nowPaid: false })
  })

  it('knows the same notice again', () => {
    for (const state of ['paid', 'pending', 'cancelled', 'failed', 'charged_back'] as const) {
      expect(noticeOutcome(stored(state, '320025157750'), notice(state), now)).toEqual({ kind: 'repeat' })
    }
  })

  it('never overwrites a fee paid by another payment: money that moved is kept for admissions once', () => {
    const second = noticeOutcome(stored('paid', '111'), notice('paid', '222'), now)
    expect(second).toEqual({
      kind: 'conflict',
      detail: 'Not applied, the fee is already paid by PayHere payment 111. Paid: 1250.00 LKR by VISA, PayHere payment 222 (status 2).',
    })
    expect(noticeOutcome(stored('paid', '111', [second.kind === 'conflict' ? second.detail : '']), notice('paid', '222'), now)).toEqual({ kind: 'repeat' })
    expect(noticeOutcome(stored('paid', '111'), notice('charged_back', '222'), now)).toMatchObject({ kind: 'conflict' })
    expect(noticeOutcome(stored('paid', '111'), notice('cancelled', '222'), now)).toEqual({ kind: 'stale' })
  })
})
