/**
 * The application form's draft, kept on this device (localStorage) so an
 * applicant can close the page and come back: what it keeps (never the NIC
 * or the date of birth), how long, and how a saved one is read back.
 */
import { AL_SUBJECT_ROWS, FIXED_AL_SUBJECTS, FOREIGN_SUBJECT_ROWS, MAX_ACTIVITY_ROWS, type ApplicationVariant } from '@/foundations/formRules/choices'

import { type ApplicationFormValues, SCALAR_FIELDS, type ScalarField } from './formValues'

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
