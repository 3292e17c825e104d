/**
 * What no browser form sends, refused by the shared rules with a message
 * under the field: control characters (NUL cuts stored text short on SQLite
 * and fails the insert on PostgreSQL) and values of the wrong type in any
 * field or list row. Tab and line breaks, which people type, stay allowed.
 */
import { describe, expect, it } from 'vitest'

import { validAlumni, validApplication, validInquiry } from '../../../tests/fixtures/submissions'

import { checkAlumniRegistration } from './alumniRegistration'
import { hasOnlyAllowedCharacters, type Checked } from './common'
import { checkDegreeApplication } from './degreeApplication'
import { checkInquiry } from './inquiry'
import { FORM_MESSAGES as M } from './messages'

const LISTS = ['sl_al_details', 'foreign_educational_details', 'extra_curricular_activities']

/** The application as the browser's schema sees it: lists as lists. */
function application(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...validApplication() }
  for (const list of LISTS) fields[list] = JSON.parse(fields[list] as string)
  delete fields.form_variant
  return { ...fields, ...overrides }
}

const forms: { name: string; valid: () => Record<string, unknown>; check: (input: unknown) => Checked<unknown> }[] = [
  { name: 'degree application (id form)', valid: application, check: (input) => checkDegreeApplication(input, 'idForm') },
  { name: 'degree application (picker)', valid: application, check: (input) => checkDegreeApplication(input, 'picker') },
  { name: 'alumni registration', valid: () => validAlumni(), check: checkAlumniRegistration },
  { name: 'inquiry', valid: () => validInquiry(), check: checkInquiry },
]

/** Fields the server handles before the rules (the bot checks), or that only pick a variant. */
const NOT_RULED = new Set(['website', 'form_elapsed_ms', 'form_variant'])

const errorsOf = (result: Checked<unknown>) => (result.ok ? {} : result.errors)

const NOT_ALLOWED = ['\u0000', '\u001b', '\u007f', '\u0085', '\ud800']

describe('characters that are not allowed', () => {
  it('knows tab, line feed and carriage return from the control characters', () => {
    for (const value of ['plain', 'tab\there', 'two\nlines', 'windows\r\nlines', 'Kandy – Colombo ✓ 😀', 'සිංහල தமிழ்']) {
      expect({ value, ok: hasOnlyAllowedCharacters(value) }).toEqual({ value, ok: true })
    }
    for (const character of [...NOT_ALLOWED, '\u0001', '\u0008', '\u000b', '\u000c', '\u001f', '\u009f', '\udfff']) {
      expect({ character, ok: hasOnlyAllowedCharacters(`a${character}b`) }).toEqual({ character, ok: false })
    }
  })

  for (const form of forms) {
    it(`refuses NUL, escape, DEL, C1 controls and broken characters in every text field of the ${form.name}, naming the field`, () => {
      expect(form.check(form.valid()).ok).toBe(true)
      for (const field of Object.keys(form.valid())) {
        if (NOT_RULED.has(field) || LISTS.includes(field)) continue
        for (const character of NOT_ALLOWED) {
          const original = String(form.valid()[field])
          const message = errorsOf(form.check({ ...form.valid(), [field]: `${original.slice(0, 2)}${character}${original.slice(2)}` }))[field]
          const expected = field === 'declaration' ? M.declaration : expect.stringMatching(/^[A-Z][\w /-]* contains characters that are not allowed\.$/)
          expect({ field, character, message }).toEqual({ field, character, message: expected })
        }
      }
    })
  }

  it('names the field in the message: "<Label> contains characters that are not allowed."', () => {
    expect(errorsOf(checkInquiry(validInquiry({ message: 'Hello\u0000' }))).message).toBe('Message contains characters that are not allowed.')
    expect(errorsOf(checkInquiry(validInquiry({ first_name: 'Tha\u001b[31mrindu' }))).first_name).toBe('First name contains characters that are not allowed.')
    expect(errorsOf(checkAlumniRegistration(validAlumni({ mobile_no: '77123\u00004567' }))).mobile_no).toBe('Mobile number contains characters that are not allowed.')
    expect(errorsOf(checkDegreeApplication(application({ nic: '2004075\u007f01234' }), 'idForm')).nic).toBe('NIC/Passport number contains characters that are not allowed.')
  })

  it('refuses them in the rows of the application lists, under the row field', () => {
    const withNul = (list: string, row: Record<string, string>) => application({ [list]: [{ subject: 'General English', grade: 'A' }, { subject: 'Common General Paper (New Syllabus)', grade: 'B' }, row] })
    expect(errorsOf(checkDegreeApplication(withNul('sl_al_details', { subject: 'Accounting\u0000', grade: 'A' }), 'idForm'))['sl_al_details.2.subject']).toBe(
      'Subject contains characters that are not allowed.',
    )
    expect(errorsOf(checkDegreeApplication(application({ foreign_educational_details: [{ subject: 'Maths', grade: 'A\u001b' }] }), 'idForm'))['foreign_educational_details.0.grade']).toBe(
      'Grade contains characters that are not allowed.',
    )
    const activity = { activity: 'Cricket', achievement: 'Captain\u007f', achievemnet_year: '2022' }
    expect(errorsOf(checkDegreeApplication(application({ extra_curricular_activities: [activity] }), 'idForm'))['extra_curricular_activities.0.achievement']).toBe(
      'Achievement contains characters that are not allowed.',
    )
  })

  it('accepts tab, line feed and CRLF in text fields, as browsers send them', () => {
    const inquiry = checkInquiry(validInquiry({ message: 'First line\r\nSecond line\n\tindented' }))
    expect(inquiry.ok && inquiry.data.message).toBe('First line\r\nSecond line\n\tindented')
    const alumni = checkAlumniRegistration(validAlumni({ permanent_address: '45 Lake Drive,\r\nKandy' }))
    expect(alumni.ok && alumni.data.permanent_address).toBe('45 Lake Drive,\r\nKandy')
    const applied = checkDegreeApplication(application({ mailing_address: '12 Temple Road,\nNugegoda', full_name: 'Kasun\tPerera' }), 'idForm')
    expect(applied.ok && [applied.data.mailing_address, applied.data.full_name]).toEqual(['12 Temple Road,\nNugegoda', 'Kasun\tPerera'])
  })
})

