/**
 * The application form's values as the browser holds them, and the steps
 * between them and the server: the body sent and the server's field errors.
 * The draft kept on the device is localDraft.ts; the phone numbers' steps,
 * which need the numbering data, are in phoneNumbers.ts.
 */
import type { CountryCode } from 'libphonenumber-js/min'

import {
  APPLICATION_LISTS,
  APPLICATION_SCALAR_FIELDS,
  type ApplicationVariant,
  emptyApplication,
} from '@/foundations/formRules/choices'
import type { DegreeApplication } from '@/foundations/formRules/degreeApplication'
import { DOCUMENT_FIELD_NAMES } from '@/foundations/formRules/applicationDocuments'
import { FORM_MESSAGES as M } from '@/foundations/formRules/messages'

export type SubjectRow = { subject: string; grade: string }
export type ActivityRow = { activity: string; achievement: string; achievemnet_year: string }

/** The form's fields of one value each: the schema's, and the phone numbers' countries. */
export const SCALAR_FIELDS = [...APPLICATION_SCALAR_FIELDS, 'mobile_country', 'home_country'] as const

export type ScalarField = (typeof SCALAR_FIELDS)[number]

export type ApplicationFormValues = Record<ScalarField, string> & {
  sl_al_details: SubjectRow[]
  foreign_educational_details: SubjectRow[]
  extra_curricular_activities: ActivityRow[]
}

/** Phone numbers start in Sri Lanka; the picker form lets the visitor choose another country. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'LK'

export function emptyFormValues(degreeId = ''): ApplicationFormValues {
  const empty = emptyApplication()
  const scalars = Object.fromEntries(SCALAR_FIELDS.map((name) => [name, ''])) as Record<ScalarField, string>
  return {
    ...scalars,
    degree_type: degreeId,
    mobile_country: DEFAULT_PHONE_COUNTRY,
    home_country: DEFAULT_PHONE_COUNTRY,
    sl_al_details: empty.sl_al_details as SubjectRow[],
    foreign_educational_details: empty.foreign_educational_details as SubjectRow[],
    extra_curricular_activities: empty.extra_curricular_activities as ActivityRow[],
  }
}

/** The foreign qualification's fields of one value each (§ Degree application: optional). */
export const FOREIGN_QUALIFICATION_FIELDS = ['name_of_the_examination', 'institute', 'country', 'year', 'medium'] as const satisfies readonly ScalarField[]

/** True when any foreign qualification field or subject row holds an answer (spaces alone do not count). */
export function hasForeignAnswers(values: ApplicationFormValues): boolean {
  const filled = (text: string | undefined) => (text ?? '').trim() !== ''
  return (
    FOREIGN_QUALIFICATION_FIELDS.some((name) => filled(values[name])) ||
    (values.foreign_educational_details ?? []).some((row) => filled(row?.subject) || filled(row?.grade))
  )
}

export type ChosenFiles = Record<string, File[]>

export const noFiles = (): ChosenFiles => Object.fromEntries(DOCUMENT_FIELD_NAMES.map((name) => [name, []]))

const LIST_FIELDS: readonly string[] = Object.keys(APPLICATION_LISTS)

/** The multipart body the server takes: scalars by name, the lists as JSON, the files under their field names. */
export function toFormData(
  data: DegreeApplication,
  variant: ApplicationVariant,
  extra: { website: string; elapsedMs: number },
  files: ChosenFiles,
): FormData {
  const body = new FormData()
  body.append('form_variant', variant)
  for (const [name, value] of Object.entries(data)) {
    if (name === 'website' || name === 'form_elapsed_ms' || value === undefined) continue
    body.append(name, LIST_FIELDS.includes(name) ? JSON.stringify(value) : String(value))
  }
  body.append('website', extra.website)
  body.append('form_elapsed_ms', String(Math.round(extra.elapsedMs)))
  for (const name of DOCUMENT_FIELD_NAMES) {
    for (const file of files[name] ?? []) body.append(name, file, file.name)
  }
  return body
}

// --- The fee choice (decision 055) -------------------------------------------

/**
 * What the fee choice asks before the form is sent, while online payment is
 * offered: a choice, and the receipt with a bank deposit. The schema leaves
 * both optional, as the spec's form (and the server, for a form that did
 * not ask) has them.
 */
export function feeChoiceErrors(offered: boolean, feeMethod: string, files: ChosenFiles): { fields: Record<string, string>; documents: Record<string, string> } {
  if (!offered) return { fields: {}, documents: {} }
  if (feeMethod === '') return { fields: { fee_method: M.feeMethodMissing }, documents: {} }
  if (feeMethod === 'bank' && (files.receipt ?? []).length === 0) return { fields: {}, documents: { receipt: M.receiptMissing } }
  return { fields: {}, documents: {} }
}

/**
 * The choice and files as sent: no choice while online payment is not offered
 * (a draft may hold one from when it was), and no receipt when paying online.
 */
export function withFeeChoice(offered: boolean, data: DegreeApplication, files: ChosenFiles): { data: DegreeApplication; files: ChosenFiles } {
  if (!offered) return { data: { ...data, fee_method: '' }, files }
  return data.fee_method === 'online' ? { data, files: { ...files, receipt: [] } } : { data, files }
}

// --- The local draft -------------------------------------------------------

// Version 1 drafts kept the NIC and date of birth and had no time: they are dropped when read.
const NIC_NUMBER_MESSAGES: readonly string[] = [
  M.nicRequired,
  M.nicOldLength,
  M.nicNewLength,
  M.nicInvalid,
  M.nicOldLengthIdForm,
  M.nicNewLengthIdForm,
  M.nicInvalidIdForm,
]

/**
 * Sorts the server's field errors into those of the form's fields and those of
 * the documents. 'nic' names both the NIC number and the NIC copy: the
 * number's messages are known, anything else is about the files.
 */
export function splitServerErrors(errors: Record<string, string>): { fields: Record<string, string>; documents: Record<string, string> } {
  const fields: Record<string, string> = {}
  const documents: Record<string, string> = {}
  const fieldNames: readonly string[] = [...SCALAR_FIELDS, ...LIST_FIELDS]
  for (const [path, message] of Object.entries(errors)) {
    const first = path.split('.')[0] ?? ''
    if (path === 'nic') {
      if (NIC_NUMBER_MESSAGES.includes(message)) fields.nic = message
      else documents.nic = message
    } else if (path === 'documents' || DOCUMENT_FIELD_NAMES.includes(path)) {
      documents[path] = message
    } else if (fieldNames.includes(first)) {
      fields[path] = message
    }
  }
  return { fields, documents }
}
