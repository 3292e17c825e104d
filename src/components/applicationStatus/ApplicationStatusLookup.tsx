'use client'

/**
 * The status page's form: the applicant's reference and NIC or passport
 * number, then where the application stands, any message from admissions,
 * and the documents they asked for with a place to upload them, and the
 * application fee with a way to pay it online. The NIC is kept in this page's
 * memory, for the upload or payment that follows the lookup; during a trip to
 * PayHere the tab's sessionStorage holds it until this page comes back
 * (decision 055).
 */
import { useEffect, useRef, useState } from 'react'

import { TextField } from '@/components/forms/fields'
import { NeedsScript } from '@/components/forms/NeedsScript'
import type { PublicApplicationStatus } from '@/lib/applicationProgress'
import { PAYER_FIELDS, type Payer } from '@/lib/forms/payer'
import { checkLookup, REQUESTED_UPLOAD_FIELD, REQUESTED_UPLOAD_LABEL, STATUS_MESSAGES } from '@/lib/forms/statusLookup'
import { ACCEPT_ATTRIBUTE, FILE_MESSAGES, isAcceptedName, MAX_FILE_BYTES, MAX_FILES_PER_FIELD, MAX_TOTAL_BYTES } from '@/lib/forms/documents'
import { longDate } from '@/lib/dates'

import { type Arrival, arrival, followPayment } from './paymentReturn'
import { lookUpStatus, openCheckout, sendRequestedDocuments, startCheckout, takeTrip } from './statusRequests'

/** `info`: neither done nor wrong, such as a payment being confirmed. */
type Notice = { text: string; success: boolean; info?: boolean }

const BADGE: Record<PublicApplicationStatus['status'], string> = {
  new: 'bg-slate-100 text-slate-800',
  in_review: 'bg-brand-50 text-brand-800',
  waiting_documents: 'bg-amber-100 text-amber-900',
  accepted: 'bg-green-100 text-green-800',
  rejected: 'bg-red-50 text-red-800',
}

function NoticeText({ notice, name }: { notice: Notice | null; name: string }) {
  return (
    <div role="status" aria-live="polite" data-status-notice={name}>
      {notice ? (
        <p
          className={`rounded-lg border px-4 py-3 ${notice.success ? 'border-green-200 bg-green-50 text-green-800' : notice.info ? 'border-brand-100 bg-brand-50 text-brand-900' : 'border-red-200 bg-red-50 text-red-800'}`}
          data-success={notice.success}
        >
          {notice.text}
        </p>
      ) : null}
    </div>
  )
}

/** A quick check of the chosen files by name and size; the server checks what they contain. */
function chosenFilesError(files: File[]): string | null {
  if (files.length === 0) return STATUS_MESSAGES.noFiles
  if (files.length > MAX_FILES_PER_FIELD) return FILE_MESSAGES.tooMany(REQUESTED_UPLOAD_LABEL)
  const wrong = files.find((file) => !isAcceptedName(file.name))
  if (wrong) return FILE_MESSAGES.wrongType(wrong.name)
  const large = files.find((file) => file.size > MAX_FILE_BYTES)
  if (large) return FILE_MESSAGES.tooLarge(large.name)
  const empty = files.find((file) => file.size === 0)
  if (empty) return FILE_MESSAGES.empty(empty.name)
  if (files.reduce((sum, file) => sum + file.size, 0) > MAX_TOTAL_BYTES) return FILE_MESSAGES.totalTooLarge
  return null
}

