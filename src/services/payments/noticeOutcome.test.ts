import { describe, expect, it } from 'vitest'

import type { FeeStatus } from '@/foundations/feePayment'

import { MAX_ATTEMPT_CHANGES, MAX_CONFLICTS, noticeDetail, noticeOutcome, type StoredFee } from './noticeOutcome'
import type { PaymentNotice } from './payhere'

const now = new Date('2026-11-28T10:00:00.000Z')
const PAID_AT = '2026-11-27T09:00:00.000Z'

const notice = (state: PaymentNotice['state'], paymentId = '320025157750'): PaymentNotice => {
  const codes = { paid: '2', pending: '0', cancelled: '-1', failed: '-2', charged_back: '-3' } as const
  return { orderId: 'APP-2026-7K3Q9X', paymentId, amount: '1250.00', currency: 'LKR', statusCode: codes[state], state, method: 'VISA' }
}

const stored = (fee_status: FeeStatus, payment_id: string | null = null, noticeDetails: string[] = [], fee_method: StoredFee['fee_method'] = 'online'): StoredFee => ({
  fee_method,
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

describe('after a charge-back, and against a forged payment id', () => {
  const chargedBack = noticeDetail(notice('charged_back', '111'))

  it('never counts a charged-back payment as paid again, whatever came in between', () => {
    // Paid 111, charged back 111, then a new attempt 222 was cancelled: the fee stays charged back with 111.
    const afterAttempt = stored('charged_back', '111', [noticeDetail(notice('paid', '111')), chargedBack])
    expect(noticeOutcome(afterAttempt, notice('cancelled', '222'), now)).toEqual({ kind: 'stale' })
    expect(noticeOutcome(afterAttempt, notice('pending', '222'), now)).toEqual({ kind: 'stale' })
    expect(noticeOutcome(afterAttempt, notice('paid', '111'), now)).toEqual({ kind: 'stale' })
    // Even when the fee moved on since (admissions matched a bank deposit, then set it unpaid by mistake), the history remembers.
    expect(noticeOutcome(stored('unpaid', '111', [chargedBack], 'bank'), notice('paid', '111'), now)).toEqual({ kind: 'stale' })
  })

  it('sends a paid notice with another payment id after a charge-back to admissions, and changes no fee', () => {
    expect(noticeOutcome(stored('charged_back', '111', [chargedBack]), notice('paid', '999'), now)).toEqual({
      kind: 'conflict',
      detail: 'Not applied, a payment for this application was charged back, so admissions decide what it owes. Paid: 1250.00 LKR by VISA, PayHere payment 999 (status 2).',
    })
  })

  it('caps the conflicts of one order: a repeat adds nothing, the last kept says so, and later ones are not recorded', () => {
    let history = [chargedBack]
    const outcomes = []
    for (let id = 1; id <= 11; id += 1) {
      const outcome = noticeOutcome(stored('charged_back', '111', history), notice('paid', `forged-${id}`), now)
      outcomes.push(outcome.kind)
      if (outcome.kind === 'conflict') history = [...history, outcome.detail]
      // The same notice again adds nothing.
      expect(noticeOutcome(stored('charged_back', '111', history), notice('paid', `forged-${id}`), now).kind).toMatch(/^(repeat|capped)$/)
    }
    expect(outcomes.filter((kind) => kind === 'conflict')).toHaveLength(MAX_CONFLICTS)
    expect(outcomes.slice(MAX_CONFLICTS)).toEqual(Array(11 - MAX_CONFLICTS).fill('capped'))
    expect(history.at(-1)).toMatch(/Later conflicting notices for this order are not recorded: see PayHere's portal\.$/)
  })

  it('caps the attempts that move no money, but always takes a payment', () => {
    const attempts = Array.from({ length: MAX_ATTEMPT_CHANGES }, (_, index) => noticeDetail(notice(index % 2 ? 'pending' : 'cancelled', `a${index}`)))
    expect(noticeOutcome(stored('cancelled', 'a19', attempts), notice('pending', 'a20'), now)).toEqual({ kind: 'capped' })
    expect(noticeOutcome(stored('cancelled', 'a19', attempts.slice(1)), notice('pending', 'a20'), now)).toMatchObject({ kind: 'change' })
    expect(noticeOutcome(stored('cancelled', 'a19', attempts), notice('paid', 'a20'), now)).toMatchObject({ kind: 'change', nowPaid: true })
  })

  it('leaves a fee admissions marked paid at the bank to them: money is a conflict, an attempt is stale', () => {
    const bankPaid = stored('paid', '111', [], 'bank')
    expect(noticeOutcome(bankPaid, notice('paid', '222'), now)).toMatchObject({ kind: 'conflict', detail: expect.stringMatching(/^Not applied, the fee is paid by a bank deposit admissions matched\. /) })
    expect(noticeOutcome(bankPaid, notice('charged_back', '111'), now)).toMatchObject({ kind: 'conflict' })
    expect(noticeOutcome(bankPaid, notice('pending', '222'), now)).toEqual({ kind: 'stale' })
    // An unpaid bank deposit takes a payment PayHere made.
    expect(noticeOutcome(stored('unpaid', null, [], 'bank'), notice('paid'), now)).toMatchObject({ kind: 'change', change: { fee_method: 'online', fee_status: 'paid' } })
  })
})
