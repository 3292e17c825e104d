/**
 * The browser forms resolve their values with the exported schema objects; the
 * server handlers call the check functions. Both must come to the same field
 * errors and the same data, so the rules live in one place.
 */
import fc from 'fast-check'
import type { z } from 'zod'
import { describe, expect, it } from 'vitest'

import { alumniRegistrationSchema, checkAlumniRegistration } from './alumniRegistration'
import { fieldErrors } from './common'
import { emptyApplication } from './choices'
import { applicationSchemas, checkDegreeApplication, idFormSchema, pickerFormSchema } from './degreeApplication'
import { checkInquiry, inquirySchema } from './inquiry'

type Checked = { ok: true; data: unknown } | { ok: false; errors: Record<string, string> }

/** What the schema says about `input`, in the shape the check functions use. */
function direct(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input)
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) }
}

function same(checked: Checked, schema: z.ZodType, input: unknown) {
  const expected = direct(schema, input)
  expect(checked.ok).toBe(expected.ok)
  if (checked.ok) expect(checked.data).toEqual(expected.data)
  else expect(checked.errors).toEqual(expected.errors)
}

// Values from the rules' edges: empty, only separators, valid and invalid of each kind.
const phone = fc.constantFrom('', ' - ', '+94712345678', '71 234 5678', '0712345678', '+9471234567', '+447911123456', '+4479111234', 'abc')
const nic = fc.constantFrom('', '991234567V', '99-1234 567v', '199912345678', 'N12345678', '9912345678V', '19991234567', 'N1234')
const mail = fc.constantFrom('', 'a@example.com', ' a@example.com ', 'a@', 'a b@example.com')
const year = fc.constantFrom('', '1899', '1900', '1999', '2000', '2015', '3000', 'abcd')
const words = fc.constantFrom('', '   ', 'Text', 'x'.repeat(600))
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined })

const randomAlumni = fc.record(
  {
    name: words,
    permanent_address: words,
    correspondence_address: words,
    mobile_no: phone,
    resident_no: phone,
    personal_email: mail,
    office_email: mail,
    nic_passport_no: nic,
    designation: words,
    official_address: words,
    degree_program_id: fc.constantFrom('', '0', '3', 3, 'x'),
    qualification_type: fc.constantFrom('', 'general', 'special', 'other'),
    sab_academic_qualifications: words,
    year_of_enrollment: year,
    sab_reg_no: words,
    intake: words,
    year_of_degree_obtained: year,
    declaration: fc.constantFrom('agree', 'disagree', ''),
  },
  { requiredKeys: [] },
)

const row = fc.record({ subject: fc.constantFrom('', 'Accounting'), grade: fc.constantFrom('', 'A') })
const randomApplication = fc.record(
  {
    degree_type: fc.constantFrom('', '7', 7, 'x'),
    week_type: fc.constantFrom('', 'Weekday', 'Weekend', 'Monday'),
    name_with_initials: words,
    full_name: words,
    date_of_birth: fc.constantFrom('', '2003-04-12', '2999-01-01', '12/04/2003'),
    nationality: words,
    nic,
    mailing_address: words,
    mobile_no: phone,
    home_no: phone,
    email_address: mail,
    al_school: words,
    al_index_no: words,
    al_year: year,
    al_stream: fc.constantFrom('', 'Commerce', 'Physics'),
    al_medium: fc.constantFrom('', 'English', 'French'),
    sl_al_details: fc.array(row, { maxLength: 6 }),
    ol_school: words,
    ol_index_no: words,
    ol_year: year,
    ol_maths_result: fc.constantFrom('', 'A', 'Z'),
    foreign_educational_details: fc.array(row, { maxLength: 10 }),
    advertisement_media: fc.constantFrom('', 'Advertisement', 'Other', 'Website', 'Billboard'),
    advertised_paper: words,
    other_media: words,
    extra_curricular_activities: fc.array(fc.record({ activity: words, achievement: words, achievemnet_year: year }), { maxLength: 2 }),
  },
  { requiredKeys: [] },
)

const randomInquiry = fc.record(
  {
    first_name: words,
    surname: words,
    contact_no: phone,
    email: mail,
    al_year: fc.constantFrom('', '2024', '1979', 'x'),
    degree_program: maybe(words),
    message: words,
  },
  { requiredKeys: [] },
)

// Complete forms in a few spellings, so passing inputs (and their stored data) are compared too.
const validPhone = fc.constantFrom('+94712345678', '71 234 5678', '+94 77-123 4567')
const validNic = fc.constantFrom('991234567V', '99-1234 567v', '199912345678', 'N12345678')
const validMail = fc.constantFrom('a@example.com', ' b@example.lk ')
const text = fc.constantFrom('Text', '  Padded  ')

