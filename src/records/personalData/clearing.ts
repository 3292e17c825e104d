/**
 * Clears a submission's personal data: its stored files first, then every
 * personal field, leaving an anonymous record (reference, degree, status,
 * dates) so the admissions figures stay true. Used by the retention run and
 * by an erasure on request.
 *
 * Files go first: when one cannot be removed the record is left as it was,
 * so the next run finds it again. The record is written at the database
 * level, past validation (an emptied required field is the point) and past
 * the hooks (an applicant is not mailed about it).
 */
import type { Field, Payload } from 'payload'

import { removeMailsAbout } from '@/services/mail/outbox'
import type { FileStore } from '@/services/storage/fileStore'
import { storedDocumentKey } from '@/services/applicantFiles/places'

import type { SubmissionCollection } from '@/foundations/retentionPeriods'

/** The fields that hold a person's data, per collection; everything else is the anonymous record. */
export const PERSONAL_FIELDS: Record<SubmissionCollection, readonly string[]> = {
  'degree-applications': [
    'name_with_initials', 'full_name', 'date_of_birth', 'nationality', 'nic', 'mailing_address', 'permanent_address',
    'mobile_no', 'home_no', 'email_address', 'al_school', 'al_index_no', 'al_year', 'al_stream', 'al_medium',
    'sl_al_details', 'ol_school', 'ol_index_no', 'ol_year', 'ol_maths_result', 'name_of_the_examination',
    'institute', 'country', 'year', 'medium', 'foreign_educational_details', 'advertisement_media',
    'advertised_paper', 'other_media', 'extra_curricular_activities', 'documents', 'requested_documents',
    'applicant_message', 'request_note', 'staff_notes', 'idempotency_fingerprint',
  ],
  'alumni-registrations': [
    'name', 'permanent_address', 'correspondence_address', 'mobile_no', 'resident_no', 'personal_email',
    'office_email', 'nic_passport_no', 'designation', 'official_address', 'sab_academic_qualifications',
    'year_of_enrollment', 'year_of_degree_obtained', 'sab_reg_no', 'staff_notes', 'idempotency_fingerprint',
  ],
  inquiries: ['first_name', 'surname', 'contact_no', 'email', 'al_year', 'message', 'staff_notes', 'idempotency_fingerprint'],
}

type Doc = Record<string, unknown> & { id: number | string }

/** Every named field of a collection, however deep in rows, tabs and collapsibles. */
function namedFields(fields: Field[]): Map<string, Field> {
  const found = new Map<string, Field>()
  for (const field of fields) {
    if ('name' in field && field.name) found.set(field.name, field)
    if (field.type === 'row' || field.type === 'collapsible') for (const [name, inner] of namedFields(field.fields)) found.set(name, inner)
    if (field.type === 'tabs') for (const tab of field.tabs) for (const [name, inner] of namedFields(tab.fields)) found.set(name, inner)
  }
  return found
}

/** The value a cleared field takes: no rows, an empty required text, or nothing. */
function clearedValue(field: Field | undefined): unknown {
  if (!field) return null
  if (field.type === 'array') return []
  return 'required' in field && field.required ? '' : null
}

/** The stored files of a record: its documents' keys in the file store. */
export function documentKeys(doc: Record<string, unknown>): string[] {
  const documents = Array.isArray(doc.documents) ? (doc.documents as { stored_name?: unknown }[]) : []
  return documents.map((entry) => (typeof entry.stored_name === 'string' ? storedDocumentKey(entry.stored_name) : null)).filter((key): key is string => key !== null)
}

/**
 * Removes the record's files, then empties its personal fields and the
 * details of its history (they can quote the applicant), and stamps it; the
 * mail about it goes from the outbox.
 * Throws, with the record untouched, when a file cannot be removed.
 */
export async function clearPersonalData(payload: Payload, collection: SubmissionCollection, doc: Doc, store: FileStore, now: Date): Promise<{ files: number }> {
  const keys = documentKeys(doc)
  for (const key of keys) await store.remove(key)
  const fields = namedFields(payload.collections[collection].config.fields)
  const data: Record<string, unknown> = Object.fromEntries(PERSONAL_FIELDS[collection].map((name) => [name, clearedValue(fields.get(name))]))
  if (Array.isArray(doc.history)) {
    data.history = (doc.history as Record<string, unknown>[]).map((entry) => ({ ...entry, detail: null }))
  }
  data.personal_data_cleared_at = now.toISOString()
  // The adapter writes the row whole: the record as read, with the cleared fields over it.
  const { id, personal_data_clears_on: _virtual, ...kept } = doc
  await payload.db.updateOne({ collection, id, data: { ...kept, ...data }, returning: false })
  // The mail about it quotes it: sent or waiting, it goes with the record's personal data.
  await removeMailsAbout(payload, { collection, id })
  return { files: keys.length }
}
