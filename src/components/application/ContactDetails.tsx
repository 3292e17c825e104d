'use client'

import { startTransition, useEffect, useState } from 'react'
import { useWatch } from 'react-hook-form'

import { describedBy, FieldFrame, inputClass, TextField } from '@/components/forms/fields'
import { whenIdle } from '@/lib/whenIdle'

import { DEFAULT_PHONE_COUNTRY } from './formValues'
import type { Country } from './phoneNumbers'
import { type ApplicationForm, errorAt, FormSection, gridClass } from './shared'

const sriLanka: Country = { code: DEFAULT_PHONE_COUNTRY, label: 'Sri Lanka (+94)' }

/**
 * The server renders Sri Lanka alone (the server and the browser may name
 * countries differently, and the page must hydrate with the options it was
 * served with). The whole list needs the numbering data, which comes with the
 * form's rules: where the form offers other countries, it is fetched once the
 * page is idle.
 */
function useCountries(wanted: boolean): Country[] {
  const [countries, setCountries] = useState<Country[]>([sriLanka])
  useEffect(() => {
    if (!wanted) return
    let cancelled = false
    const load = () =>
      void import('./phoneNumbers')
        .then((module) => {
          // A transition: React builds the long list in slices, between which the page stays responsive.
          if (!cancelled) startTransition(() => setCountries(module.countryList()))
        })
        .catch(() => {})
    const cancelIdle = whenIdle(load)
    return () => {
      cancelled = true
      cancelIdle()
    }
  }, [wanted])
  return countries
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
  countries: Country[]
}) {
  const id = `application-${name}`
  const error = errorAt(form, name)
  const country = useWatch({ control: form.control, name: countryName })
  const hint = international
    ? 'Choose the country, then type the number without its leading 0 (Sri Lanka: 712345678).'
    : 'A Sri Lankan number: +94 followed by 9 digits, without the leading 0 (e.g. 712345678).'
  return (
    <FieldFrame id={id} label={label} error={error} required={required} hint={hint}>
      <div className="flex gap-2">
        {international ? (
          <select
            aria-label={`${label}: country code`}
            value={country}
            onChange={(event) => {
              form.setValue(countryName, event.target.value, { shouldDirty: true })
              // A number already checked is checked again against its new country.
              if (form.getFieldState(name).isTouched || form.formState.isSubmitted) void form.trigger(name)
            }}
            className={`${inputClass} max-w-32 shrink-0 sm:max-w-44`}
          >
            {countries.some((entry) => entry.code === country) ? null : <option value={country}>{country}</option>}
            {countries.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.label}
              </option>
            ))}
          </select>
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
  return (
    <FormSection id="contact" title="Contact Details">
      <div className={gridClass}>
        <PhoneField form={form} name="mobile_no" countryName="mobile_country" label="Mobile Number" required international={international} countries={countries} />
        <PhoneField form={form} name="home_no" countryName="home_country" label="Home Number" required={variant === 'idForm'} international={international} countries={countries} />
        <TextField
          id="application-email_address"
          label="Email Address"
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
