import { Fragment } from 'react'

import { Filled } from '@/screens/components/ui/Filled'
import type { FeeBankAccount } from '@/sides/content/contact'
import { fill, type FormWords } from '@/foundations/texts'

export type FeeNoticeProps = {
  feeRs: number
  /** null: the settings name no account, so only online payment is offered. */
  bank: FeeBankAccount | null
  /** '' when the settings give no address. */
  admissionsEmail: string
  onlinePaymentUrl?: string
  /** Paid through PayHere from the form itself (decision 055): the form asks how the fee is paid. */
  payOnline?: boolean
  /** The application's words in the page's language (its heading and `fee`). */
  words: Pick<FormWords<'application'>, 'applicationFee' | 'fee'>
}

/** The application fee and where to pay it (§2.18), as the site settings give them, in the page's language. */
export function FeeNotice({ feeRs, bank, admissionsEmail, onlinePaymentUrl, payOnline = false, words }: FeeNoticeProps) {
  const fee = words.fee
  const rows = bank
    ? [
        [fee.bank, bank.bank],
        [fee.accountName, bank.account_name],
        [fee.accountType, bank.account_type],
        [fee.accountNumber, bank.account_number],
        [fee.branch, bank.branch],
      ].filter(([, value]) => value)
    : []
  const online = onlinePaymentUrl ? (
    <a href={onlinePaymentUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
      {fee.online}
    </a>
  ) : (
    fee.online
  )
  const howToPay = payOnline ? (bank ? fee.payInFormOrBank : fee.payInForm) : bank ? fee.payOnlineOrBank : fee.payOnlineOnly
  return (
    <section aria-labelledby="application-fee-heading" className="rounded-2xl border border-accent-400 bg-accent-300/20 p-4 sm:p-6">
      <h2 id="application-fee-heading" className="text-lg font-bold text-brand-800 sm:text-xl">
        {words.applicationFee}
      </h2>
      <p className="mt-2 text-slate-800">
        <Filled text={fee.feeAmount} values={{ fee: <strong>{fill(fee.feeRs, { fee: feeRs })}</strong>, nonRefundable: <strong>{fee.nonRefundable}</strong> }} />{' '}
        <Filled text={howToPay} values={{ online }} />
      </p>
      {rows.length > 0 ? (
        // The labels' column may be narrower than its longest label: with a
        // reader's own wider text spacing on a narrow phone, the labels wrap
        // instead of pushing the page sideways (WCAG 1.4.12).
        <dl className="mt-4 grid grid-cols-[minmax(0,max-content)_1fr] gap-x-4 gap-y-1.5 text-sm sm:gap-x-6">
          {rows.map(([label, value]) => (
            <Fragment key={label}>
              <dt className="font-semibold text-slate-700">{label}</dt>
              <dd className={label === fee.accountNumber ? 'font-mono text-slate-900' : 'text-slate-900'}>{value}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
      <p className="mt-4 text-slate-800">
        {payOnline ? fee.receiptIfBank : fee.receipt}
        {admissionsEmail ? (
          <>
            {' '}
            <Filled
              text={fee.alsoEmail}
              values={{
                email: (
                  <a href={`mailto:${admissionsEmail}`} className="font-semibold break-all text-brand-700 underline">
                    {admissionsEmail}
                  </a>
                ),
              }}
            />
          </>
        ) : null}
      </p>
    </section>
  )
}
