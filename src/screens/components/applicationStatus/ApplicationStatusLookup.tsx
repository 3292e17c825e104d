'use client'

/**
 * The status page's form: the applicant's reference and NIC or passport
 * number, then where the application stands (StatusCard: any message from
 * admissions, the documents they asked for with a place to upload them, and
 * the application fee with a way to pay it online), and the return from
 * PayHere, followed until the payment is confirmed. The NIC is kept in this page's
 * memory, for the upload or payment that follows the lookup; during a trip to
 * PayHere the tab's sessionStorage holds it until this page comes back
 * (decision 055).
 */
import { useEffect, useRef, useState } from 'react'

import { TextField } from '@/screens/components/forms/fields'
import { NeedsScript } from '@/screens/components/forms/NeedsScript'
import type { PublicApplicationStatus } from '@/foundations/applicationProgress'
import { checkLookup, STATUS_MESSAGES } from '@/foundations/formRules/statusLookup'
import type { Language } from '@/foundations/languages'
import { inFormLanguage } from '@/screens/components/forms/formLanguage'

import { type Notice, NoticeText } from './NoticeText'
import { type Arrival, arrival, followPayment } from './paymentReturn'
import { StatusCard } from './StatusCard'
import type { StatusWords } from './statusWords'
import { lookUpStatus, takeTrip } from './statusRequests'

export function ApplicationStatusLookup({ language, words }: { language: Language; words: StatusWords }) {
  const [reference, setReference] = useState('')
  const [nic, setNic] = useState('')
  const [errors, setErrors] = useState<{ reference?: string; nic?: string }>({})
  const [notice, setShownNotice] = useState<Notice | null>(null)
  // Notices written here are English (paymentReturn.ts, the status rules): each is shown in the page's language.
  const setNotice = (next: Notice | null) => (next ? void inFormLanguage(language, next.text).then((text) => setShownNotice({ ...next, text })) : setShownNotice(null))
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
      void lookUpStatus(came.reference, nic, language).then((reply) => !gone && reply.data && setStatus(reply.data))
      return () => {
        gone = true
      }
    }
    setFollowing(true)
    const stop = followPayment(
      () => lookUpStatus(came.reference, nic, language),
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
    // Once, for the page's arrival: the language (read by setNotice and the lookups) is the page's and stays.
  }, []) // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    // The applicant's own lookup takes over from following the payment.
    stopFollowing.current?.()
    setNotice(null)
    const checked = checkLookup({ reference, nic })
    if (!checked.ok) {
      setErrors(Object.fromEntries(await Promise.all(Object.entries(checked.errors).map(async ([field, message]) => [field, await inFormLanguage(language, message)]))))
      setNotice({ text: STATUS_MESSAGES.correctErrors, success: false })
      return
    }
    setErrors({})
    setBusy(true)
    const reply = await lookUpStatus(checked.data.reference, checked.data.nic, language)
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
        aria-label={words.form}
        aria-busy={busy || undefined}
        className="rounded-2xl bg-white p-5 shadow sm:p-8"
        data-status-form
      >
        <fieldset disabled={busy} className="grid min-w-0 gap-5 sm:grid-cols-2">
          <legend className="sr-only">{words.legend}</legend>
          <NeedsScript text={words.needsScript} />
          <TextField
            label={words.reference}
            required
            name="reference"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint={words.referenceHint}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            error={errors.reference}
          />
          <TextField
            label={words.nic}
            required
            name="nic"
            autoComplete="off"
            spellCheck={false}
            hint={words.nicHint}
            value={nic}
            onChange={(event) => setNic(event.target.value)}
            error={errors.nic}
          />
          <div className="sm:col-span-2">
            <NoticeText notice={notice} name="lookup" />
            <div className="mt-4 flex sm:justify-end">
              <button type="submit" className="w-full rounded-full bg-brand-700 px-8 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto">
                {busy ? words.checking : words.check}
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
          language={language}
          words={words}
          onUploaded={(next, message) => {
            if (next) setStatus(next)
            setNotice({ text: message, success: true })
          }}
        />
      ) : null}
    </div>
  )
}
