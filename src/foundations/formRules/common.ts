/** Building blocks shared by the three form schemas. */
import { z } from 'zod'

import { FORM_MESSAGES as M, notAllowedCharactersMessage, notTextMessage, requiredMessage, tooLongMessage, yearRangeMessage } from './messages'
import { stripSpacesAndHyphens } from './normalize'
import { isEmail } from './rules'

/** A person needs at least this long to fill in a form; faster is a bot (§9). */
export const FORM_MIN_FILL_MS = 3000

// No code generation: zod would probe `new Function`, which the pages'
// Content-Security-Policy refuses (docs/decisions/012-security-headers.md).
z.config({ jitless: true })

const SHORT_TEXT = 200
export const LONG_TEXT = 500
export const MESSAGE_TEXT = 5000

/**
 * Control characters other than tab, line feed and carriage return (browsers
 * send CRLF in multipart text), and unpaired surrogates (half a character):
 * SQLite cuts stored text at a NUL, PostgreSQL refuses it, and they can forge
 * lines in logs and exports.
 */
const NOT_ALLOWED_CHARACTERS = /(?![\t\n\r])\p{Cc}|\p{Cs}/u

export const hasOnlyAllowedCharacters = (value: string) => !NOT_ALLOWED_CHARACTERS.test(value)

/**
 * Every text field of the forms starts here: text (missing counts as empty;
 * a number, list, object, true/false or null is refused) without characters
 * that are not allowed. Each message names the field.
 */
export function textInput(label: string) {
  return z
    .string({ error: notTextMessage(label) })
    .default('')
    .refine(hasOnlyAllowedCharacters, notAllowedCharactersMessage(label))
}

/** A trimmed text field; missing counts as empty. */
export function text(label: string, { required = false, max = SHORT_TEXT }: { required?: boolean; max?: number } = {}) {
  return textInput(label)
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .max(max, tooLongMessage(label, max))
        .refine((value) => !required || value.length > 0, requiredMessage(label)),
    )
}

/**
 * A text field checked by `check` (returns a message or null; it also decides
 * whether empty is allowed) after spaces and hyphens are removed: phone and
 * NIC numbers.
 */
export function strippedField(label: string, check: (value: string) => string | null, normalize: (value: string) => string = (v) => v) {
  return textInput(label)
    .transform((value) => stripSpacesAndHyphens(value))
    .superRefine((value, context) => {
      const message = check(value)
      if (message) context.addIssue({ code: 'custom', message })
    })
    .transform(normalize)
}

export function email(label: string, messages: { required: string; invalid: string }, required = true) {
  return textInput(label)
    .transform((value) => value.trim())
    .superRefine((value, context) => {
      if (!value) {
        if (required) context.addIssue({ code: 'custom', message: messages.required })
        return
      }
      if (value.length > SHORT_TEXT || !isEmail(value)) context.addIssue({ code: 'custom', message: messages.invalid })
    })
}

/** One of `options`, or empty when not required. */
export function choice<T extends string>(label: string, options: readonly T[], message: string, required = true) {
  return textInput(label).refine((value) => (value === '' ? !required : (options as readonly string[]).includes(value)), message)
}

/** A year from `from` to `to` (the current year unless given), or empty when not required. */
export function year(label: string, from: number, { required = false, to, message }: { required?: boolean; to?: () => number; message?: string } = {}) {
  return textInput(label).superRefine((value, context) => {
    if (value === '') {
      if (required) context.addIssue({ code: 'custom', message: requiredMessage(label) })
      return
    }
    const n = Number(value)
    const last = to?.() ?? new Date().getFullYear()
    if (!/^\d{4}$/.test(value) || n < from || n > last) {
      context.addIssue({ code: 'custom', message: message ?? yearRangeMessage(from) })
    }
  })
}

/** The largest id a record can have (PostgreSQL's integer). */
const MAX_RECORD_ID = 2_147_483_647

/** A record's id chosen in the form, sent as text or as a number; `message` for anything else. */
export function recordId(label: string, message: string) {
  return z
    .union([z.string(), z.number()], { error: message })
    .default('')
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .refine(hasOnlyAllowedCharacters, notAllowedCharactersMessage(label))
        .refine((value) => /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= MAX_RECORD_ID, message),
    )
}

/** True when a field's message says it was left empty. */
export const isRequiredMessage = (message: string | undefined) => Boolean(message?.endsWith(' is required.'))

/** Anti-abuse fields every form sends (§ Abuse): a honeypot and the time spent filling it. */
export const antiAbuseFields = {
  /** Hidden from people; a bot fills it. */
  website: z.string({ error: notTextMessage('website') }).optional(),
  /** Milliseconds between showing the form and sending it (the server refuses a form without it). */
  form_elapsed_ms: z.union([z.number(), z.string()], { error: M.timerInvalid }).optional(),
}

export type FieldErrors = Record<string, string>

export type Checked<T> = { ok: true; data: T } | { ok: false; message: string; errors: FieldErrors }

/** The first message per field, keyed by the dotted path (sl_al_details.0.grade). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.')
    if (!(key in errors)) errors[key] = issue.message
  }
  return errors
}

/** The checked data without the anti-abuse fields, which are never stored. */
export type WithoutAntiAbuse<T> = Omit<T, 'website' | 'form_elapsed_ms'>

export function withoutAntiAbuse<T extends { website?: unknown; form_elapsed_ms?: unknown }>(data: T): WithoutAntiAbuse<T> {
  const rest: Partial<T> = { ...data }
  delete rest.website
  delete rest.form_elapsed_ms
  return rest as WithoutAntiAbuse<T>
}
