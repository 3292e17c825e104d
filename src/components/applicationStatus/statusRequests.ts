/**
 * The status page's two requests. Like the forms (src/components/forms/submit.ts)
 * they echo the XSRF cookie, asking /form-token for one first; unlike them
 * they read the reply's data, and are not retried: a lookup is safe to repeat
 * by hand, and a repeated upload would be refused once the first is stored.
 */
import type { PublicApplicationStatus } from '@/lib/applicationProgress'
import { STATUS_LOOKUP_PATH, STATUS_UPLOAD_PATH } from '@/lib/forms/statusLookup'
import { FORM_MESSAGES } from '@/lib/forms/messages'
import { xsrfToken } from '@/components/forms/submit'
import { XSRF_HEADER } from '@/lib/forms/xsrf'

export type StatusReply = { ok: boolean; message: string; errors: Record<string, string>; data: PublicApplicationStatus | null }


async function post(path: string, body: BodyInit, json: boolean): Promise<StatusReply> {
  try {
    const headers: Record<string, string> = { [XSRF_HEADER]: await xsrfToken(), Accept: 'application/json' }
    if (json) headers['Content-Type'] = 'application/json'
    const response = await fetch(`/v1${path}`, { method: 'POST', headers, body, credentials: 'same-origin', cache: 'no-store' })
    const reply = (await response.json().catch(() => ({}))) as Partial<StatusReply> & { success?: boolean }
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

export const lookUpStatus = (reference: string, nic: string) => post(STATUS_LOOKUP_PATH, JSON.stringify({ reference, nic }), true)

export function sendRequestedDocuments(reference: string, nic: string, field: string, files: File[]): Promise<StatusReply> {
  const form = new FormData()
  form.append('reference', reference)
  form.append('nic', nic)
  for (const file of files) form.append(field, file, file.name)
  return post(STATUS_UPLOAD_PATH, form, false)
}
