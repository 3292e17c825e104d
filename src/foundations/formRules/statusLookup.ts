/**
 * The status page's two requests: the lookup by reference and NIC, and the
 * upload of requested documents. The page and the server check the reference
 * and NIC with these same rules; the messages are the page's.
 */
import { formTexts } from '../texts/forms/en'

import { stripSpacesAndHyphens } from './normalize'

/** The public page an applicant follows the application on (not indexed: it shows nothing without a reference). */
export const APPLICATION_STATUS_PATH = '/application-status'

/** The /v1 paths of the status page; the specification's /v1 has no prefix of this name, so none can collide (decision 019). */
export const STATUS_LOOKUP_PATH = '/applicationStatus/lookup'
export const STATUS_UPLOAD_PATH = '/applicationStatus/documents'
/** The PayHere checkout form for a fee still to be paid (decision 054). */
export const STATUS_CHECKOUT_PATH = '/applicationStatus/checkout'

/** The multipart field the requested documents arrive in. */
export const REQUESTED_UPLOAD_FIELD = 'requested_documents'
export const REQUESTED_UPLOAD_LABEL = 'the requested documents'

/** The status page's messages (src/foundations/texts/forms: beside their Sinhala and Tamil). */
export const STATUS_MESSAGES = {
  ...formTexts.status,
  correctErrors: formTexts.messages.correctErrors,
}

const REFERENCE = /^APP-\d{4}-[A-Z0-9]{6}$/
const NIC = /^(?:\d{9}V|\d{12}|[A-Z0-9]{9})$/

/** Reference numbers are read out and typed again: case and spaces do not matter. */
export function normalizeReference(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}

/** NICs are stored without spaces or hyphens; an old NIC's V and a passport's letters in either case. */
export function normalizeNic(value: string): string {
  return stripSpacesAndHyphens(value).toUpperCase()
}

export type LookupInput = { reference: string; nic: string }

type Checked = { ok: true; data: LookupInput } | { ok: false; errors: Partial<Record<keyof LookupInput, string>> }

/** Checks the two fields as typed; the values returned are the normalized ones. */
export function checkLookup(body: Record<string, unknown>): Checked {
  const errors: Partial<Record<keyof LookupInput, string>> = {}
  const rawReference = typeof body.reference === 'string' ? body.reference : ''
  const rawNic = typeof body.nic === 'string' ? body.nic : ''
  const reference = normalizeReference(rawReference.slice(0, 100))
  const nic = normalizeNic(rawNic.slice(0, 100))
  if (!reference) errors.reference = STATUS_MESSAGES.referenceRequired
  else if (!REFERENCE.test(reference)) errors.reference = STATUS_MESSAGES.referenceInvalid
  if (!nic) errors.nic = STATUS_MESSAGES.nicRequired
  else if (!NIC.test(nic)) errors.nic = STATUS_MESSAGES.nicInvalid
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data: { reference, nic } }
}
