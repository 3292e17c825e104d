import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { type AlumniRegistrationInput, checkAlumniRegistration } from './alumniRegistration'
import { ALUMNI_FIRST_YEAR, qualificationText } from './choices'

const FILL_REQUIRED = 'Please fill in all required fields.'
const DECLARATION = 'You must agree to the declaration to submit the form.'
const SELECT_DEGREE = 'Please select a Degree Program.'
const CORRECT_ERRORS = 'Please correct the errors in the form.'
const QUALIFICATION = 'Degree Program and Specialization should be properly specified.'
const MOBILE_REQUIRED = 'Mobile number is required.'
const MOBILE_INVALID = 'Please enter a valid Sri Lankan mobile number, without 0 (e.g., +94 followed by nine digits).'
const MOBILE_LENGTH = 'Sri Lankan mobile number including the country code +94 must be 12 digits.'

function registration(overrides: Partial<Record<keyof AlumniRegistrationInput, unknown>> = {}) {
  return {
    name: 'Nimal Perera',
    permanent_address: '12 Galle Road, Colombo 03',
    correspondence_address: '',
    mobile_no: '+94712345678',
    resident_no: '',
    personal_email: 'nimal@example.com',
    office_email: 'nimal.perera@acme.lk',
    nic_passport_no: '991234567V',
    designation: 'Senior Accountant',
    official_address: 'Acme Holdings',
    degree_program_id: '3',
    qualification_type: 'general',
    sab_academic_qualifications: 'BSc Applied Accounting (General)',
    year_of_enrollment: '2015',
    sab_reg_no: 'SAB/2015/042',
    intake: '2015 Intake',
    year_of_degree_obtained: '2019',
    declaration: 'agree',
    ...overrides,
  }
}

function failure(input: unknown) {
  const result = checkAlumniRegistration(input)
  if (result.ok) throw new Error('expected the registration to be refused')
  return result
}

function accepted(input: unknown) {
  const result = checkAlumniRegistration(input)
  if (!result.ok) throw new Error(`expected the registration to pass: ${JSON.stringify(result.errors)}`)
  return result.data
}

afterEach(() => {
  vi.useRealTimers()
})

describe('alumni registration: a complete form', () => {
  it('passes and keeps the values', () => {
    const data = accepted(registration())
    expect(data).toMatchObject({ name: 'Nimal Perera', mobile_no: '+94712345678', degree_program_id: '3', declaration: 'agree' })
  })

  it('takes the degree programme id as a number too', () => {
    expect(accepted(registration({ degree_program_id: 3 })).degree_program_id).toBe('3')
  })
})

describe("alumni registration: 'Please fill in all required fields.'", () => {
  const required = [
    ['name', 'Name is required.'],
    ['permanent_address', 'Permanent address is required.'],
    ['designation', 'Designation is required.'],
    ['official_address', 'Company name is required.'],
    ['year_of_enrollment', 'Year of enrollment is required.'],
    ['sab_reg_no', 'Registration number is required.'],
    ['year_of_degree_obtained', 'Year of degree obtained is required.'],
  ] as const

  it.each(required)('is the message when %s is empty', (field, fieldMessage) => {
    const result = failure(registration({ [field]: '' }))
    expect(result.message).toBe(FILL_REQUIRED)
    expect(result.errors).toEqual({ [field]: fieldMessage })
  })

  it.each(required)('is the message when %s is missing or only spaces', (field) => {
    const missing: Record<string, unknown> = registration()
    delete missing[field]
    expect(failure(missing).message).toBe(FILL_REQUIRED)
    if (!field.startsWith('year_')) expect(failure(registration({ [field]: '   ' })).message).toBe(FILL_REQUIRED)
  })

  it('does not count the optional fields', () => {
    const data = accepted(registration({ correspondence_address: '', resident_no: '', intake: '' }))
    expect(data.intake).toBe('')
  })
})

