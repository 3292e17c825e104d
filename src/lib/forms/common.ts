/** Building blocks shared by the three form schemas. */
import { z } from 'zod'

import { FORM_MESSAGES as M, requiredMessage, tooLongMessage } from './messages'
import { isEmail, stripSpacesAndHyphens } from './rules'

// No code generation: zod would probe `new Function`, which the pages'
// Content-Security-Policy refuses (docs/decisions/012-security-headers.md).
z.config({ jitless: true })

export const SHORT_TEXT = 200
export const LONG_TEXT = 500
export const MESSAGE_TEXT = 5000

/** A trimmed text field; missing counts as empty. */
export function text(label: string, { required = false, max = SHORT_TEXT }: { required?: boolean; max?: number } = {}) {
  const base = z
    .string({ error: requiredMessage(label) })
    .default('')
    .transform((value) => value.trim())
  return base.pipe(
    z
      .string()
      .max(max, tooLongMessage(label, max))
      .refine((value) => !required || value.length > 0, requiredMessage(label)),
  )
}

/** A text field checked by `check` (returns a message or null) after spaces and hyphens are removed. */
export function strippedField(check: (value: string) => string | null, normalize: (value: string) => string = (v) => v) {
  return z
    .string()
    .default('')
    .transform((value) => stripSpacesAndHyphens(value))
    .superRefine((value, context) => {
      const message = check(value)
      if (message) context.addIssue({ code: 'custom', message })
    })
    .transform(normalize)
}

export function email(messages: { required: string; invalid: string }, required = true) {
  return z
    .string()
    .default('')
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
export function choice<T extends string>(options: readonly T[], message: string, required = true) {
  return z
    .string()
    .default('')
    .refine((value) => (value === '' ? !required : (options as readonly string[]).includes(value)), message)
}

/** A year from `from` to the current year, or empty when not required. */
export function year(label: string, from: number, required = false) {
  return z
    .string()
    .default('')
    .superRefine((value, context) => {
      if (value === '') {
        if (required) context.addIssue({ code: 'custom', message: requiredMessage(label) })
        return
      }
      const n = Number(value)
      if (!/^\d{4}$/.test(value) || n < from || n > new Date().getFullYear()) {
        context.addIssue({ code: 'custom', message: `Please choose a year from ${from} to the current year.` })
      }
    })
}

/** True when a field's message says it was left empty. */
export const isRequiredMessage = (message: string | undefined) => Boolean(message?.endsWith(' is required.'))

/** Anti-abuse fields every form sends (§ Abuse): a honeypot and the time spent filling it. */
export const antiAbuseFields = {
  /** Hidden from people; a bot fills it. */
  website: z.string().optional(),
  /** Milliseconds between showing the form and sending it. */
  form_elapsed_ms: z.union([z.number(), z.string()]).optional(),
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

export const genericMessage = M.correctErrors

/** The checked data without the anti-abuse fields, which are never stored. */
export function withoutAntiAbuse<T extends { website?: unknown; form_elapsed_ms?: unknown }>(
  data: T,
): Omit<T, 'website' | 'form_elapsed_ms'> {
  const rest: Partial<T> = { ...data }
  delete rest.website
  delete rest.form_elapsed_ms
  return rest as Omit<T, 'website' | 'form_elapsed_ms'>
}
