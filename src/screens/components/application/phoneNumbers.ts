/**
 * The application's phone numbers: typed without their country code, checked
 * and sent whole. These need libphonenumber's numbering data, so they are
 * loaded with the form's rules (applicationValidation.ts) and its country
 * list, never with the page.
 */
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min'

import { COUNTRY_NAMES } from './countryNames'
import { type ApplicationFormValues, DEFAULT_PHONE_COUNTRY } from './formValues'

function callingCode(country: string): string {
  try {
    return getCountryCallingCode(country as CountryCode)
  } catch {
    return getCountryCallingCode(DEFAULT_PHONE_COUNTRY)
  }
}

/**
 * The number as the schema reads it: what the visitor typed, after the chosen
 * country's code unless they typed a + themselves. Empty stays empty, so the
 * 'is required' message still applies.
 */
export function fullPhone(country: string, typed: string): string {
  const value = typed.trim()
  if (!value || value.startsWith('+')) return value
  return `+${callingCode(country)}${value}`
}

/** What the shared schema checks: the form's values with whole phone numbers. */
export function toSchemaInput(values: ApplicationFormValues): Record<string, unknown> {
  const { mobile_country, home_country, ...rest } = values
  return {
    ...rest,
    mobile_no: fullPhone(mobile_country, values.mobile_no),
    home_no: fullPhone(home_country, values.home_no),
  }
}

/** A country as its select offers it: the ISO code as the value. */
export type Country = { value: string; label: string }

/** Every country with its calling code, named in English and sorted by name. */
export function countryList(): Country[] {
  // COUNTRY_NAMES is in name order already: sorting here would wake the browser's collator (about 20 ms).
  const known = new Set<string>(getCountries())
  return Object.entries(COUNTRY_NAMES)
    .filter(([code]) => known.has(code))
    .map(([code, name]) => ({ value: code, label: `${name} (+${getCountryCallingCode(code as CountryCode)})` }))
}