describe('alumni registration: the form-level messages in the order of §5', () => {
  it('puts the required fields first', () => {
    const result = failure(
      registration({ name: '', declaration: 'disagree', degree_program_id: '', mobile_no: '0712345678', sab_academic_qualifications: '' }),
    )
    expect(result.message).toBe(FILL_REQUIRED)
    expect(result.errors).toMatchObject({ name: 'Name is required.', declaration: DECLARATION, degree_program_id: SELECT_DEGREE })
  })

  it('then the declaration', () => {
    const result = failure(registration({ declaration: 'disagree', degree_program_id: '', mobile_no: '0712345678', sab_academic_qualifications: '' }))
    expect(result.message).toBe(DECLARATION)
    expect(result.errors.declaration).toBe(DECLARATION)
  })

  it('then the degree programme', () => {
    const result = failure(registration({ degree_program_id: '', mobile_no: '0712345678', sab_academic_qualifications: '' }))
    expect(result.message).toBe(SELECT_DEGREE)
    expect(result.errors.degree_program_id).toBe(SELECT_DEGREE)
  })

  it('then any field error', () => {
    const result = failure(registration({ mobile_no: '0712345678', sab_academic_qualifications: '' }))
    expect(result.message).toBe(CORRECT_ERRORS)
    expect(result.errors).toEqual({ mobile_no: MOBILE_INVALID, sab_academic_qualifications: QUALIFICATION })
  })

  it('and last the qualification text', () => {
    const result = failure(registration({ sab_academic_qualifications: '' }))
    expect(result.message).toBe(QUALIFICATION)
    expect(result.errors).toEqual({ sab_academic_qualifications: QUALIFICATION })
  })

  it('refuses a missing or unknown specialization with the qualification message', () => {
    expect(failure(registration({ qualification_type: '' }))).toMatchObject({ message: QUALIFICATION, errors: { qualification_type: QUALIFICATION } })
    expect(failure(registration({ qualification_type: 'honours' })).message).toBe(QUALIFICATION)
    expect(accepted(registration({ qualification_type: 'special', sab_academic_qualifications: 'BSc X (Special)' })).qualification_type).toBe('special')
  })

  it("refuses a degree programme that is no id: 'Please select a Degree Program.'", () => {
    for (const id of ['', '0', 'abc', '-2', undefined]) {
      expect(failure(registration({ degree_program_id: id })).message).toBe(SELECT_DEGREE)
    }
  })

  it('refuses a registration without the declaration: only an explicit agree counts', () => {
    const input: Record<string, unknown> = registration()
    delete input.declaration
    expect(failure(input)).toMatchObject({ message: DECLARATION, errors: { declaration: DECLARATION } })
    for (const declaration of ['', 'AGREE', ' agree', null, true, 1, ['agree']]) {
      expect(failure(registration({ declaration })).errors.declaration).toBe(DECLARATION)
    }
  })
})

describe('alumni registration: mobile number', () => {
  it("is required: 'Mobile number is required.'", () => {
    expect(failure(registration({ mobile_no: '' })).errors.mobile_no).toBe(MOBILE_REQUIRED)
    expect(failure(registration({ mobile_no: ' - ' })).errors.mobile_no).toBe(MOBILE_REQUIRED)
    expect(failure(registration({ mobile_no: undefined })).message).toBe(CORRECT_ERRORS)
  })

  it('refuses a leading 0 and numbers of other countries', () => {
    expect(failure(registration({ mobile_no: '0712345678' })).errors.mobile_no).toBe(MOBILE_INVALID)
    expect(failure(registration({ mobile_no: '+447911123456' })).errors.mobile_no).toBe(MOBILE_INVALID)
    expect(failure(registration({ mobile_no: '71234567' })).errors.mobile_no).toBe(MOBILE_INVALID)
  })

  it('asks for 12 characters when it starts with +94', () => {
    expect(failure(registration({ mobile_no: '+9471234567' })).errors.mobile_no).toBe(MOBILE_LENGTH)
    expect(failure(registration({ mobile_no: '+947123456789' })).errors.mobile_no).toBe(MOBILE_LENGTH)
  })

  it('strips spaces and hyphens before checking and stores the +94 form', () => {
    expect(accepted(registration({ mobile_no: '+94 71-234 5678' })).mobile_no).toBe('+94712345678')
    expect(accepted(registration({ mobile_no: '71 234-5678' })).mobile_no).toBe('+94712345678')
    expect(failure(registration({ mobile_no: '+94 71 234 567' })).errors.mobile_no).toBe(MOBILE_LENGTH)
  })

  it('accepts the nine-digit form of every Sri Lankan mobile and stores it with +94', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^7[0-24-8]\d{7}$/), (national) => {
        expect(accepted(registration({ mobile_no: national })).mobile_no).toBe(`+94${national}`)
        expect(accepted(registration({ mobile_no: `+94${national}` })).mobile_no).toBe(`+94${national}`)
      }),
      { numRuns: 50 },
    )
  })

  it('keeps the residence number optional and stores it normalized', () => {
    expect(accepted(registration({ resident_no: '' })).resident_no).toBe('')
    expect(accepted(registration({ resident_no: '11 234-5678' })).resident_no).toBe('+94112345678')
    expect(failure(registration({ resident_no: '0112345678' })).errors.resident_no).toBe('Please enter a valid residence number.')
  })
})