const completeAlumni = fc.record({
  name: text,
  permanent_address: text,
  correspondence_address: fc.constantFrom('', 'Text'),
  mobile_no: validPhone,
  resident_no: fc.constantFrom('', '11 234 5678'),
  personal_email: validMail,
  office_email: validMail,
  nic_passport_no: validNic,
  designation: text,
  official_address: text,
  degree_program_id: fc.constantFrom('3', 3),
  qualification_type: fc.constantFrom('general', 'special'),
  sab_academic_qualifications: text,
  year_of_enrollment: fc.constantFrom('2000', '2015'),
  sab_reg_no: text,
  intake: fc.constantFrom('', 'Intake'),
  year_of_degree_obtained: fc.constantFrom('2019', '2020'),
  declaration: fc.constant('agree'),
})

const completeApplication = fc.record({
  degree_type: fc.constantFrom('7', 7),
  week_type: fc.constantFrom('Weekday', 'Weekend'),
  name_with_initials: text,
  full_name: text,
  date_of_birth: fc.constantFrom('2003-04-12', '1999-12-31'),
  nationality: text,
  nic: validNic,
  mailing_address: text,
  mobile_no: validPhone,
  home_no: validPhone,
  email_address: validMail,
  al_school: text,
  al_index_no: text,
  al_year: fc.constantFrom('', '2022'),
  al_stream: fc.constantFrom('Commerce', 'Tech'),
  al_medium: fc.constantFrom('English', 'Tamil'),
  sl_al_details: fc.constantFrom(
    [{ subject: '', grade: 'A' }, { subject: '', grade: 'B' }],
    [{ subject: 'General English', grade: 'A' }, { subject: 'x', grade: 'C' }, { subject: '', grade: '' }, { subject: 'Economics', grade: 'S' }],
  ),
  ol_school: text,
  ol_index_no: text,
  ol_year: fc.constantFrom('', '2019'),
  ol_maths_result: fc.constantFrom('A', 'C'),
  foreign_educational_details: fc.array(fc.constantFrom({ subject: '', grade: '' }, { subject: 'Maths', grade: 'A' }), { maxLength: 9 }),
  advertisement_media: fc.constantFrom('', 'Website'),
  advertised_paper: words,
  other_media: words,
  extra_curricular_activities: fc.array(fc.constantFrom({ activity: '', achievement: '', achievemnet_year: '' }, { activity: 'Chess', achievement: 'Winner', achievemnet_year: '2020' }), { maxLength: 3 }),
})

const completeInquiry = fc.record({
  first_name: text,
  surname: text,
  contact_no: fc.constantFrom('+94712345678', '071 234 5678', '+44 7911 123456'),
  email: validMail,
  al_year: fc.constantFrom('2024', '2010'),
  degree_program: maybe(text),
  message: text,
})

const alumniInput = fc.oneof(randomAlumni, completeAlumni)
const applicationInput = fc.oneof(randomApplication, completeApplication)
const inquiryInput = fc.oneof(randomInquiry, completeInquiry)

describe('one set of rules for the browser and the server', () => {
  it('exports the schema objects the application check uses', () => {
    expect(applicationSchemas.idForm).toBe(idFormSchema)
    expect(applicationSchemas.picker).toBe(pickerFormSchema)
  })

  it('checkAlumniRegistration gives what alumniRegistrationSchema gives', () => {
    fc.assert(fc.property(alumniInput, (input) => same(checkAlumniRegistration(input), alumniRegistrationSchema, input)))
  })

  it('checkDegreeApplication gives what idFormSchema and pickerFormSchema give', () => {
    fc.assert(
      fc.property(applicationInput, (input) => {
        same(checkDegreeApplication(input, 'idForm'), idFormSchema, input)
        same(checkDegreeApplication(input, 'picker'), pickerFormSchema, input)
      }),
    )
    same(checkDegreeApplication(emptyApplication(), 'picker'), pickerFormSchema, emptyApplication())
  })

  it('checkInquiry gives what inquirySchema gives', () => {
    fc.assert(fc.property(inquiryInput, (input) => same(checkInquiry(input), inquirySchema, input)))
  })

  it('compares passing and failing forms alike', () => {
    // Guards the properties above against only ever comparing failures.
    const outcomes = (arbitrary: fc.Arbitrary<unknown>, check: (input: unknown) => { ok: boolean }) =>
      new Set(fc.sample(arbitrary, { numRuns: 200, seed: 1 }).map((input) => check(input).ok))
    expect(outcomes(alumniInput, checkAlumniRegistration)).toEqual(new Set([true, false]))
    expect(outcomes(applicationInput, (input) => checkDegreeApplication(input, 'idForm'))).toEqual(new Set([true, false]))
    expect(outcomes(applicationInput, (input) => checkDegreeApplication(input, 'picker'))).toEqual(new Set([true, false]))
    expect(outcomes(inquiryInput, checkInquiry)).toEqual(new Set([true, false]))
  })
})
