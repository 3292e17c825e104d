/** Where an application stands: its status, admissions' message, the documents asked for and the fee. */

import type { PublicApplicationStatus } from '@/foundations/applicationProgress'
import { longDate } from '@/foundations/dates'
import type { Language } from '@/foundations/languages'
import { fill } from '@/foundations/texts/translation'
import { Filled } from '@/screens/components/ui/Filled'

import type { StatusWords } from './statusWords'

import { PayOnline } from './PayOnline'
import { RequestedUpload } from './RequestedUpload'

const BADGE: Record<PublicApplicationStatus['status'], string> = {
  new: 'bg-slate-100 text-slate-800',
  in_review: 'bg-brand-50 text-brand-800',
  waiting_documents: 'bg-amber-100 text-amber-900',
  accepted: 'bg-green-100 text-green-800',
  rejected: 'bg-red-50 text-red-800',
}

/** `confirming`: a payment is being followed, so the card does not offer to pay again meanwhile. */
export function StatusCard({
  status,
  nic,
  confirming,
  language,
  words,
  onUploaded,
}: {
  status: PublicApplicationStatus
  nic: string
  confirming: boolean
  language: Language
  words: StatusWords
  onUploaded: (status: PublicApplicationStatus | null, message: string) => void
}) {
  return (
    <section aria-labelledby="status-heading" className="rounded-2xl bg-white p-5 shadow sm:p-8" data-application-status>
      <h2 id="status-heading" className="text-xl font-bold text-brand-900">
        {fill(words.application, { reference: status.reference })}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-slate-600">{words.status}</dt>
          <dd className="mt-1">
            <span className={`inline-block rounded-full px-3 py-1 font-semibold ${BADGE[status.status]}`} data-status-label>
              {words.statuses[status.status]}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">{words.lastChanged}</dt>
          <dd className="mt-1 text-slate-900">
            <time dateTime={status.changedAt}>{longDate(status.changedAt, language)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">{words.applicationFee}</dt>
          <dd className="mt-1 text-slate-900" data-fee-state={status.fee.state}>
            {status.fee.paidAt ? (
              <Filled
                text={words.paidOn}
                values={{ fee: words.fees[status.fee.state], date: <time dateTime={status.fee.paidAt}>{longDate(status.fee.paidAt, language)}</time> }}
              />
            ) : (
              words.fees[status.fee.state]
            )}
          </dd>
        </div>
      </dl>
      {status.fee.mayPayOnline && nic && !confirming ? <PayOnline reference={status.reference} nic={nic} language={language} words={words} /> : null}
      {status.message ? (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-slate-600">{words.message}</h3>
          <p className="mt-1 whitespace-pre-line text-slate-900" data-status-message>
            {status.message}
          </p>
        </div>
      ) : null}
      {status.request ? (
        <div className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:p-5" data-document-request>
          <h3 className="font-semibold text-amber-900">{words.documentsNeeded}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-900">
            {status.request.documents.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          {status.request.note ? <p className="mt-3 whitespace-pre-line text-slate-800">{status.request.note}</p> : null}
          <RequestedUpload reference={status.reference} nic={nic} language={language} words={words} onDone={onUploaded} />
        </div>
      ) : null}
    </section>
  )
}
