import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { en } from '@/foundations/texts/en'

import { FeeNotice, type FeeNoticeProps } from './FeeNotice'

const ACCOUNT = { bank: 'Harbour Test Bank', branch: 'Kandy', account_name: 'Campus Fees', account_type: 'Current account', account_number: '12 34' }

function render(props: Partial<FeeNoticeProps>): string {
  return renderToStaticMarkup(createElement(FeeNotice, { feeRs: 1250, bank: ACCOUNT, admissionsEmail: 'admissions@campus.example', words: en.forms.application, ...props }))
}

describe('FeeNotice', () => {
  it('states the fee, the account and the mailbox the settings give', () => {
    const html = render({ feeRs: 1800, onlinePaymentUrl: 'https://pay.campus.example' })
    expect(html).toContain('<strong>Rs 1800</strong>')
    for (const value of Object.values(ACCOUNT)) expect(html).toContain(`>${value}</dd>`)
    expect(html).toContain('write your NIC number on the deposit slip')
    expect(html).toContain('href="mailto:admissions@campus.example"')
    expect(html).toContain('href="https://pay.campus.example"')
  })

  it('leaves out the details the account lacks', () => {
    const html = render({ bank: { ...ACCOUNT, branch: '' } })
    expect(html).not.toContain('>Branch</dt>')
    expect(html).toContain('>Bank</dt>')
  })

  it('offers only online payment when the settings name no account, and no address when they give none', () => {
    const html = render({ bank: null, admissionsEmail: '' })
    expect(html).not.toContain('deposit slip')
    expect(html).not.toContain('<dl')
    expect(html).not.toContain('mailto:')
    expect(html).toContain('Upload the payment receipt with your documents below.')
  })

  it('says the fee is paid online from the form itself while PayHere is set up, the receipt only for a bank deposit', () => {
    const html = render({ payOnline: true, onlinePaymentUrl: 'https://pay.campus.example' })
    expect(html).toContain('Pay it online by card or mobile wallet when you submit the form, or deposit it at the bank below')
    expect(html).not.toContain('href="https://pay.campus.example"')
    expect(html).toContain('If you pay at the bank, upload the payment receipt with your documents below.')
  })

  it('writes the same notice in Tamil, the amount and the mailbox where the Tamil sentence puts them', async () => {
    const { ta } = await import('@/foundations/texts/ta')
    const html = render({ feeRs: 1800, words: ta.forms.application })
    expect(html).toContain(`<strong>ரூ. 1800</strong>`)
    expect(html).toContain(`>${ta.forms.application.fee.accountNumber}</dt>`)
    expect(html).toContain('href="mailto:admissions@campus.example"')
    for (const english of ['Application Fee', 'non-refundable', 'deposit slip', '>Bank</dt>', 'Upload the payment receipt', 'Please also e-mail']) expect(html).not.toContain(english)
  })
})
