/**
 * The forms' fixed choices, lists and first years: what a form needs to show
 * itself. Nothing here checks a value, so the browser loads it with the form,
 * and the rules (zod, phone-number data) only when a field is first checked.
 * The schema modules re-export these for the server.
 */
import type { DegreeApplicationInput } from './degreeApplication'

/** Year choices, newest first: `from` up to the current year. */
export function yearChoices(from: number, now: Date = new Date()): string[] {
  const years: string[] = []
  for (let year = now.getFullYear(); year >= from; year -= 1) years.push(String(year))
  return years
}

// --- Degree application -------------------------------------------------------

export type ApplicationVariant = 'idForm' | 'picker'

export const APPLICATION_FIRST_YEAR = 1900
export const WEEK_TYPES = ['Weekday', 'Weekend'] as const
export const AL_STREAMS = ['Combined Maths', 'Biology', 'Commerce', 'Art', 'Tech'] as const
export const MEDIUMS = ['Sinhala', 'English', 'Tamil'] as const
export const GRADES = ['A', 'B', 'C', 'S', 'F'] as const
export const AL_SUBJECT_ROWS = 5
export const FOREIGN_SUBJECT_ROWS = 9
export const MAX_ACTIVITY_ROWS = 20
export const FIXED_AL_SUBJECTS = ['General English', 'Common General Paper (New Syllabus)'] as const

/** How the applicant heard of the programme; two of them ask for more (§5). */
export const INFORMATION_SOURCES = [
  'Advertisement',
  'Website',
  'Social Media',
  'Radio',
  'E-Flyer',
  'Exhibition',
  'Workshop',
  'Other',
] as const
export const SOURCE_ASKING_PAPER = 'Advertisement'
export const SOURCE_ASKING_NAME = 'Other'

/** Empty subject rows as the form starts: five A/L rows (two fixed) and nine foreign rows. */
export function emptyApplication(): DegreeApplicationInput {
  return {
    degree_type: '',
    week_type: '',
    sl_al_details: Array.from({ length: AL_SUBJECT_ROWS }, (_, index) => ({ subject: FIXED_AL_SUBJECTS[index] ?? '', grade: '' })),
    foreign_educational_details: Array.from({ length: FOREIGN_SUBJECT_ROWS }, () => ({ subject: '', grade: '' })),
    extra_curricular_activities: [{ activity: '', achievement: '', achievemnet_year: '' }],
    advertisement_media: '',
    advertised_paper: '',
    other_media: '',
  }
}

// --- Alumni registration ------------------------------------------------------

export const ALUMNI_FIRST_YEAR = 2000
export const QUALIFICATION_TYPES = [
  { value: 'general', label: 'General' },
  { value: 'special', label: 'Special' },
] as const
export const DECLARATION_CHOICES = [
  { value: 'agree', label: 'I agree' },
  { value: 'disagree', label: 'I disagree' },
] as const

/** 'BSc Applied Accounting (General)'; empty without a degree name (§3). */
export function qualificationText(degreeName: string | undefined, type: string): string {
  const name = (degreeName ?? '').trim()
  if (!name) return ''
  const label = QUALIFICATION_TYPES.find((option) => option.value === type)?.label ?? 'General'
  return `${name} (${label})`
}

// --- Inquiry --------------------------------------------------------------------

/** A/L years offered in the inquiry: people ask before and after sitting the exam. */
export const INQUIRY_FIRST_YEAR = 1980

/** A/L year choices of the inquiry: two years ahead down to 1980. */
export function inquiryYears(now: Date = new Date()): string[] {
  const years: string[] = []
  for (let y = now.getFullYear() + 2; y >= INQUIRY_FIRST_YEAR; y -= 1) years.push(String(y))
  return years
}
