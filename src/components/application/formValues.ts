/**
 * The application form's values as the browser holds them, and the steps
 * between them and the server: the body sent, the local draft, and the
 * server's field errors. The phone numbers' steps, which need the numbering
 * data, are in phoneNumbers.ts.
 */
import type { CountryCode } from 'libphonenumber-js/min'

import {
  AL_SUBJECT_ROWS,
  APPLICATION_LISTS,
  APPLICATION_SCALAR_FIELDS,
  type ApplicationVariant,
  emptyApplication,
  FIXED_AL_SUBJECTS,
  FOREIGN_SUBJECT_ROWS,
  MAX_ACTIVITY_ROWS,
} from '@/lib/forms/choices'
import type { DegreeApplication } from '@/lib/forms/degreeApplication'
import { DOCUMENT_FIELD_NAMES } from '@/lib/forms/documents'
import { FORM_MESSAGES as M } from '@/lib/forms/messages'

export type SubjectRow = { subject: string; grade: string }
export type ActivityRow = { activity: string; achievement: string; achievemnet_year: string }

/** The form's fields of one value each: the schema's, and the phone numbers' countries. */
const SCALAR_FIELDS = [...APPLICATION_SCALAR_FIELDS, 'mobile_country', 'home_country'] as const

type ScalarField = (typeof SCALAR_FIELDS)[number]

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
const DRAFT_VERSION = 2

const DRAFT_PREFIX = 'degree-application-draft:'

/** A draft not touched for this long is forgotten (applicants often fill the form on a shared computer). */
export const DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

/** Never written to the device: they identify the applicant to whoever uses the computer next. */
export const NEVER_SAVED_FIELDS = ['nic', 'date_of_birth'] as const satisfies readonly ScalarField[]

/** One draft per form: the picker form, or the id form of one degree. */
export function draftKey(variant: ApplicationVariant, degreeId: string): string {
  return variant === 'picker' ? `${DRAFT_PREFIX}picker` : `${DRAFT_PREFIX}degree-${degreeId}`
}

const asText = (value: unknown, fallback: string) => (typeof value === 'string' ? value.slice(0, 5000) : fallback)

function rows<T extends Record<string, string>>(saved: unknown, template: T[], keep: (index: number) => Partial<T> = () => ({})): T[] {
  const list = Array.isArray(saved) ? saved : []
  return template.map((blank, index) => {
    const entry = (list[index] ?? {}) as Record<string, unknown>
    const row = Object.fromEntries(Object.entries(blank).map(([key, value]) => [key, asText(entry[key], value)])) as T
    return { ...row, ...keep(index) }
  })
}

/** A draft saved within the lifetime, and not in the future (a clock set back counts as unknown). */
function isFresh(savedAt: unknown, now: number): boolean {
  return typeof savedAt === 'number' && Number.isFinite(savedAt) && savedAt <= now && now - savedAt < DRAFT_LIFETIME_MS
}

/**
 * Reads a saved draft over the empty form, taking only the fields the form
 * has and strings for them: the storage may hold anything. An old draft, one
 * of another version, or one that cannot be read gives null.
 */
export function parseDraft(raw: string | null, defaults: ApplicationFormValues, now: number = Date.now()): ApplicationFormValues | null {
  if (!raw) return null
  let saved: { version?: unknown; savedAt?: unknown; values?: Record<string, unknown> }
  try {
    saved = JSON.parse(raw) as typeof saved
  } catch {
    return null
  }
  if (!saved || saved.version !== DRAFT_VERSION || typeof saved.values !== 'object' || !saved.values) return null
  if (!isFresh(saved.savedAt, now)) return null
  const values = saved.values
  const neverSaved: readonly string[] = NEVER_SAVED_FIELDS
  const scalars = Object.fromEntries(
    SCALAR_FIELDS.map((name) => [name, neverSaved.includes(name) ? defaults[name] : asText(values[name], defaults[name])]),
  ) as Record<ScalarField, string>
  const activities = Array.isArray(values.extra_curricular_activities) ? values.extra_curricular_activities.slice(0, MAX_ACTIVITY_ROWS) : []
  return {
    ...scalars,
    sl_al_details: rows(values.sl_al_details, defaults.sl_al_details.slice(0, AL_SUBJECT_ROWS), (index) =>
      index < FIXED_AL_SUBJECTS.length ? { subject: FIXED_AL_SUBJECTS[index] } : {},
    ),
    foreign_educational_details: rows(values.foreign_educational_details, defaults.foreign_educational_details.slice(0, FOREIGN_SUBJECT_ROWS)),
    extra_curricular_activities: rows(
      activities,
      activities.map(() => ({ activity: '', achievement: '', achievemnet_year: '' })),
    ),
  }
}

/** The values a draft keeps: everything typed but the fields never saved. */
function keptValues(values: ApplicationFormValues): Partial<ApplicationFormValues> {
  const kept: Partial<ApplicationFormValues> = { ...values }
  for (const name of NEVER_SAVED_FIELDS) delete kept[name]
  return kept
}

export function serializeDraft(values: ApplicationFormValues, now: number = Date.now()): string {
  return JSON.stringify({ version: DRAFT_VERSION, savedAt: now, values: keptValues(values) })
}

/** True when nothing a draft would keep was typed: such a form needs no draft. */
export function isUntouched(values: ApplicationFormValues, defaults: ApplicationFormValues): boolean {
  const now = Date.now()
  const kept = (form: ApplicationFormValues) => JSON.stringify(keptValues(parseDraft(serializeDraft(form, now), defaults, now) ?? form))
  return kept(values) === kept(defaults)
}

/** The part of the Storage interface the draft uses. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

/** The saved draft, or null; a draft that is too old or unreadable is removed on the way. */
export function readDraft(storage: DraftStorage, key: string, defaults: ApplicationFormValues): ApplicationFormValues | null {
  const raw = storage.getItem(key)
  const draft = parseDraft(raw, defaults)
  if (raw !== null && !draft) storage.removeItem(key)
  return draft
}

/** Keeps the form's values (a form with nothing worth keeping removes the draft). */
export function writeDraft(storage: DraftStorage, key: string, values: ApplicationFormValues, defaults: ApplicationFormValues) {
  if (isUntouched(values, defaults)) storage.removeItem(key)
  else storage.setItem(key, serializeDraft(values))
}

/**
 * Removes every application draft on this device that is past its lifetime,
 * those of other degrees included, so a draft left on a shared computer goes
 * even if that degree's form is never opened again.
 */
export function forgetOldDrafts(storage: DraftStorage, defaults: ApplicationFormValues) {
  const keys: string[] = []
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index)
    if (key?.startsWith(DRAFT_PREFIX)) keys.push(key)
  }
  for (const key of keys) readDraft(storage, key, defaults)
}

// --- Errors ------------------------------------------------------------------

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
