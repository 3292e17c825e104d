/**
 * Where a degree application stands, and what the applicant may see of it
 * (the status page, /application-status). The stored values of the first
 * statuses predate the status page and are kept; the applicant reads other
 * words for two of them than staff do. Nothing here talks to Payload: the
 * back office, the status lookup and the page share these rules.
 */
import { publicFee, type PublicFee } from './feePayment'

export const APPLICATION_STATUSES = [
  { value: 'new', label: 'New', publicLabel: 'Received' },
  { value: 'in_review', label: 'In review', publicLabel: 'In review' },
  { value: 'waiting_documents', label: 'Waiting for documents', publicLabel: 'Waiting for documents' },
  { value: 'accepted', label: 'Accepted', publicLabel: 'Accepted' },
  { value: 'rejected', label: 'Rejected', publicLabel: 'Not accepted' },
] as const

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]['value']

export const APPLICATION_STATUS_VALUES: readonly ApplicationStatus[] = APPLICATION_STATUSES.map((status) => status.value)

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUS_VALUES as readonly string[]).includes(value)
}

export function publicStatusLabel(status: ApplicationStatus): string {
  return APPLICATION_STATUSES.find((entry) => entry.value === status)?.publicLabel ?? 'Received'
}

/** The kinds of entry in an application's history. */
export const HISTORY_EVENTS = [
  { value: 'status', label: 'Status changed' },
  { value: 'request', label: 'Documents requested' },
  { value: 'upload', label: 'Applicant sent documents' },
  { value: 'message', label: 'Message to the applicant changed' },
  { value: 'payment', label: 'Payment' },
] as const

export type HistoryEvent = (typeof HISTORY_EVENTS)[number]['value']

/** How the uploads an applicant sends on request are marked among the application's documents. */
export const REQUESTED_DOCUMENT_FIELD = 'requested'

export const MAX_REQUESTED_DOCUMENTS = 10

/** What staff may set on an application, as the back office sends it. */
export type StaffState = {
  status: ApplicationStatus
  message: string
  requested: string[]
  requestNote: string
}

export const STATUS_RULE_MESSAGES = {
  backToNew: 'An application that has been looked at cannot return to New. Choose In review instead.',
  requestNeedsDocuments: 'Name at least one document the applicant should send, or choose another status.',
  tooManyDocuments: `Ask for at most ${MAX_REQUESTED_DOCUMENTS} documents at a time.`,
} as const

/** The names of the requested documents, trimmed, without blanks or repeats. */
export function requestedNames(rows: unknown): string[] {
  if (!Array.isArray(rows)) return []
  const names: string[] = []
  for (const row of rows) {
    const name = typeof row === 'string' ? row : (row as { name?: unknown } | null)?.name
    if (typeof name !== 'string') continue
    const trimmed = name.trim()
    if (trimmed && !names.includes(trimmed)) names.push(trimmed)
  }
  return names
}

/**
 * Whether staff may move an application from `before` to `after`; a message
 * for them when not. New is where every application starts; waiting for
 * documents needs the documents named, or the applicant has nothing to send.
 */
export function staffChangeRefusal(before: ApplicationStatus | undefined, after: StaffState): string | null {
  if (after.status === 'new' && before !== undefined && before !== 'new') return STATUS_RULE_MESSAGES.backToNew
  if (after.status === 'waiting_documents' && after.requested.length === 0) return STATUS_RULE_MESSAGES.requestNeedsDocuments
  if (after.requested.length > MAX_REQUESTED_DOCUMENTS) return STATUS_RULE_MESSAGES.tooManyDocuments
  return null
}

export type HistoryEntry = {
  event: HistoryEvent
  from_status?: ApplicationStatus | null
  to_status?: ApplicationStatus | null
  detail?: string | null
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((value, index) => value === b[index])

/**
 * What a staff change adds to the history, and whether the applicant is
 * told by e-mail: a new status, a new or changed document request, a new
 * message. Notes for staff only are not the applicant's business.
 */
export function staffChangeEntries(before: StaffState | undefined, after: StaffState): { entries: HistoryEntry[]; notifyApplicant: boolean } {
  const entries: HistoryEntry[] = []
  const previous = before ?? { status: 'new' as const, message: '', requested: [], requestNote: '' }
  if (previous.status !== after.status) {
    entries.push({ event: 'status', from_status: previous.status, to_status: after.status })
  }
  const asking = after.status === 'waiting_documents'
  const requestChanged = !sameList(previous.requested, after.requested) || previous.requestNote !== after.requestNote
  if (asking && (requestChanged || previous.status !== 'waiting_documents')) {
    entries.push({ event: 'request', detail: requestDetail(after.requested, after.requestNote) })
  }
  if (previous.message !== after.message && after.message !== '') {
    entries.push({ event: 'message', detail: after.message })
  }
  return { entries, notifyApplicant: entries.length > 0 }
}

function requestDetail(names: string[], note: string): string {
  return note ? `${names.join('; ')}. Note: ${note}` : names.join('; ')
}

/** An applicant may send documents only while staff wait for them. */
export function mayUploadRequested(status: ApplicationStatus): boolean {
  return status === 'waiting_documents'
}

/** The reply of the status lookup: what the applicant may see, and nothing else. */
export type PublicApplicationStatus = {
  reference: string
  status: ApplicationStatus
  statusLabel: string
  changedAt: string
  message: string | null
  request: { documents: string[]; note: string | null } | null
  /** The application fee: unpaid, pending, paid (with the date) or charged back. */
  fee: PublicFee
}

export function publicView(doc: {
  reference: string
  status: ApplicationStatus
  status_changed_at?: string | null
  createdAt: string
  applicant_message?: string | null
  requested_documents?: unknown
  request_note?: string | null
  fee_method?: string | null
  fee_status?: string | null
  fee_paid_at?: string | null
}, options: { onlinePaymentOn?: boolean } = {}): PublicApplicationStatus {
  const waiting = doc.status === 'waiting_documents'
  return {
    reference: doc.reference,
    status: doc.status,
    statusLabel: publicStatusLabel(doc.status),
    changedAt: doc.status_changed_at || doc.createdAt,
    message: doc.applicant_message?.trim() || null,
    request: waiting ? { documents: requestedNames(doc.requested_documents), note: doc.request_note?.trim() || null } : null,
    fee: publicFee(doc, options.onlinePaymentOn ?? false),
  }
}
