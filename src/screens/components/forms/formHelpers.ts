/** Small pieces the JSON forms share: reading lists from /v1 and flattening react-hook-form's errors. */
import type { FieldValues, Path, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form'

import { FORM_MESSAGES } from '@/foundations/formRules/messages'

/** GET a /v1 list and return its data (§7: lists default to an empty list). */
export async function fetchList<T>(path: string, signal?: AbortSignal): Promise<T[]> {
  const response = await fetch(`/v1${path}`, { headers: { Accept: 'application/json' }, signal })
  let reply: { success?: boolean; data?: unknown; message?: string } = {}
  try {
    reply = await response.json()
  } catch {
    // not JSON: reported below
  }
  if (!response.ok || reply.success === false) throw new Error(reply.message || FORM_MESSAGES.generic)
  return Array.isArray(reply.data) ? (reply.data as T[]) : []
}

/** { dotted.path: message } from the errors react-hook-form reports, lists and nested fields included. */
export function flattenErrors(errors: unknown, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {}
  if (!errors || typeof errors !== 'object') return flat
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    if (key === 'ref' || key === 'root') continue
    const path = prefix ? `${prefix}.${key}` : key
    if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string') {
      flat[path] = (value as { message: string }).message
    } else {
      Object.assign(flat, flattenErrors(value, path))
    }
  }
  return flat
}

/** Shows the server's field messages (a 400 reply) under the fields the form has. */
export function showServerErrors<T extends FieldValues>(errors: Record<string, string>, fields: readonly string[], setError: UseFormSetError<T>) {
  for (const [field, message] of Object.entries(errors)) {
    if (fields.includes(field)) setError(field as Path<T>, { type: 'server', message })
  }
}


/**
 * A field checked as the visitor leaves it, except when they leave it for one
 * of the form's buttons: the message would appear above the button and move
 * it between press and release, so the press would be lost. The button's
 * own action (submit or reset) deals with the field instead.
 */
export function checkOnLeave<N extends string>(field: UseFormRegisterReturn<N>): UseFormRegisterReturn<N> {
  return {
    ...field,
    onBlur: async (event) => {
      const { relatedTarget, target } = event as unknown as FocusEvent & { target: HTMLInputElement }
      if (relatedTarget instanceof HTMLButtonElement && target.form && relatedTarget.form === target.form) return
      return field.onBlur(event)
    },
  }
}
