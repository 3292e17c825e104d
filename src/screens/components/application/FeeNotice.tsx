import { Fragment } from 'react'

import type { FeeBankAccount } from '@/sides/content/contact'

export type FeeNoticeProps = {
  feeRs: number
  /** null: the settings name no account, so only online payment is offered. */
  bank: FeeBankAccount | null
  /** '' when the settings give no address. */
  admissionsEmail: string
  onlinePaymentUrl?: string
  /** Paid through PayHere from the form itself (decision 055): the form asks how the fee is paid. */
  payOnline?: boolean
}

/** The application fee and where to pay it (§2.18), as the site settings give them. */
export function FeeNotice({ feeRs, bank, admissionsEmail, onlinePaymentUrl, payOnline = false }: FeeNoticeProps) {
  const rows = bank
    ? [
        ['Bank', bank.bank],
        ['Account name', bank.account_name],
        ['Account type', bank.account_type],
        ['Account number', bank.account_number],
        ['Branch', bank.branch],
      ].filter(([, value]) => value)
    : []
  return (
    <section aria-labelledby="application-fee-heading" className="rounded-2xl border border-accent-400 bg-accent-300/20 p-4 sm:p-6">
      <h2 id="application-fee-heading" className="text-lg font-bold text-brand-800 sm:text-xl">
        Application Fee
      </h2>
      <p className="mt-2 text-slate-800">
        The application fee is <strong>Rs {feeRs}</strong> and is <strong>non-refundable</strong>. Pay it{' '}
        {payOnline ? (
          'online by card or mobile wallet when you submit the form'
        ) : onlinePaymentUrl ? (
          <a href={onlinePaymentUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
            online
          </a>
        ) : (
          'online'
        )}
        {bank ? ', or deposit it at the bank below and write your NIC number on the deposit slip.' : '.'}
      </p>
      {rows.length > 0 ? (
        // The labels' column may be narrower than its longest label: with a
        // reader's own wider text spacing on a narrow phone, the labels wrap
        // instead of pushing the page sideways (WCAG 1.4.12).
        <dl className="mt-4 grid grid-cols-[minmax(0,max-content)_1fr] gap-x-4 gap-y-1.5 text-sm sm:gap-x-6">
          {rows.map(([label, value]) => (
            <Fragment key={label}>
              <dt className="font-semibold text-slate-700">{label}</dt>
              <dd className={label === 'Account number' ? 'font-mono text-slate-900' : 'text-slate-900'}>{value}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
      <p className="mt-4 text-slate-800">
        {payOnline ? 'If you pay at the bank, upload the payment receipt with your documents below.' : 'Upload the payment receipt with your documents below.'}
        {admissionsEmail ? (
          <>
            {' '}
            Please also e-mail your application with the documents to{' '}
            <a href={`mailto:${admissionsEmail}`} className="font-semibold break-all text-brand-700 underline">
              {admissionsEmail}
            </a>
            .
          </>
        ) : null}
      </p>
    </section>
  )
}
