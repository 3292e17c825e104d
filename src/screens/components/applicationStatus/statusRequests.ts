/**
 * The status page's requests. Like the forms (src/screens/components/forms/submit.ts)
 * they echo the XSRF cookie, asking /form-token for one first; unlike them
 * they read the reply's data, and are not retried: a lookup is safe to repeat
 * by hand, and a repeated upload would be refused once the first is stored.
 */
import type { PublicApplicationStatus } from '@/foundations/applicationProgress'
import { STATUS_CHECKOUT_PATH, STATUS_LOOKUP_PATH, STATUS_UPLOAD_PATH } from '@/foundations/formRules/statusLookup'
import { FORM_MESSAGES } from '@/foundations/formRules/messages'
import type { Payer } from '@/foundations/formRules/payer'
import { formAddress, xsrfToken } from '@/screens/components/forms/submit'
import type { Language } from '@/foundations/languages'
import { XSRF_HEADER } from '@/foundations/formRules/xsrf'

export type StatusReply<Data = PublicApplicationStatus> = { ok: boolean; message: string; errors: Record<string, string>; data: Data | null }

async function post<Data = PublicApplicationStatus>(path: string, body: BodyInit, json: boolean, language: Language): Promise<StatusReply<Data>> {
  try {
    const headers: Record<string, string> = { [XSRF_HEADER]: await xsrfToken(), Accept: 'application/json' }
    if (json) headers['Content-Type'] = 'application/json'
    const response = await fetch(formAddress(path, language), { method: 'POST', headers, body, credentials: 'same-origin', cache: 'no-store' })
    const reply = (await response.json().catch(() => ({}))) as Partial<StatusReply<Data>> & { success?: boolean }
    return {
      ok: response.ok && reply.success !== false,
      message: reply.message ?? (response.ok ? '' : FORM_MESSAGES.generic),
      errors: reply.errors ?? {},
      data: reply.data ?? null,
    }
  } catch {
    return { ok: false, message: FORM_MESSAGES.generic, errors: {}, data: null }
  }
}

/** The application's status; the reply's messages are in `language`. */
export const lookUpStatus = (reference: string, nic: string, language: Language) => post(STATUS_LOOKUP_PATH, JSON.stringify({ reference, nic }), true, language)

export function sendRequestedDocuments(reference: string, nic: string, field: string, files: File[], language: Language): Promise<StatusReply> {
  const form = new FormData()
  form.append('reference', reference)
  form.append('nic', nic)
  for (const file of files) form.append(field, file, file.name)
  return post(STATUS_UPLOAD_PATH, form, false, language)
}

/** PayHere's checkout form for the application's fee: where it posts and its fields (decision 054). */
export type Checkout = { action: string; fields: Record<string, string> }

/** The checkout for the fee, with the payer's details as they typed them: the site gives out none it stored. */
export const startCheckout = (reference: string, nic: string, payer: Payer, language: Language) =>
  post<Checkout>(STATUS_CHECKOUT_PATH, JSON.stringify({ reference, nic, ...payer }), true, language)

/**
 * Where the applicant's tab keeps the reference and NIC while it is away at
 * PayHere, so that the status page it comes back to can follow the payment
 * without asking again (decision 055). The tab's own storage, read once and
 * removed on the way back.
 */
const TRIP_KEY = 'payment-trip'

export function rememberTrip(reference: string, nic: string) {
  try {
    sessionStorage.setItem(TRIP_KEY, JSON.stringify({ reference, nic }))
  } catch {
    // Private windows may refuse storage: the page then asks for the NIC again.
  }
}

/** The trip's reference and NIC, once: they are removed as they are read. */
export function takeTrip(): { reference: string; nic: string } | null {
  try {
    const stored = sessionStorage.getItem(TRIP_KEY)
    sessionStorage.removeItem(TRIP_KEY)
    const trip = stored ? (JSON.parse(stored) as { reference?: unknown; nic?: unknown }) : null
    return trip && typeof trip.reference === 'string' && typeof trip.nic === 'string' ? { reference: trip.reference, nic: trip.nic } : null
  } catch {
    return null
  }
}

/** Sends the browser to PayHere's checkout with the form the site prepared (a top-level POST, as PayHere requires). */
export function openCheckout(checkout: Checkout, reference: string, nic: string) {
  rememberTrip(reference, nic)
  const form = document.createElement('form')
  form.method = 'post'
  form.action = checkout.action
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.append(input)
  }
  document.body.append(form)
  form.submit()
}
