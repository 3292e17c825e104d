import { describe, expect, it } from 'vitest'

import { PAYER_MESSAGES, payerFromApplication } from './payer'
import { checkPayer } from './payerRules'

const typed = { first_name: ' Sunil ', last_name: 'Perera', email: 'sunil@example.com', phone: '071 987 6543', address: '4 Lake Drive,\nPeradeniya', city: 'Kandy' }

describe("the payer's details for PayHere's checkout", () => {
  it('takes what was typed, trimmed, with the phone in international form', () => {
    expect(checkPayer(typed)).toEqual({ ok: true, payer: { ...typed, first_name: 'Sunil', phone: '+94719876543' } })
  })

  it('names each field that is missing, too long or wrong, whatever type it was sent as', () => {
    expect(checkPayer({ ...typed, first_name: { a: 1 }, last_name: ['Perera'], email: 'sunil@', phone: '12', city: 'x'.repeat(101) })).toEqual({
      ok: false,
      errors: {
        first_name: PAYER_MESSAGES.required('First name'),
        last_name: PAYER_MESSAGES.required('Last name'),
        email: PAYER_MESSAGES.email,
        phone: PAYER_MESSAGES.phone,
        city: PAYER_MESSAGES.tooLong('Town or city', 100),
      },
    })
  })

  it('drops control characters and the marks that reorder text, and refuses a field left empty by them', () => {
    const checked = checkPayer({ ...typed, last_name: 'Per\u202eera\u0000', city: '\u2066\u200f' })
    expect(checked).toEqual({ ok: false, errors: { city: PAYER_MESSAGES.required('Town or city') } })
    expect(checkPayer({ ...typed, last_name: 'Per\u202eera\u0000' })).toMatchObject({ ok: true, payer: { last_name: 'Perera' } })
  })

  it("reads the application form's own fields as the payer", () => {
    expect(payerFromApplication({ full_name: 'Kasun Amal Perera', email_address: 'kasun@example.com ', mobile_no: '+94 71-234 5678', mailing_address: '12 Temple Road, Nugegoda' })).toEqual({
      first_name: 'Kasun Amal',
      last_name: 'Perera',
      email: 'kasun@example.com',
      phone: '+94 71-234 5678',
      address: '12 Temple Road, Nugegoda',
      city: 'Nugegoda',
    })
  })
})