describe('values of the wrong type', () => {
  const wrongTypes: unknown[] = [42, true, false, null, {}, [], ['text'], { toString: 1 }, { valueOf: 'x', toString: 'y' }]

  for (const form of forms) {
    it(`refuses a number, true/false, null, a list or an object in any field of the ${form.name} with a message under that field`, () => {
      for (const field of Object.keys(form.valid())) {
        if (NOT_RULED.has(field)) continue
        for (const value of wrongTypes) {
          // A record id may be sent as a number; a whole positive number is not a wrong type there.
          if ((field === 'degree_type' || field === 'degree_program_id') && value === 42) continue
          // An empty list is a list with no rows.
          if (LISTS.includes(field) && Array.isArray(value) && value.length === 0) continue
          let result: Checked<unknown> | undefined
          expect(() => (result = form.check({ ...form.valid(), [field]: value }))).not.toThrow()
          const messages = Object.entries(errorsOf(result!)).filter(([key]) => key === field || key.startsWith(`${field}.`))
          expect({ field, value, refused: messages.length > 0, clear: messages.every(([, message]) => !message.startsWith('Invalid input')) }).toEqual({
            field,
            value,
            refused: true,
            clear: true,
          })
        }
      }
    })
  }

  it('says which field must be text', () => {
    expect(errorsOf(checkInquiry(validInquiry({ surname: { toString: 1 } }))).surname).toBe('Surname must be sent as text.')
    expect(errorsOf(checkAlumniRegistration(validAlumni({ office_email: ['a@example.com'] }))).office_email).toBe('Office email must be sent as text.')
    expect(errorsOf(checkDegreeApplication(application({ date_of_birth: 20040315 }), 'idForm')).date_of_birth).toBe('Date of birth must be sent as text.')
  })

  it('refuses lists that are not lists of rows, naming the list', () => {
    const refused: [unknown, string, string][] = [
      ['not a list', 'sl_al_details', 'A/L subjects could not be read. Please submit again.'],
      [{ 0: { subject: 'x', grade: 'A' } }, 'sl_al_details', 'A/L subjects could not be read. Please submit again.'],
      [[1, 2], 'sl_al_details.0', 'Each row of A/L subjects must be sent as a set of fields.'],
      [[null], 'sl_al_details.0', 'Each row of A/L subjects must be sent as a set of fields.'],
      [[['General English', 'A']], 'sl_al_details.0', 'Each row of A/L subjects must be sent as a set of fields.'],
      [Array.from({ length: 6 }, () => ({ subject: '', grade: '' })), 'sl_al_details', 'A/L subjects can have at most 5 rows.'],
      [[{ subject: 1, grade: 'A' }], 'sl_al_details.0.subject', 'Subject must be sent as text.'],
    ]
    for (const [value, key, message] of refused) {
      expect({ key, message: errorsOf(checkDegreeApplication(application({ sl_al_details: value }), 'idForm'))[key] }).toEqual({ key, message })
    }
    const activities = errorsOf(checkDegreeApplication(application({ extra_curricular_activities: 7 }), 'picker'))
    expect(activities.extra_curricular_activities).toBe('Extra-curricular activities could not be read. Please submit again.')
  })
})
