/**
 * The forms' fixed choices, lists and first years: what a form needs to show
 * itself. Nothing here checks a value, so the browser loads it with the form,
 * and the rules (zod, phone-number data) only when a field is first checked.
 * The schema modules re-export these for the server.
 */

/** Year choices, newest first: `from` up to the current year. */
export function yearChoices(from: number, now: Date = new Date()): string[] {
  const years: string[] = []
  for (let year = now.getFullYear(); year >= from; year -= 1) years.push(String(year))
  return years
}

/**
 * A form's values as the browser starts it: each of its fields empty but those
 * `start` gives, and the honeypot (`website`) empty. The fields are the list
 * its schema is checked against, so a field added to the schema is in the form.
 */
export function emptyForm<Field extends string>(fields: readonly Field[], start: Partial<Record<Field, string>> = {}): Record<Field | 'website', string> {
  const values = Object.fromEntries(fields.map((name) => [name, start[name] ?? ''])) as Record<Field, string>
  return { ...values, website: '' }
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

/**
 * The application's fields of one value each, in the form's order. With the
 * lists of rows (APPLICATION_LISTS) they are exactly what its schema checks
 * (degreeApplication.ts); the form adds its phone countries to them.
 */
export const APPLICATION_SCALAR_FIELDS = [
  'degree_type',
  'week_type',
  'name_with_initials',
  'full_name',
  'date_of_birth',
  'nationality',
  'nic',
  'mailing_address',
  'permanent_address',
  'mobile_no',
  'home_no',
  'email_address',
  'al_school',
  'al_index_no',
  'al_year',
  'al_stream',
  'al_medium',
  'ol_school',
  'ol_index_no',
  'ol_year',
  'ol_maths_result',
  'name_of_the_examination',
  'institute',
  'country',
  'year',
  'medium',
  'advertisement_media',
  'advertised_paper',
  'other_media',
  'fee_method',
] as const

/**
 * How the applicant pays the fee, asked only while online payment is offered
 * (decision 055): empty means the form did not ask, and the fee is a bank
 * deposit as before, its receipt optional.
 */
export const FEE_METHOD_CHOICES = ['online', 'bank'] as const

/** The application's lists of rows and their names in messages; the multipart form sends each as JSON text. */
export const APPLICATION_LISTS = {
  sl_al_details: 'A/L subjects',
  foreign_educational_details: 'Foreign qualification subjects',
  extra_curricular_activities: 'Extra-curricular activities',
} as const

export type ApplicationField = (typeof APPLICATION_SCALAR_FIELDS)[number] | keyof typeof APPLICATION_LISTS

/**
 * Empty subject rows as the form starts: five A/L rows (two fixed) and nine
 * foreign rows. Its type is the application's input (degreeApplication.ts
 * checks that it is), named there: this module carries no schema.
 */
export function emptyApplication() {
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

export type QualificationType = (typeof QUALIFICATION_TYPES)[number]['value']

/**
 * The registration's fields, in the form's order: its schema has a rule for
 * exactly these (alumniRegistration.ts), and the form starts from them.
 */
export const ALUMNI_FIELDS = [
  'name',
  'permanent_address',
  'correspondence_address',
  'mobile_no',
  'resident_no',
  'personal_email',
  'office_email',
  'nic_passport_no',
  'designation',
  'official_address',
  'degree_program_id',
  'qualification_type',
  'sab_academic_qualifications',
  'year_of_enrollment',
  'sab_reg_no',
  'intake',
  'year_of_degree_obtained',
  'declaration',
] as const

export type AlumniField = (typeof ALUMNI_FIELDS)[number]

/** Specialization and declaration start at their first choices, general and agree (§4, §9). */
export const emptyAlumniRegistration = () =>
  emptyForm(ALUMNI_FIELDS, { qualification_type: QUALIFICATION_TYPES[0].value, declaration: DECLARATION_CHOICES[0].value })

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

/** The inquiry's fields, in the form's order: its schema has a rule for exactly these (inquiry.ts). */
export const INQUIRY_FIELDS = ['first_name', 'surname', 'contact_no', 'email', 'al_year', 'degree_program', 'message'] as const

export type InquiryField = (typeof INQUIRY_FIELDS)[number]

export const emptyInquiry = () => emptyForm(INQUIRY_FIELDS)

/** A/L year choices of the inquiry: two years ahead down to 1980. */
export function inquiryYears(now: Date = new Date()): string[] {
  const years: string[] = []
  for (let y = now.getFullYear() + 2; y >= INQUIRY_FIRST_YEAR; y -= 1) years.push(String(y))
  return years
}
