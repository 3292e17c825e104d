'use client'

import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min'
import { useSyncExternalStore } from 'react'

import { describedBy, FieldFrame, inputClass, TextField } from '@/components/forms/fields'

import { DEFAULT_PHONE_COUNTRY } from './formValues'
import { type ApplicationForm, errorAt, FormSection, gridClass } from './shared'

type Country = { code: string; label: string }

const sriLanka: Country = { code: DEFAULT_PHONE_COUNTRY, label: `Sri Lanka (+${getCountryCallingCode(DEFAULT_PHONE_COUNTRY)})` }

let allCountries: Country[] | undefined

/** Every country with its calling code, named in English; built once, when first asked for. */
function countryList(): Country[] {
  if (!allCountries) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' })
    allCountries = getCountries()
      .map((code) => ({ code, label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})` }))
      .sort((a, b) => a.label.localeCompare(b.label))
  }
  return allCountries
}

const serverCountries = [sriLanka]
const noSubscription = () => () => {}

/**
 * The server renders Sri Lanka alone and the browser fills in the rest after
 * hydration: the two may name countries differently, and the page must
 * hydrate with the options it was served with.
 */
function useCountries(): Country[] {
  return useSyncExternalStore(noSubscription, countryList, () => serverCountries)
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
  const country = form.watch(countryName)
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
            className={`${inputClass} w-32 shrink-0 sm:w-44`}
          >
            {countries.some((entry) => entry.code === country) ? null : <option value={country}>+{getCountryCallingCode(country as never)}</option>}
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
          autoComplete="tel-national"
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
  const countries = useCountries()
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
