import { describe, expect, it } from 'vitest'

import { payerFromApplication } from '@/foundations/formRules/payer'

import { checkoutFields } from './checkoutFields'

// The hash is the one worked out by hand in payhere.test.ts for this merchant, order and amount.
const merchant = { merchantId: '1221149', secret: 'campus-test-secret', checkoutUrl: 'https://sandbox.payhere.lk/pay/checkout' }
const order = { reference: 'APP-2026-7K3Q9X', degree_name: 'BSc (Hons) Accounting and Finance', fee: 1250 }
const typed = { full_name: 'Kavindi Sewwandi Perera', email_address: 'kavindi@example.com', mobile_no: '+94771234567', mailing_address: '12 Temple Road,\nNugegoda' }

describe('the checkout form for an application', () => {
  // The payer's details are what the application form's fields held as the payer typed them.
  it('carries every field PayHere asks for, the reference as the order and the fee in LKR, hashed', () => {
    expect(checkoutFields(merchant, order, payerFromApplication(typed), 'https://campus.example/')).toEqual({
      action: 'https://sandbox.payhere.lk/pay/checkout',
      fields: {
        merchant_id: '1221149',
        return_url: 'https://campus.example/application-status?reference=APP-2026-7K3Q9X&payment=returned',
        cancel_url: 'https://campus.example/application-status?reference=APP-2026-7K3Q9X&payment=cancelled',
        notify_url: 'https://campus.example/v1/payments/payhere/notify',
        order_id: 'APP-2026-7K3Q9X',
        items: 'Application fee: BSc (Hons) Accounting and Finance',
        currency: 'LKR',
        amount: '1250.00',
        first_name: 'Kavindi Sewwandi',
        last_name: 'Perera',
        email: 'kavindi@example.com',
        phone: '+94771234567',
        address: '12 Temple Road,\nNugegoda',
        city: 'Nugegoda',
        country: 'Sri Lanka',
        hash: 'E0CADA03DE65BF41E5E7A338314D6236',
      },
    })
  })

  it('posts where the settings say, and copes with a one-word name and no degree', () => {
    const checkout = checkoutFields({ ...merchant, checkoutUrl: 'https://www.payhere.lk/pay/checkout' }, { ...order, degree_name: null, fee: 1500 }, payerFromApplication({ ...typed, full_name: ' Perera ' }), 'http://localhost:3000')
    expect(checkout.action).toBe('https://www.payhere.lk/pay/checkout')
    expect(checkout.fields).toMatchObject({ first_name: 'Perera', last_name: 'Perera', items: 'Application fee', amount: '1500.00' })
    expect(checkout.fields.hash).not.toBe('E0CADA03DE65BF41E5E7A338314D6236')
    expect(checkout.fields.notify_url).toBe('http://localhost:3000/v1/payments/payhere/notify')
  })
})
