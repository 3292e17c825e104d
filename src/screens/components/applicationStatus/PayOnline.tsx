import { useEffect, useRef, useState } from 'react'

import { TextField } from '@/screens/components/forms/fields'
import { PAYER_FIELDS, type Payer } from '@/foundations/formRules/payer'

import { openCheckout, startCheckout } from './statusRequests'
import type { Language } from '@/foundations/languages'

import type { StatusWords } from './statusWords'

const NO_PAYER: Payer = { first_name: '', last_name: '', email: '', phone: '', address: '', city: '' }

/**
 * Sends the applicant to PayHere for a fee still to be paid online; they
 * come back to this page. PayHere's page asks for the payer's name and
 * contact details: the payer types them here, as the site gives out none
 * it stored to whoever knows a reference and a NIC (decision 054).
 */
export function PayOnline({ reference, nic, language, words }: { reference: string; nic: string; language: Language; words: StatusWords }) {
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
    const reply = await startCheckout(reference, nic, payer, language)
    if (reply.ok && reply.data) return openCheckout(reply.data, reference, nic)
    setOpening(false)
    setError(reply.message)
    setFieldErrors(reply.errors)
    const first = PAYER_FIELDS.find((field) => reply.errors[field.name])
    if (first) requestAnimationFrame(() => form.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus())
  }
  return (
    <form ref={form} noValidate onSubmit={(event) => void pay(event)} aria-label={words.payForm} className="mt-5 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:p-5" data-pay-online>
      <p className="text-slate-800">{words.payIntro}</p>
      <fieldset disabled={opening} className="mt-4 grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="text-sm font-semibold text-slate-700">{words.payer}</legend>
        {PAYER_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={words.payerFields[field.name]}
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
        {opening ? words.opening : words.pay}
      </button>
    </form>
  )
}
