/**
 * The alumni registration form (§2.19, §4, §5 Alumni registration).
 *
 * The e-mail labels are not swapped here and each message names the field it
 * sits under (docs/decisions/006-alumni-email-labels.md).
 */
import { z } from 'zod'

import { antiAbuseFields, type Checked, choice, email, fieldErrors, isRequiredMessage, LONG_TEXT, recordId, strippedField, text, year } from './common'
import { FORM_MESSAGES as M } from './messages'
import { nicError, normalizePhone, phoneError } from './rules'

import { type AlumniField, ALUMNI_FIRST_YEAR, QUALIFICATION_TYPES } from './choices'

/** Fields whose absence gives 'Please fill in all required fields.' */
const ALUMNI_REQUIRED = [
  'name',
  'permanent_address',
  'designation',
  'official_address',
  'year_of_enrollment',
  'sab_reg_no',
  'year_of_degree_obtained',
] as const

/** A rule for each field of the form, exactly those of ALUMNI_FIELDS (the compiler holds them to it). */
const alumniFields = {
  name: text('Name', { required: true }),
  permanent_address: text('Permanent address', { required: true, max: LONG_TEXT }),
  correspondence_address: text('Correspondence address', { max: LONG_TEXT }),
  mobile_no: strippedField(
    'Mobile number',
    (value) => (value ? phoneError(value, 'mobile', { messages: { invalid: M.alumniMobileInvalid, length: M.alumniMobileLength } }) : M.mobileRequired),
    normalizePhone,
  ),
  resident_no: strippedField(
    'Residence number',
    (value) => (value && phoneError(value, 'home', { international: true }) ? M.residentInvalid : null),
    normalizePhone,
  ),
  personal_email: email('Personal email', { required: M.personalEmailRequired, invalid: M.personalEmailInvalid }),
  office_email: email('Office email', { required: M.officeEmailRequired, invalid: M.officeEmailInvalid }),
  nic_passport_no: strippedField('NIC/Passport number', (value) => nicError(value, 'alumni')),
  designation: text('Designation', { required: true }),
  official_address: text('Company name', { required: true, max: LONG_TEXT }),
  degree_program_id: recordId('Degree program', M.selectDegreeProgram),
  qualification_type: choice(
    'Specialization',
    QUALIFICATION_TYPES.map((option) => option.value),
    M.qualificationMissing,
  ),
  sab_academic_qualifications: text('Academic qualifications', { max: LONG_TEXT }).refine(
    (value) => value.length > 0,
    M.qualificationMissing,
  ),
  year_of_enrollment: year('Year of enrollment', ALUMNI_FIRST_YEAR, { required: true }),
  sab_reg_no: text('Registration number', { required: true }),
  intake: text('Intake'),
  year_of_degree_obtained: year('Year of degree obtained', ALUMNI_FIRST_YEAR, { required: true }),
  // The browser form starts at 'agree'; a request without it has not agreed.
  declaration: z.string({ error: M.declaration }).refine((value) => value === 'agree', M.declaration),
} satisfies Record<AlumniField, z.ZodType>

export const alumniRegistrationSchema = z.object({ ...alumniFields, ...antiAbuseFields })

export type AlumniRegistrationInput = z.input<typeof alumniRegistrationSchema>
export type AlumniRegistration = z.output<typeof alumniRegistrationSchema>

/** The form-level message of §5, in the order the rules are listed there. */
export function alumniFormMessage(errors: Record<string, string>): string {
  if (ALUMNI_REQUIRED.some((field) => isRequiredMessage(errors[field]))) return M.fillRequired
  if ('declaration' in errors) return M.declaration
  if ('degree_program_id' in errors) return M.selectDegreeProgram
  const others = Object.keys(errors).filter((key) => key !== 'sab_academic_qualifications' && key !== 'qualification_type')
  if (others.length > 0) return M.correctErrors
  return M.qualificationMissing
}

export function checkAlumniRegistration(input: unknown): Checked<AlumniRegistration> {
  const result = alumniRegistrationSchema.safeParse(input)
  if (result.success) return { ok: true, data: result.data }
  const errors = fieldErrors(result.error)
  return { ok: false, message: alumniFormMessage(errors), errors }
}
