/**
 * The degree application (§2.18, §3 Degree application, §5 Degree application).
 * Two variants: the id form (/degree-registration?id=) whose degree comes from
 * the address, and the picker form with its 'Select Degree' choice. They differ
 * in a few messages and in whether the home number and international numbers
 * are allowed, exactly as §5 lists.
 */
import { z } from 'zod'

import { antiAbuseFields, type Checked, choice, email, fieldErrors, LONG_TEXT, recordId, strippedField, text, textInput, year } from './common'
import { FORM_MESSAGES as M, listUnreadableMessage, requiredMessage, rowUnreadableMessage, tooManyRowsMessage } from './messages'
import { nicError, normalizePhone, phoneError } from './rules'

import {
  AL_STREAMS,
  AL_SUBJECT_ROWS,
  APPLICATION_FIRST_YEAR,
  APPLICATION_LISTS,
  type ApplicationField,
  type ApplicationVariant,
  FEE_METHOD_CHOICES,
  FIXED_AL_SUBJECTS,
  FOREIGN_SUBJECT_ROWS,
  GRADES,
  INFORMATION_SOURCES,
  MAX_ACTIVITY_ROWS,
  MEDIUMS,
  SOURCE_ASKING_NAME,
  SOURCE_ASKING_PAPER,
  WEEK_TYPES,
} from './choices'


const subjectRow = {
  subject: text('Subject'),
  grade: text('Grade', { max: 20 }),
}

const activityRow = {
  activity: text('Activity'),
  achievement: text('Achievement'),
  achievemnet_year: year('Year', APPLICATION_FIRST_YEAR),
}

/** A list of rows, each a set of text fields; anything else is refused with a message naming the list. */
function rows<Shape extends z.ZodRawShape>(label: string, row: Shape, max: number) {
  return z
    .array(z.object(row, { error: rowUnreadableMessage(label) }), { error: listUnreadableMessage(label) })
    .max(max, tooManyRowsMessage(label, max))
    .default([])
}

const isEmptyRow = (row: Record<string, string>) => Object.values(row).every((value) => value === '')

function phone(kind: 'mobile' | 'home', variant: ApplicationVariant, required: boolean) {
  const missing = required ? (kind === 'mobile' ? M.mobileRequired : M.homeRequired) : null
  return strippedField(
    kind === 'mobile' ? 'Mobile number' : 'Home number',
    (value) => (value ? phoneError(value, kind, { international: variant === 'picker' }) : missing),
    normalizePhone,
  )
}

