/**
 * Sends one of the three forms to its /v1 POST and reads the reply.
 *
 * - The XSRF cookie is echoed in a header (§7), so a page on another site
 *   cannot submit on a visitor's behalf. Pages carry no cookie (they are
 *   cached); the first send asks /form-token for one.
 * - Each submission carries an idempotency key: when the connection drops and
 *   the request is sent again with the same key, the server stores it once and
 *   answers with its first reply. A dropped connection is retried here twice.
 */
import { FORM_MESSAGES } from '@/foundations/formRules/messages'
import { DEFAULT_LANGUAGE, type Language } from '@/foundations/languages'
import { IDEMPOTENCY_HEADER, XSRF_HEADER, xsrfTokenIn } from '@/foundations/formRules/xsrf'

export type SubmitResult = {
  ok: boolean
  status: number
  message: string
  errors: Record<string, string>
  reference?: string
}


/**
 * A random version-4 UUID. `crypto.randomUUID` exists only in secure contexts
 * (HTTPS or localhost); a site reached over plain HTTP on a campus network
 * still has `getRandomValues`, so the key is built from that there.
 */
export type RandomSource = { getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>; randomUUID?: () => string }

export function newIdempotencyKey(source: RandomSource = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID()
  const bytes = source.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

const NETWORK_RETRIES = 2

/** A form's /v1 address; outside English it names the language the reply, the stored record and the mails are in. */
export function formAddress(path: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? `/v1${path}` : `/v1${path}?locale=${language}`
}

/** The visitor's XSRF token, asking the site for one the first time. */
export async function xsrfToken(): Promise<string> {
  const existing = xsrfTokenIn(document.cookie)
  if (existing) return existing
  try {
    await fetch('/form-token', { method: 'POST', credentials: 'same-origin', cache: 'no-store' })
  } catch {
    // Offline: the send below fails the same way and says so.
  }
  return xsrfTokenIn(document.cookie)
}

/** The headers every send carries: the XSRF token and the submission's idempotency key. */
export async function sendHeaders(idempotencyKey: string): Promise<Record<string, string>> {
  return {
    [XSRF_HEADER]: await xsrfToken(),
    [IDEMPOTENCY_HEADER]: idempotencyKey,
    Accept: 'application/json',
  }
}

/**
 * POSTs `body` (a FormData for the application, an object sent as JSON
 * otherwise). `failureMessage` is the form's own fallback text of §8; the
 * server answers in `language` and stores it with the submission.
 */
export async function submitForm(
  path: string,
  body: FormData | Record<string, unknown>,
  idempotencyKey: string,
  failureMessage: string = FORM_MESSAGES.generic,
  language: Language = DEFAULT_LANGUAGE,
): Promise<SubmitResult> {
  const headers = await sendHeaders(idempotencyKey)
  const isForm = body instanceof FormData
  if (!isForm) headers['Content-Type'] = 'application/json'

  let response: Response | undefined
  let lastError: unknown
  for (let attempt = 0; attempt <= NETWORK_RETRIES && !response; attempt += 1) {
    try {
      response = await fetch(formAddress(path, language), {
        method: 'POST',
        headers,
        body: isForm ? body : JSON.stringify(body),
        credentials: 'same-origin',
      })
    } catch (error) {
      lastError = error
    }
  }
  if (!response) {
    const message = lastError instanceof Error && lastError.message ? lastError.message : failureMessage
    return { ok: false, status: 0, message, errors: {} }
  }

  return readReply(response.status, await response.text().catch(() => ''), failureMessage)
}

/** The form's result from the reply's status and body, whatever a proxy put in between. */
export function readReply(status: number, text: string, failureMessage: string): SubmitResult {
  let reply: { success?: boolean; message?: string; errors?: Record<string, string>; reference?: string } = {}
  try {
    const parsed: unknown = JSON.parse(text)
    if (parsed && typeof parsed === 'object') reply = parsed as typeof reply
  } catch {
    // A reply that is not JSON (a proxy's error page) falls back to the form's text.
  }
  const ok = status >= 200 && status < 300 && reply.success !== false
  return {
    ok,
    status,
    message: (typeof reply.message === 'string' && reply.message) || (ok ? '' : status === 400 ? FORM_MESSAGES.missingFields : failureMessage),
    errors: reply.errors && typeof reply.errors === 'object' ? reply.errors : {},
    reference: typeof reply.reference === 'string' ? reply.reference : undefined,
  }
}
