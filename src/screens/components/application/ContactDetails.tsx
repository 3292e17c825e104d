'use client'

import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import { useWatch } from 'react-hook-form'

import { describedBy, FieldFrame, inputClass, TextField } from '@/screens/components/forms/fields'
import { inTurn } from '@/screens/components/pageSpeed/choicesLater'
import { optionsHtml } from '@/screens/components/pageSpeed/optionsHtml'
import { whenIdle } from '@/foundations/whenIdle'

import { DEFAULT_PHONE_COUNTRY } from './formValues'
import type { Country } from './phoneNumbers'
import { type ApplicationForm, errorAt, FormSection, gridClass } from './section'
import { useApplicationWords } from './applicationWords'
import { fill } from '@/foundations/texts/translation'

const sriLanka: Country = { value: DEFAULT_PHONE_COUNTRY, label: 'Sri Lanka (+94)' }

/** The countries a phone field offers: their codes, and their options as markup (see optionsHtml). */
type CountryChoices = { codes: ReadonlySet<string>; html: string }

const choicesOf = (countries: Country[]): CountryChoices => ({ codes: new Set(countries.map((country) => country.value)), html: optionsHtml(countries) })

const SRI_LANKA_ALONE = choicesOf([sriLanka])

/**
 * The server renders Sri Lanka alone (the page must hydrate with the options
 * it was served with). The whole list needs the numbering data, which comes
 * with the form's rules: where the form offers other countries, it is fetched
 * once the page is idle. Its 245 options are one string of markup, shared by
 * both phone fields: placing them as React elements, and comparing each at
 * every render of the field, cost about 20 ms in one task.
 *
 * Each field's list is given in a turn of its own, as the long year lists
 * are (see inTurn): Chromium styles each option with its own parts, and the
 * two lists styled together took about 20 ms in one task, each alone about
 * half.
 */
function useCountries(wanted: boolean): { mobile: CountryChoices; home: CountryChoices } {
  const [mobile, setMobile] = useState(SRI_LANKA_ALONE)
  const [home, setHome] = useState(SRI_LANKA_ALONE)
  useEffect(() => {
    if (!wanted) return
    let cancelled = false
    const turns: Array<() => void> = []
    const load = () =>
      void import('./phoneNumbers')
        .then((module) => {
          if (cancelled) return
          const countries = choicesOf(module.countryList())
          // Committed within the turn, so the next turn's frame styles this list alone;
          // a turn comes when the page is idle, so no typing waits on it.
          turns.push(inTurn(() => flushSync(() => setMobile(countries))))
          turns.push(inTurn(() => flushSync(() => setHome(countries))))
        })
        .catch(() => {})
    const cancelIdle = whenIdle(load)
    return () => {
      cancelled = true
      cancelIdle()
      for (const leaveTurn of turns) leaveTurn()
    }
  }, [wanted])
  return { mobile, home }
}

function PhoneField({
  form,
  name,
  countryName,
  label,
  required,
  international,
  countries,
}: {
  form: ApplicationForm
  name: 'mobile_no' | 'home_no'
  countryName: 'mobile_country' | 'home_country'
  label: string
  required: boolean
  international: boolean
  countries: CountryChoices
}) {
  const id = `application-${name}`
  const error = errorAt(form, name)
  const country = useWatch({ control: form.control, name: countryName })
  const words = useApplicationWords()
  const hint = international ? words.phoneHintInternational : words.phoneHintLocal
  return (
    <FieldFrame id={id} label={label} error={error} required={required} hint={hint}>
      <div className="flex gap-2">
        {international ? (
          <select
            aria-label={fill(words.countryCode, { label })}
            value={country}
            onChange={(event) => {
              form.setValue(countryName, event.target.value, { shouldDirty: true })
              // A number already checked is checked again against its new country.
              if (form.getFieldState(name).isTouched || form.formState.isSubmitted) void form.trigger(name)
            }}
            className={`${inputClass} max-w-32 shrink-0 sm:max-w-44`}
            // A country the list lacks (a draft's, before the list arrives) is kept as an option of its own.
            dangerouslySetInnerHTML={{ __html: countries.codes.has(country) ? countries.html : optionsHtml([country]) + countries.html }}
          />
        ) : (
          <span className="inline-flex shrink-0 items-center rounded-lg border border-slate-300 bg-slate-100 px-3 font-semibold text-slate-700" aria-hidden="true">
            +94
          </span>
        )}
        <input
          id={id}
          type="tel"
          inputMode="tel"
          // The whole number, + and country code included (the one phone token HTML allows on type="tel");
          // fullPhone takes a number that starts with + as it is.
          autoComplete={name === 'mobile_no' ? 'mobile tel' : 'home tel'}
          placeholder="712345678"
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={`${inputClass} min-w-0 flex-1`}
          {...form.register(name)}
        />
      </div>
    </FieldFrame>
  )
}

/** Mobile and home numbers and the e-mail address. */
export function ContactDetails({ form, variant }: { form: ApplicationForm; variant: 'idForm' | 'picker' }) {
  const international = variant === 'picker'
  const countries = useCountries(international)
  const words = useApplicationWords()
  return (
    <FormSection id="contact" title={words.contactDetails}>
      <div className={gridClass}>
        <PhoneField form={form} name="mobile_no" countryName="mobile_country" label={words.mobileNumber} required international={international} countries={countries.mobile} />
        <PhoneField form={form} name="home_no" countryName="home_country" label={words.homeNumber} required={variant === 'idForm'} international={international} countries={countries.home} />
        <TextField
          id="application-email_address"
          label={words.emailAddress}
          type="email"
          required
          autoComplete="email"
          className="sm:col-span-2"
          error={errorAt(form, 'email_address')}
          {...form.register('email_address')}
        />
      </div>
    </FormSection>
  )
}
