/** The inquiry form of the Contact page (§2.17, §5 Inquiry). */
import { z } from 'zod'

import { antiAbuseFields, type Checked, email, fieldErrors, MESSAGE_TEXT, strippedField, text, year } from './common'
import { FORM_MESSAGES as M, requiredMessage } from './messages'
import { anyPhoneValid, normalizePhone } from './rules'

import { INQUIRY_FIRST_YEAR, type InquiryField } from './choices'

/** A rule for each field of the form, exactly those of INQUIRY_FIELDS (the compiler holds them to it). */
const inquiryFields = {
  first_name: text('First name', { required: true }),
  surname: text('Surname', { required: true }),
  contact_no: strippedField(
    'Contact number',
    (value) => (!value ? requiredMessage('Contact number') : anyPhoneValid(value) ? null : M.contactInvalid),
    normalizePhone,
  ),
  email: email('Email', { required: M.emailRequired, invalid: M.emailInvalid }),
  // People ask before sitting the exam: up to two years ahead.
  al_year: year('A/L year', INQUIRY_FIRST_YEAR, { required: true, to: () => new Date().getFullYear() + 2, message: M.inquiryYearMissing }),
  degree_program: text('Degree programme'),
  message: text('Message', { required: true, max: MESSAGE_TEXT }),
} satisfies Record<InquiryField, z.ZodType>

export const inquirySchema = z.object({ ...inquiryFields, ...antiAbuseFields })

export type Inquiry = z.output<typeof inquirySchema>

export function checkInquiry(input: unknown): Checked<Inquiry> {
  const result = inquirySchema.safeParse(input)
  if (result.success) return { ok: true, data: result.data }
  return { ok: false, message: M.correctErrors, errors: fieldErrors(result.error) }
}
