/**
 * Who pays the fee on PayHere's checkout page, which asks for a name, an
 * e-mail address, a phone number and an address (decision 054). They come
 * from what the payer types: the application form passes on what was just
 * typed into it, and the status page asks for them. The server never hands
 * out what the application stored, so proving a reference and a NIC shows
 * no one's contact details. The server checks them (payerRules.ts), apart
 * from here so that the forms' pages do not load the phone rules for it.
 */
import { formTexts } from '../texts/forms/en'
import { fill } from '../texts/translation'

export type Payer = { first_name: string; last_name: string; email: string; phone: string; address: string; city: string }

export const PAYER_FIELDS = [
  { name: 'first_name', label: 'First name', autoComplete: 'given-name', max: 100 },
  { name: 'last_name', label: 'Last name', autoComplete: 'family-name', max: 100 },
  { name: 'email', label: 'E-mail address', autoComplete: 'email', max: 100 },
  { name: 'phone', label: 'Mobile number', autoComplete: 'tel', max: 20 },
  { name: 'address', label: 'Address', autoComplete: 'street-address', max: 300 },
  { name: 'city', label: 'Town or city', autoComplete: 'address-level2', max: 100 },
] as const satisfies readonly { name: keyof Payer; label: string; autoComplete: string; max: number }[]

export const PAYER_MESSAGES = {
  required: (label: string) => fill(formTexts.templates.payerRequired, { label }),
  tooLong: (label: string, max: number) => fill(formTexts.templates.tooLong, { label, max }),
  email: formTexts.status.payerEmail,
  phone: formTexts.status.payerPhone,
} as const

/** PayHere asks for a first and a last name: the last word of the full name, and the words before it. */
function names(fullName: string): { first: string; last: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  if (words.length < 2) return { first: words[0] ?? '', last: words[0] ?? '' }
  return { first: words.slice(0, -1).join(' '), last: words.at(-1) as string }
}

/** PayHere asks for a city: the mailing address's last part, as Sri Lankan addresses end with the town. */
function city(address: string): string {
  const parts = address.split(/[,\n]/).map((part) => part.trim()).filter(Boolean)
  return parts.at(-1) ?? ''
}

/** The payer as the application form's own fields give them, just typed by the person paying. */
export function payerFromApplication(values: { full_name: string; email_address: string; mobile_no: string; mailing_address: string }): Payer {
  const { first, last } = names(values.full_name)
  return {
    first_name: first,
    last_name: last,
    email: values.email_address.trim(),
    phone: values.mobile_no.trim(),
    address: values.mailing_address.trim(),
    city: city(values.mailing_address),
  }
}
