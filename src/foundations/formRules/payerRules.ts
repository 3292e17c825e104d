/** The server's check of the payer's details for PayHere's checkout (payer.ts). */
import { PAYER_FIELDS, PAYER_MESSAGES, type Payer } from './payer'
import { anyPhoneValid, isEmail, normalizePhone } from './rules'

/** Control characters and the marks that reorder text have no place in a name or an address. */
const UNSEEN = /[\u0000-\u0008\u000b-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

type CheckedPayer = { ok: true; payer: Payer } | { ok: false; errors: Partial<Record<keyof Payer, string>> }

export function checkPayer(body: Record<string, unknown>): CheckedPayer {
  const errors: Partial<Record<keyof Payer, string>> = {}
  const payer = {} as Payer
  for (const { name, label, max } of PAYER_FIELDS) {
    const raw = typeof body[name] === 'string' ? (body[name] as string) : ''
    const value = raw.replace(UNSEEN, '').replace(/[ \t]+/g, ' ').trim()
    payer[name] = value
    if (!value) errors[name] = PAYER_MESSAGES.required(label)
    else if (value.length > max) errors[name] = PAYER_MESSAGES.tooLong(label, max)
  }
  if (!errors.email && !isEmail(payer.email)) errors.email = PAYER_MESSAGES.email
  if (!errors.phone) {
    if (anyPhoneValid(payer.phone)) payer.phone = normalizePhone(payer.phone)
    else errors.phone = PAYER_MESSAGES.phone
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, payer }
}