function RequestedUpload({ reference, nic, onDone }: { reference: string; nic: string; onDone: (status: PublicApplicationStatus | null, message: string) => void }) {
  const [files, setFiles] = useState<File[]>([])
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const id = 'requested-documents'

  const send = async (event: React.FormEvent) => {
    event.preventDefault()
    const problem = chosenFilesError(files)
    setError(problem)
    if (problem) return
    setSending(true)
    const reply = await sendRequestedDocuments(reference, nic, REQUESTED_UPLOAD_FIELD, files)
    setSending(false)
    if (!reply.ok) {
      setError(reply.errors[REQUESTED_UPLOAD_FIELD] ?? reply.message)
      return
    }
    onDone(reply.data, reply.message)
  }

  return (
    <form method="post" noValidate onSubmit={(event) => void send(event)} aria-label="Upload the requested documents" aria-busy={sending || undefined} className="mt-5 space-y-3" data-requested-upload>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        Choose the files <span className="font-normal text-slate-600">(up to 5 JPG, PNG, PDF or DOCX files of 10 MB each)</span>
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        disabled={sending}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2.5 file:font-semibold file:text-white hover:file:bg-brand-800"
        onChange={(event) => {
          setFiles(Array.from(event.target.files ?? []))
          setError(null)
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700" data-field-error>
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={sending} className="rounded-full bg-brand-700 px-8 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {sending ? 'Uploading…' : 'Upload documents'}
      </button>
    </form>
  )
}

const NO_PAYER: Payer = { first_name: '', last_name: '', email: '', phone: '', address: '', city: '' }

/**
 * Sends the applicant to PayHere for a fee still to be paid online; they
 * come back to this page. PayHere's page asks for the payer's name and
 * contact details: the payer types them here, as the site gives out none
 * it stored to whoever knows a reference and a NIC (decision 054).
 */
function PayOnline({ reference, nic }: { reference: string; nic: string }) {
  const [opening, setOpening] = useState(false)
  const [error, setError] = useState('')
  const [payer, setPayer] = useState<Payer>(NO_PAYER)
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof Payer, string>>>({})
  const form = useRef<HTMLFormElement>(null)
  // Back from PayHere by the browser's Back button, the page may be shown as it was left: the button again, not still opening.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => event.persisted && setOpening(false)
    window.addEventListener('pageshow', shown)
    return () => window.removeEventListener('pageshow', shown)
  }, [])
  const pay = async (event: React.FormEvent) => {
    event.preventDefault()
    setOpening(true)
    setError('')
    const reply = await startCheckout(reference, nic, payer)
    if (reply.ok && reply.data) return openCheckout(reply.data, reference, nic)
    setOpening(false)
    setError(reply.message)
    setFieldErrors(reply.errors)
    const first = PAYER_FIELDS.find((field) => reply.errors[field.name])
    if (first) requestAnimationFrame(() => form.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus())
  }
  return (
    <form ref={form} noValidate onSubmit={(event) => void pay(event)} aria-label="Pay the fee online" className="mt-5 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:p-5" data-pay-online>
      <p className="text-slate-800">Pay the application fee by card or mobile wallet on PayHere. You come back to this page after paying.</p>
      <fieldset disabled={opening} className="mt-4 grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="text-sm font-semibold text-slate-700">Who is paying: PayHere asks for the payer&apos;s name and contact details</legend>
        {PAYER_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            required
            name={field.name}
            type={field.name === 'email' ? 'email' : field.name === 'phone' ? 'tel' : 'text'}
            autoComplete={field.autoComplete}
            maxLength={field.max}
            className={field.name === 'address' ? 'sm:col-span-2' : undefined}
            value={payer[field.name]}
            onChange={(event) => setPayer((current) => ({ ...current, [field.name]: event.target.value }))}
            error={fieldErrors[field.name]}
          />
        ))}
      </fieldset>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={opening} className="mt-4 w-full rounded-full bg-brand-700 px-8 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto">
        {opening ? 'Opening the payment page…' : 'Pay the fee online'}
      </button>
    </form>
  )
}

