import { APPLICATION_FEE_RS } from '@/lib/constants'

import { APPLICATION_FEE_DEPOSIT as BANK } from './payment'

/** The application fee and where to pay it (§2.18). */
export function FeeNotice({ admissionsEmail, onlinePaymentUrl }: { admissionsEmail: string; onlinePaymentUrl?: string }) {
  return (
    <section aria-labelledby="application-fee-heading" className="rounded-2xl border border-accent-400 bg-accent-300/20 p-4 sm:p-6">
      <h2 id="application-fee-heading" className="text-lg font-bold text-brand-800 sm:text-xl">
        Application Fee
      </h2>
      <p className="mt-2 text-slate-800">
        The application fee is <strong>Rs {APPLICATION_FEE_RS}</strong> and is <strong>non-refundable</strong>. Pay it{' '}
        {onlinePaymentUrl ? (
          <a href={onlinePaymentUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
            online
          </a>
        ) : (
          'online'
        )}
        , or deposit it at the bank below and write your NIC number on the deposit slip.
      </p>
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1.5 text-sm sm:gap-x-6">
        <dt className="font-semibold text-slate-700">Bank</dt>
        <dd className="text-slate-900">{BANK.bank}</dd>
        <dt className="font-semibold text-slate-700">Account name</dt>
        <dd className="text-slate-900">{BANK.accountName}</dd>
        <dt className="font-semibold text-slate-700">Account type</dt>
        <dd className="text-slate-900">{BANK.accountType}</dd>
        <dt className="font-semibold text-slate-700">Account number</dt>
        <dd className="font-mono text-slate-900">{BANK.accountNumber}</dd>
        <dt className="font-semibold text-slate-700">Branch</dt>
        <dd className="text-slate-900">{BANK.branch}</dd>
      </dl>
      <p className="mt-4 text-slate-800">
        Upload the payment receipt with your documents below. Please also e-mail your application with the documents to{' '}
        <a href={`mailto:${admissionsEmail}`} className="font-semibold break-all text-brand-700 underline">
          {admissionsEmail}
        </a>
        .
      </p>
    </section>
  )
}
