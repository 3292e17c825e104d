/**
 * Keeps a degree application's history and tells the applicant: every save
 * by staff is checked against the status rules (src/foundations/applicationProgress.ts),
 * and what the applicant would notice (status, document request, message) is
 * written to the history with who and when, then mailed after the save. The
 * applicant's own uploads on request arrive with `context.applicantUpload`
 * and PayHere's payment notices with `context.paymentNotice`, and are
 * recorded the same way.
 */
import { DEFAULT_LANGUAGE, isLanguage } from '@/foundations/languages'
import { type CollectionAfterChangeHook, type CollectionBeforeChangeHook, ValidationError } from 'payload'

import {
  type ApplicationStatus,
  type HistoryEntry,
  isApplicationStatus,
  requestedNames,
  type StaffState,
  staffChangeEntries,
  staffChangeRefusal,
} from '@/foundations/applicationProgress'
import { staffFeeChange } from '@/foundations/feePayment'
import { deliverSoon } from '@/services/mail/delivery'
import { queueStatusNotice } from '@/services/mail/notify'

type Doc = Record<string, unknown>

/** Set by the status page's upload: the file names it adds. */
export type ApplicantUploadContext = { applicantUpload?: { fileNames: string[] } }

/** Set by a PayHere notice (src/sides/submissions/paymentNotice.ts): its history entry, written in the same save as the payment. */
export type PaymentNoticeContext = { paymentNotice?: { entry: HistoryEntry } }

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

function stateOf(doc: Doc): StaffState {
  return {
    status: isApplicationStatus(doc.status) ? doc.status : 'new',
    message: text(doc.applicant_message),
    requested: requestedNames(doc.requested_documents),
    requestNote: text(doc.request_note),
  }
}

/** Who made a change, as the history shows it; only staff sign in. */
function whoChanged(user: unknown): string {
  const staff = user as { name?: string; email?: string } | null | undefined
  if (!staff) return 'System'
  return staff.name && staff.email ? `${staff.name} (${staff.email})` : (staff.name ?? staff.email ?? 'Staff')
}

const NOTIFY = 'applicationStatusNotify'

export const recordStatusChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, context }) => {
  // Putting a record back after a failed upload (src/sides/submissions/appendDocuments.ts) is no change of its own.
  if (context.restoring) return data
  const at = new Date().toISOString()
  const previousHistory = Array.isArray((originalDoc as Doc | undefined)?.history) ? ((originalDoc as Doc).history as Doc[]) : []
  const append = (entries: HistoryEntry[], by: string) => {
    data.history = [...previousHistory, ...entries.map((entry) => ({ ...entry, at, by }))]
    data.status_changed_at = at
  }

  if (operation === 'create') {
    const status = isApplicationStatus(data.status) ? data.status : 'new'
    append([{ event: 'status', from_status: null, to_status: status, detail: 'Application received through the website.' }], 'Applicant')
    return data
  }

  const payment = (context as PaymentNoticeContext).paymentNotice
  if (payment) {
    // The fee is not what the status page's date follows: only the history grows.
    data.history = [...previousHistory, { ...payment.entry, at, by: 'PayHere' }]
    return data
  }

  const before = stateOf(originalDoc as Doc)
  const upload = (context as ApplicantUploadContext).applicantUpload
  if (upload) {
    const to: ApplicationStatus = 'in_review'
    append([{ event: 'upload', from_status: before.status, to_status: to, detail: upload.fileNames.join('; ') }], 'Applicant')
    data.status = to
    return data
  }

  // Keep the values the request did not send (a partial update through the API).
  const after = stateOf({ ...(originalDoc as Doc), ...data })
  const refusal = staffChangeRefusal(before.status, after)
  if (refusal) throw new ValidationError({ collection: 'degree-applications', errors: [{ message: refusal, path: 'status' }], req })
  const { entries, notifyApplicant } = staffChangeEntries(before, after)
  // A bank deposit's slip matched by staff (decision 055); an online fee is PayHere's alone.
  const original = originalDoc as Doc
  const fee = staffFeeChange({ method: original.fee_method, status: original.fee_status }, { method: data.fee_method, status: data.fee_status })
  if (fee.kind === 'refused') throw new ValidationError({ collection: 'degree-applications', errors: [{ message: fee.message, path: 'fee_status' }], req })
  if (fee.kind === 'changed') {
    data.fee_method = fee.method
    data.fee_status = fee.to
    data.fee_paid_at = fee.to === 'paid' ? at : null
    entries.push({ event: 'payment', detail: fee.detail })
  }
  if (entries.length > 0) append(entries, whoChanged(req.user))
  if (notifyApplicant) context[NOTIFY] = true
  return data
}

/**
 * After a save that changed what the applicant sees: one e-mail with the
 * status page's address, written to the outbox in the save's transaction and
 * sent once that has ended.
 */
export const tellApplicantOfChange: CollectionAfterChangeHook = async ({ doc, context, operation, req }) => {
  if (operation !== 'update' || !context[NOTIFY]) return doc
  context[NOTIFY] = false
  const email = text(doc.email_address)
  if (email) {
    const language = isLanguage(doc.language) ? doc.language : DEFAULT_LANGUAGE
    const change = { email, name: text(doc.full_name), reference: String(doc.reference), status: stateOf(doc).status, language }
    await queueStatusNotice(req.payload, change, { record: { collection: 'degree-applications', id: doc.id }, req })
    deliverSoon(req.payload, AFTER_THE_SAVE_MS)
  }
  return doc
}

/** Time for the save's transaction to end before the mail is looked for; the jobs queue's pass finds it otherwise. */
const AFTER_THE_SAVE_MS = 500