/** `confirming`: a payment is being followed, so the card does not offer to pay again meanwhile. */
function StatusCard({ status, nic, confirming, onUploaded }: { status: PublicApplicationStatus; nic: string; confirming: boolean; onUploaded: (status: PublicApplicationStatus | null, message: string) => void }) {
  return (
    <section aria-labelledby="status-heading" className="rounded-2xl bg-white p-5 shadow sm:p-8" data-application-status>
      <h2 id="status-heading" className="text-xl font-bold text-brand-900">
        Application {status.reference}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-slate-600">Status</dt>
          <dd className="mt-1">
            <span className={`inline-block rounded-full px-3 py-1 font-semibold ${BADGE[status.status]}`} data-status-label>
              {status.statusLabel}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Last changed</dt>
          <dd className="mt-1 text-slate-900">
            <time dateTime={status.changedAt}>{longDate(status.changedAt)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Application fee</dt>
          <dd className="mt-1 text-slate-900" data-fee-state={status.fee.state}>
            {status.fee.label}
            {status.fee.paidAt ? (
              <>
                {' on '}
                <time dateTime={status.fee.paidAt}>{longDate(status.fee.paidAt)}</time>
              </>
            ) : null}
          </dd>
        </div>
      </dl>
      {status.fee.mayPayOnline && nic && !confirming ? <PayOnline reference={status.reference} nic={nic} /> : null}
      {status.message ? (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-slate-600">Message from admissions</h3>
          <p className="mt-1 whitespace-pre-line text-slate-900" data-status-message>
            {status.message}
          </p>
        </div>
      ) : null}
      {status.request ? (
        <div className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:p-5" data-document-request>
          <h3 className="font-semibold text-amber-900">Documents we need from you</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-900">
            {status.request.documents.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          {status.request.note ? <p className="mt-3 whitespace-pre-line text-slate-800">{status.request.note}</p> : null}
          <RequestedUpload reference={status.reference} nic={nic} onDone={onUploaded} />
        </div>
      ) : null}
    </section>
  )
}

export function ApplicationStatusLookup() {
  const [reference, setReference] = useState('')
  const [nic, setNic] = useState('')
  const [errors, setErrors] = useState<{ reference?: string; nic?: string }>({})
  const [notice, setNotice] = useState<Notice | null>(null)
  const [status, setStatus] = useState<PublicApplicationStatus | null>(null)
  const [checkedNic, setCheckedNic] = useState('')
  const [busy, setBusy] = useState(false)
  const [following, setFollowing] = useState(false)
  const arrived = useRef<Arrival | null>(null)
  const stopFollowing = useRef<() => void>(undefined)

  // Back from PayHere (decision 055): the reference from the address, the NIC
  // from the tab's trip, then follow the fee until PayHere's notice is in.
  // The page is static, so only the browser knows these, once it has hydrated.
  useEffect(() => {
    // Read once: in development React runs the effect twice, and the second time the trip and `payment` are gone.
    if (!arrived.current) {
      const query = new URLSearchParams(window.location.search)
      arrived.current = arrival(window.location.search, query.get('payment') ? takeTrip() : null)
      if (arrived.current.kind !== 'none') {
        // A reload should not follow again, nor show the message again.
        query.delete('payment')
        query.delete('order_id')
        const rest = query.toString()
        window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`)
      }
    }
    const came = arrived.current
    if (came.reference) setReference(came.reference)
    if (came.kind === 'none') return
    setNotice({ text: came.text, success: false, info: true })
    if (!came.nic) return
    const nic = came.nic
    setNic(nic)
    setCheckedNic(nic)
    if (came.kind === 'cancelled') {
      let gone = false
      void lookUpStatus(came.reference, nic).then((reply) => !gone && reply.data && setStatus(reply.data))
      return () => {
        gone = true
      }
    }
    setFollowing(true)
    const stop = followPayment(
      () => lookUpStatus(came.reference, nic),
      (next, end) => {
        if (next) setStatus(next)
        if (!end) return
        setFollowing(false)
        setNotice({ text: end.text, success: end.success, info: end.info })
      },
    )
    stopFollowing.current = () => {
      stop()
      setFollowing(false)
    }
    return stop
  }, [])

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    // The applicant's own lookup takes over from following the payment.
    stopFollowing.current?.()
    setNotice(null)
    const checked = checkLookup({ reference, nic })
    if (!checked.ok) {
      setErrors(checked.errors)
      setNotice({ text: STATUS_MESSAGES.correctErrors, success: false })
      return
    }
    setErrors({})
    setBusy(true)
    const reply = await lookUpStatus(checked.data.reference, checked.data.nic)
    setBusy(false)
    if (!reply.ok || !reply.data) {
      setStatus(null)
      setErrors(reply.errors)
      setNotice({ text: reply.message, success: false })
      return
    }
    setStatus(reply.data)
    setCheckedNic(checked.data.nic)
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-8">
      <form
        method="post"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label="Find your application"
        aria-busy={busy || undefined}
        className="rounded-2xl bg-white p-5 shadow sm:p-8"
        data-status-form
      >
        <fieldset disabled={busy} className="grid min-w-0 gap-5 sm:grid-cols-2">
          <legend className="sr-only">Your application</legend>
          <NeedsScript />
          <TextField
            label="Reference number"
            required
            name="reference"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint="As in your confirmation, e.g. APP-2026-7K2QX9"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            error={errors.reference}
          />
          <TextField
            label="NIC or passport number"
            required
            name="nic"
            autoComplete="off"
            spellCheck={false}
            hint="The one you applied with"
            value={nic}
            onChange={(event) => setNic(event.target.value)}
            error={errors.nic}
          />
          <div className="sm:col-span-2">
            <NoticeText notice={notice} name="lookup" />
            <div className="mt-4 flex sm:justify-end">
              <button type="submit" className="w-full rounded-full bg-brand-700 px-8 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto">
                {busy ? 'Checking…' : 'Check status'}
              </button>
            </div>
          </div>
        </fieldset>
      </form>
      {status ? (
        <StatusCard
          key={`${status.reference}-${status.status}-${status.changedAt}`}
          status={status}
          nic={checkedNic}
          confirming={following}
          onUploaded={(next, message) => {
            if (next) setStatus(next)
            setNotice({ text: message, success: true })
          }}
        />
      ) : null}
    </div>
  )
}