describe('alumni registration: e-mail addresses', () => {
  // Each message names the field it sits under; the labels are not swapped.
  it('requires both, each with its own message', () => {
    expect(failure(registration({ personal_email: '' })).errors).toEqual({ personal_email: 'Personal email is required.' })
    expect(failure(registration({ office_email: '' })).errors).toEqual({ office_email: 'Office email is required.' })
  })

  it('gives each field its own format message', () => {
    expect(failure(registration({ personal_email: 'nimal@' })).errors).toEqual({ personal_email: 'Invalid personal email format.' })
    expect(failure(registration({ office_email: 'nimal perera@acme.lk' })).errors).toEqual({ office_email: 'Invalid office email format.' })
    expect(failure(registration({ office_email: 'acme.lk' })).message).toBe(CORRECT_ERRORS)
  })

  it('trims spaces around an address', () => {
    expect(accepted(registration({ personal_email: '  nimal@example.com ' })).personal_email).toBe('nimal@example.com')
  })
})

describe('alumni registration: NIC or passport', () => {
  it('accepts the old NIC, the new NIC and a passport', () => {
    for (const value of ['991234567V', '991234567v', '199912345678', 'N12345678']) {
      expect(accepted(registration({ nic_passport_no: value })).nic_passport_no).toBe(value)
    }
  })

  it("gives 'Invalid NIC/Passport format.' for anything else", () => {
    for (const value of ['9912345678V', '19991234567', 'N1234567', 'N123456789']) {
      const result = failure(registration({ nic_passport_no: value }))
      expect(result.errors).toEqual({ nic_passport_no: 'Invalid NIC/Passport format.' })
      expect(result.message).toBe(CORRECT_ERRORS)
    }
  })

  it('stores the number without spaces and hyphens', () => {
    expect(accepted(registration({ nic_passport_no: '99-1234 567 V' })).nic_passport_no).toBe('991234567V')
  })

  it('refuses an empty number: the field is marked required', () => {
    expect(failure(registration({ nic_passport_no: '' })).message).toBe(CORRECT_ERRORS)
  })
})

describe('alumni registration: years from 2000 to the current year', () => {
  it.each(['year_of_enrollment', 'year_of_degree_obtained'] as const)('%s follows the clock', (field) => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2031-05-20T09:00:00'))
    expect(ALUMNI_FIRST_YEAR).toBe(2000)
    expect(accepted(registration({ [field]: '2000' }))[field]).toBe('2000')
    expect(accepted(registration({ [field]: '2031' }))[field]).toBe('2031')
    expect(failure(registration({ [field]: '1999' })).errors[field]).toBe('Please choose a year from 2000 to the current year.')
    expect(failure(registration({ [field]: '2032' })).errors[field]).toBe('Please choose a year from 2000 to the current year.')
    expect(failure(registration({ [field]: '20a5' })).message).toBe(CORRECT_ERRORS)

    vi.setSystemTime(new Date('2026-05-20T09:00:00'))
    expect(failure(registration({ [field]: '2027' })).message).toBe(CORRECT_ERRORS)
  })
})

describe('qualificationText', () => {
  it('is the degree name and the specialization in parentheses', () => {
    expect(qualificationText('BSc Applied Accounting', 'general')).toBe('BSc Applied Accounting (General)')
    expect(qualificationText(' BSc Applied Accounting ', 'special')).toBe('BSc Applied Accounting (Special)')
  })

  it('is empty without a degree name', () => {
    expect(qualificationText('', 'special')).toBe('')
    expect(qualificationText(undefined, 'general')).toBe('')
    expect(qualificationText('  ', 'general')).toBe('')
  })
})
