/**
 * The field rules of §5 as plain functions: each returns the message of the
 * first rule a value breaks, or null. The zod schemas of the three forms call
 * these, so the browser and the server check exactly the same way.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { z } from 'zod'

import { FORM_MESSAGES as M } from './messages'
import { stripSpacesAndHyphens } from './normalize'

const OLD_NIC = /^\d{9}[vV]$/
const NEW_NIC = /^\d{12}$/
const PASSPORT = /^[A-Za-z0-9]{9}$/

type NicVariant = 'picker' | 'idForm' | 'alumni'

/**
 * NIC or passport number: the old NIC (9 digits and V/v), the new NIC
 * (12 digits) or a passport (9 letters or digits). The messages differ between
 * the two application forms, as §5 gives them; the alumni form has one.
 */
export function nicError(raw: string, variant: NicVariant): string | null {
  const value = stripSpacesAndHyphens(raw)
  if (!value) return M.nicRequired
  if (OLD_NIC.test(value) || NEW_NIC.test(value) || PASSPORT.test(value)) return null
  if (variant === 'alumni') return M.nicInvalid
  // Digits ending in V/v: an old NIC of the wrong length.
  if (/^\d+[vV]$/.test(value)) return variant === 'picker' ? M.nicOldLength : M.nicOldLengthIdForm
  // Digits only: a new NIC of the wrong length.
  if (/^\d+$/.test(value)) return variant === 'picker' ? M.nicNewLength : M.nicNewLengthIdForm
  return variant === 'picker' ? M.nicInvalid : M.nicInvalidIdForm
}

type PhoneKind = 'mobile' | 'home'

const slMessages = {
  mobile: { invalid: M.slMobileInvalid, length: M.slMobileLength, intl: M.intlMobileInvalid },
  home: { invalid: M.slHomeInvalid, length: M.slHomeLength, intl: M.intlHomeInvalid },
}

/**
 * A Sri Lankan number, either as +94 and nine digits (12 characters) or as the
 * nine national digits without the leading 0. `international` also accepts any
 * valid number that starts with another country code (the picker form).
 */
export function phoneError(
  raw: string,
  kind: PhoneKind,
  options: { international?: boolean; messages?: { invalid: string; length: string } } = {},
): string | null {
  const value = stripSpacesAndHyphens(raw)
  const messages = { ...slMessages[kind], ...options.messages }
  if (value.startsWith('+94')) {
    if (value.length !== 12) return messages.length
    return isSriLankan(value) ? null : messages.invalid
  }
  if (value.startsWith('+')) {
    if (!options.international) return messages.invalid
    // Only digits after the +: the parser would skip trailing text (an
    // extension, letters), and normalizePhone would then silently drop it.
    const number = /^\+\d+$/.test(value) ? parsePhoneNumberFromString(value) : undefined
    return number?.isValid() ? null : messages.intl
  }
  if (!/^\d+$/.test(value) || value.startsWith('0')) return messages.invalid
  return isSriLankan(`+94${value}`) ? null : messages.invalid
}

function isSriLankan(value: string): boolean {
  const number = parsePhoneNumberFromString(value)
  return Boolean(number && number.country === 'LK' && number.isValid())
}

/** A valid number in international form (+94712345678): how phone numbers are stored. */
export function normalizePhone(raw: string): string {
  const value = stripSpacesAndHyphens(raw)
  if (!value) return ''
  // Read as anyPhoneValid reads it, so whatever that accepts is stored as +…
  const number = parsePhoneNumberFromString(value, 'LK')
  return number?.isValid() ? number.number : value
}

/** Any valid phone number, Sri Lankan by default (the inquiry's contact number). */
export function anyPhoneValid(raw: string): boolean {
  const value = stripSpacesAndHyphens(raw)
  // Digits only, as in phoneError; without a + the number is read as Sri
  // Lankan, with or without its leading 0 (the other forms ask for 712345678).
  if (!/^\+?\d+$/.test(value)) return false
  return Boolean(parsePhoneNumberFromString(value, 'LK')?.isValid())
}

const emailSchema = z.email()

/**
 * {name}@{domain} with no spaces. A domain label may not end in a hyphen:
 * zod allows it, but the database's e-mail field refuses it (nimal@example-.lk
 * would fail only when stored).
 */
export function isEmail(value: string): boolean {
  const domain = value.slice(value.lastIndexOf('@') + 1)
  return !/\s/.test(value) && emailSchema.safeParse(value).success && domain.split('.').every((label) => !label.endsWith('-'))
}
