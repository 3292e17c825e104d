import { describe, expect, it } from 'vitest'

import { checkNotice, checkoutHash, noticeSignature, payhereAmount } from './payhere'

// Worked out apart from this code, with md5sum on the published formula:
//   UPPER(MD5('campus-test-secret'))                                   = 083081F3D4F4F039FD295C4FD735F85F
//   UPPER(MD5('1221149' + 'APP-2026-7K3Q9X' + '1250.00' + 'LKR' + ^))  = E0CADA03DE65BF41E5E7A338314D6236
//   … + '2' before the secret's hash (paid)                            = 3E3483467C598441516602BC46F65837
//   … + '-3' before the secret's hash (charged back)                   = 4362E08DD0DEF4FD058BB0631C99ED70
const merchant = { merchantId: '1221149', secret: 'campus-test-secret' }
const order = { orderId: 'APP-2026-7K3Q9X', amount: '1250.00', currency: 'LKR' }

const notice = (changes: Record<string, string> = {}) =>
  new URLSearchParams({
    merchant_id: '1221149',
    order_id: 'APP-2026-7K3Q9X',
    payment_id: '320025157750',
    payhere_amount: '1250.00',
    payhere_currency: 'LKR',
    status_code: '2',
    md5sig: '3E3483467C598441516602BC46F65837',
    method: 'VISA',
    status_message: 'Successfully received the VISA payment',
    ...changes,
  })

describe("PayHere's checkout hash and notice signature", () => {
  it('writes amounts with two decimals and no separator', () => {
    expect([1250, 0, 1234567.5, 99.999].map(payhereAmount)).toEqual(['1250.00', '0.00', '1234567.50', '100.00'])
    expect(() => payhereAmount(-1)).toThrow(RangeError)
    expect(() => payhereAmount(Number.NaN)).toThrow(RangeError)
  })

  it('hashes the checkout as the formula does', () => {
    expect(checkoutHash(merchant, order)).toBe('E0CADA03DE65BF41E5E7A338314D6236')
  })

  it('signs a notice as the formula does, the status code included', () => {
    expect(noticeSignature(merchant, { ...order, statusCode: '2' })).toBe('3E3483467C598441516602BC46F65837')
    expect(noticeSignature(merchant, { ...order, statusCode: '-3' })).toBe('4362E08DD0DEF4FD058BB0631C99ED70')
  })

  it('takes a genuine notice, and reads its status', () => {
    expect(checkNotice(merchant, notice())).toEqual({
      ok: true,
      notice: { orderId: 'APP-2026-7K3Q9X', paymentId: '320025157750', amount: '1250.00', currency: 'LKR', statusCode: '2', state: 'paid', method: 'VISA' },
    })
    const chargedBack = checkNotice(merchant, notice({ status_code: '-3', md5sig: '4362e08dd0def4fd058bb0631c99ed70' }))
    expect(chargedBack.ok && chargedBack.notice.state).toBe('charged_back')
  })

  it('refuses a notice whose signature does not match what it says', () => {
    // The paid signature on a notice that says another amount, status, order or currency.
    const forged: Record<string, string>[] = [{ payhere_amount: '1.00' }, { status_code: '0' }, { order_id: 'APP-2026-AAAAAA' }, { payhere_currency: 'USD' }, { md5sig: 'E0CADA03DE65BF41E5E7A338314D6236' }, { md5sig: '3E34' }]
    for (const changes of forged) {
      expect(checkNotice(merchant, notice(changes)), JSON.stringify(changes)).toEqual({ ok: false, reason: 'bad signature' })
    }
    expect(checkNotice({ ...merchant, secret: 'another-secret' }, notice())).toEqual({ ok: false, reason: 'bad signature' })
  })

  it('refuses a notice for another merchant, with an unknown status, or with a field missing', () => {
    expect(checkNotice(merchant, notice({ merchant_id: '1000000' }))).toEqual({ ok: false, reason: 'another merchant' })
    expect(checkNotice(merchant, notice({ status_code: '3' }))).toEqual({ ok: false, reason: 'unknown status code' })
    const withoutPayment = notice()
    withoutPayment.delete('payment_id')
    withoutPayment.delete('md5sig')
    expect(checkNotice(merchant, withoutPayment)).toEqual({ ok: false, reason: 'missing payment_id, md5sig' })
  })
})