export function degreeApplicationSchema(variant: ApplicationVariant) {
  // A rule for each field of the form, exactly those of APPLICATION_SCALAR_FIELDS
  // and APPLICATION_LISTS (the compiler holds them to it).
  const fields = {
    degree_type: recordId('Degree', M.selectDegreeType),
    week_type: choice('Program type', WEEK_TYPES, M.programType),
    name_with_initials: text('Name with initials', { required: true }),
    full_name: text('Full name', { required: true, max: LONG_TEXT }),
    date_of_birth: textInput('Date of birth').superRefine((value, context) => {
      if (!value) return void context.addIssue({ code: 'custom', message: requiredMessage('Date of birth') })
      const date = new Date(`${value}T00:00:00Z`)
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()) || date > new Date() || date.getUTCFullYear() < APPLICATION_FIRST_YEAR) {
        context.addIssue({ code: 'custom', message: M.dateOfBirthInvalid })
      }
    }),
    nationality: text('Nationality', { required: true }),
    nic: strippedField('NIC/Passport number', (value) => nicError(value, variant)),
    mailing_address: text('Mailing address', { required: true, max: LONG_TEXT }),
    permanent_address: text('Permanent address', { max: LONG_TEXT }),
    mobile_no: phone('mobile', variant, true),
    home_no: phone('home', variant, variant === 'idForm'),
    email_address: email('Email address', { required: M.emailRequired, invalid: M.emailInvalid }),

    al_school: text('A/L school', { required: true }),
    al_index_no: text('A/L index number', { required: true, max: 30 }),
    al_year: year('A/L year', APPLICATION_FIRST_YEAR),
    al_stream: choice('A/L stream', AL_STREAMS, requiredMessage('A/L stream')),
    al_medium: choice('A/L medium', MEDIUMS, requiredMessage('A/L medium')),
    sl_al_details: rows(APPLICATION_LISTS.sl_al_details, subjectRow, AL_SUBJECT_ROWS),

    ol_school: text('O/L school', { required: true }),
    ol_index_no: text('O/L index number', { required: true, max: 30 }),
    ol_year: year('O/L year', APPLICATION_FIRST_YEAR),
    ol_maths_result: choice('O/L Mathematics result', GRADES, requiredMessage('O/L Mathematics result')),

    name_of_the_examination: text('Name of the examination'),
    institute: text('Institute'),
    country: text('Country'),
    year: year('Year', APPLICATION_FIRST_YEAR),
    medium: text('Medium', { max: 50 }),
    foreign_educational_details: rows(APPLICATION_LISTS.foreign_educational_details, subjectRow, FOREIGN_SUBJECT_ROWS),

    advertisement_media: choice('How you heard about us', INFORMATION_SOURCES, M.informationSourceMissing, false),
    advertised_paper: text('Newspaper'),
    other_media: text('Other source'),
    extra_curricular_activities: rows(APPLICATION_LISTS.extra_curricular_activities, activityRow, MAX_ACTIVITY_ROWS),
    fee_method: choice('How you pay the fee', FEE_METHOD_CHOICES, M.feeMethodMissing, false),
  } satisfies Record<ApplicationField, z.ZodType>
  return z
    .object({ ...fields, ...antiAbuseFields })
    .superRefine((form, context) => {
      // The two fixed A/L subjects need their grades; any other row that has a
      // subject needs a grade and the other way round.
      form.sl_al_details.forEach((row, index) => {
        if (index < FIXED_AL_SUBJECTS.length || row.subject) {
          if (!row.grade) context.addIssue({ code: 'custom', path: ['sl_al_details', index, 'grade'], message: requiredMessage('Grade') })
        }
        if (index >= FIXED_AL_SUBJECTS.length && row.grade && !row.subject) {
          context.addIssue({ code: 'custom', path: ['sl_al_details', index, 'subject'], message: requiredMessage('Subject') })
        }
      })
      for (let index = form.sl_al_details.length; index < FIXED_AL_SUBJECTS.length; index += 1) {
        context.addIssue({ code: 'custom', path: ['sl_al_details', index, 'grade'], message: requiredMessage('Grade') })
      }
      if (form.advertisement_media === SOURCE_ASKING_PAPER && !form.advertised_paper) {
        context.addIssue({ code: 'custom', path: ['advertised_paper'], message: requiredMessage('Newspaper') })
      }
      if (form.advertisement_media === SOURCE_ASKING_NAME && !form.other_media) {
        context.addIssue({ code: 'custom', path: ['other_media'], message: requiredMessage('Other source') })
      }
    })
    .transform((form) => ({
      ...form,
      // The first two subjects are fixed; empty rows are dropped (§4).
      sl_al_details: form.sl_al_details
        .map((row, index) => (index < FIXED_AL_SUBJECTS.length ? { ...row, subject: FIXED_AL_SUBJECTS[index] as string } : row))
        .filter((row) => !isEmptyRow(row)),
      foreign_educational_details: form.foreign_educational_details.filter((row) => !isEmptyRow(row)),
      extra_curricular_activities: form.extra_curricular_activities.filter((row) => !isEmptyRow(row)),
      // Only the text that belongs to the chosen source is kept.
      advertised_paper: form.advertisement_media === SOURCE_ASKING_PAPER ? form.advertised_paper : '',
      other_media: form.advertisement_media === SOURCE_ASKING_NAME ? form.other_media : '',
    }))
}

export const idFormSchema = degreeApplicationSchema('idForm')
export const pickerFormSchema = degreeApplicationSchema('picker')
export const applicationSchemas = { idForm: idFormSchema, picker: pickerFormSchema } as const

export type DegreeApplicationInput = z.input<typeof idFormSchema>
export type DegreeApplication = z.output<typeof idFormSchema>

/** The form-level message of §5 for a failed check. */
export function applicationFormMessage(errors: Record<string, string>, variant: ApplicationVariant): string {
  if ('week_type' in errors) return M.programType
  if ('degree_type' in errors) return M.selectDegreeType
  return variant === 'picker' ? M.correctErrorsBeforeSubmitting : M.correctErrors
}

export function checkDegreeApplication(input: unknown, variant: ApplicationVariant): Checked<DegreeApplication> {
  const result = applicationSchemas[variant].safeParse(input)
  if (result.success) return { ok: true, data: result.data }
  const errors = fieldErrors(result.error)
  return { ok: false, message: applicationFormMessage(errors, variant), errors }
}
