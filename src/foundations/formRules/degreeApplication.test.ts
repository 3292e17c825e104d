import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  AL_STREAMS,
  APPLICATION_FIRST_YEAR,
  type ApplicationVariant,
  emptyApplication,
  FIXED_AL_SUBJECTS,
  INFORMATION_SOURCES,
  MEDIUMS,
} from './choices'
import { checkDegreeApplication } from './degreeApplication'
import { yearChoices } from './choices'

const PROGRAM_TYPE = 'Please select the program type (Weekday/Weekend).'
const DEGREE_TYPE = 'Please select the degree type.'
const CORRECT_ERRORS = 'Please correct the errors in the form.'
const CORRECT_ERRORS_PICKER = 'Please correct the errors in the form before submitting.'
const SL_MOBILE_INVALID = 'Please enter a valid Sri Lankan mobile number, without 0. (eg: 712345678)'
const SL_HOME_INVALID = 'Please enter a valid Sri Lankan home number, without 0. (eg: 712345678)'
const SL_MOBILE_LENGTH = 'Sri Lankan mobile number including the country code +94 must be 12 digits.'
const SL_HOME_LENGTH = 'Sri Lankan home number including the country code +94 must be 12 digits.'
const VARIANTS: ApplicationVariant[] = ['idForm', 'picker']

function application(overrides: Record<string, unknown> = {}) {
  return {
    ...emptyApplication(),
    degree_type: '7',
    week_type: 'Weekend',
    name_with_initials: 'A. B. Silva',
    full_name: 'Anura Bandara Silva',
    date_of_birth: '2003-04-12',
    nationality: 'Sri Lankan',
    nic: '200312345678',
    mailing_address: '5 Temple Road, Kandy',
    permanent_address: '',
    mobile_no: '771234567',
    home_no: '112345678',
    email_address: 'anura@example.com',
    al_school: 'Kingswood College',
    al_index_no: '1234567',
    al_year: '2022',
    al_stream: 'Commerce',
    al_medium: 'English',
    sl_al_details: [
      { subject: FIXED_AL_SUBJECTS[0], grade: 'B' },
      { subject: FIXED_AL_SUBJECTS[1], grade: 'C' },
      { subject: 'Accounting', grade: 'A' },
      { subject: 'Economics', grade: 'B' },
      { subject: 'Business Studies', grade: 'A' },
    ],
    ol_school: 'Kingswood College',
    ol_index_no: '7654321',
    ol_year: '2019',
    ol_maths_result: 'A',
    ...overrides,
  }
}

function failure(input: unknown, variant: ApplicationVariant) {
  const result = checkDegreeApplication(input, variant)
  if (result.ok) throw new Error('expected the application to be refused')
  return result
}

function accepted(input: unknown, variant: ApplicationVariant) {
  const result = checkDegreeApplication(input, variant)
  if (!result.ok) throw new Error(`expected the application to pass: ${JSON.stringify(result.errors)}`)
  return result.data
}

afterEach(() => {
  vi.useRealTimers()
})

describe.each(VARIANTS)('degree application (%s): a complete form', (variant) => {
  it('passes with every option the lists offer', () => {
    for (const stream of AL_STREAMS) expect(accepted(application({ al_stream: stream }), variant).al_stream).toBe(stream)
    for (const medium of MEDIUMS) expect(accepted(application({ al_medium: medium }), variant).al_medium).toBe(medium)
    expect(accepted(application({ week_type: 'Weekday' }), variant).week_type).toBe('Weekday')
  })

  it('offers the streams, mediums and information sources', () => {
    expect(AL_STREAMS).toEqual(['Combined Maths', 'Biology', 'Commerce', 'Art', 'Tech'])
    expect(MEDIUMS).toEqual(['Sinhala', 'English', 'Tamil'])
    expect(INFORMATION_SOURCES).toEqual(['Advertisement', 'Website', 'Social Media', 'Radio', 'E-Flyer', 'Exhibition', 'Workshop', 'Other'])
  })
})

describe('degree application: programme type and degree', () => {
  it.each(VARIANTS)("requires Weekday or Weekend on the %s form, and that message comes first", (variant) => {
    for (const weekType of ['', 'Monday', undefined]) {
      const result = failure(application({ week_type: weekType, degree_type: '', full_name: '' }), variant)
      expect(result.message).toBe(PROGRAM_TYPE)
      expect(result.errors.week_type).toBe(PROGRAM_TYPE)
    }
  })

  it("asks the picker form for a degree: 'Please select the degree type.'", () => {
    for (const degree of ['', '0', 'BSc', undefined]) {
      const result = failure(application({ degree_type: degree, full_name: '' }), 'picker')
      expect(result.message).toBe(DEGREE_TYPE)
      expect(result.errors.degree_type).toBe(DEGREE_TYPE)
    }
    expect(accepted(application({ degree_type: 12 }), 'picker').degree_type).toBe('12')
  })
})

describe('degree application: the summary message', () => {
  it("is 'Please correct the errors in the form.' on the id form", () => {
    expect(failure(application({ full_name: '' }), 'idForm').message).toBe(CORRECT_ERRORS)
  })

  it("is 'Please correct the errors in the form before submitting.' on the picker form", () => {
    expect(failure(application({ full_name: '' }), 'picker').message).toBe(CORRECT_ERRORS_PICKER)
  })
})

describe.each(VARIANTS)('degree application (%s): required fields', (variant) => {
  const required = [
    ['name_with_initials', 'Name with initials is required.'],
    ['full_name', 'Full name is required.'],
    ['date_of_birth', 'Date of birth is required.'],
    ['nationality', 'Nationality is required.'],
    ['nic', 'NIC/Passport number is required.'],
    ['mailing_address', 'Mailing address is required.'],
    ['mobile_no', 'Mobile number is required.'],
    ['email_address', 'Email address is required.'],
    ['al_school', 'A/L school is required.'],
    ['al_index_no', 'A/L index number is required.'],
    ['al_stream', 'A/L stream is required.'],
    ['al_medium', 'A/L medium is required.'],
    ['ol_school', 'O/L school is required.'],
    ['ol_index_no', 'O/L index number is required.'],
    ['ol_maths_result', 'O/L Mathematics result is required.'],
  ] as const

  it.each(required)('%s empty gives its message', (field, message) => {
    expect(failure(application({ [field]: '' }), variant).errors).toEqual({ [field]: message })
  })

  it.each(required)('%s missing gives its message', (field, message) => {
    const input: Record<string, unknown> = application()
    delete input[field]
    expect(failure(input, variant).errors).toEqual({ [field]: message })
  })

  it('leaves the permanent address, the foreign qualification and the activities optional', () => {
    const data = accepted(
      application({ permanent_address: '', name_of_the_examination: '', institute: '', country: '', year: '', medium: '' }),
      variant,
    )
    expect(data.permanent_address).toBe('')
    expect(data.foreign_educational_details).toEqual([])
    expect(data.extra_curricular_activities).toEqual([])
  })

  it('refuses choices the lists do not offer', () => {
    expect(failure(application({ al_stream: 'Physics' }), variant).errors).toHaveProperty('al_stream')
    expect(failure(application({ al_medium: 'French' }), variant).errors).toHaveProperty('al_medium')
    expect(failure(application({ ol_maths_result: 'Z' }), variant).errors).toHaveProperty('ol_maths_result')
  })
})

describe('degree application: phone numbers', () => {
  it.each(VARIANTS)("requires the mobile number on the %s form: 'Mobile number is required.'", (variant) => {
    expect(failure(application({ mobile_no: '' }), variant).errors).toEqual({ mobile_no: 'Mobile number is required.' })
    expect(failure(application({ mobile_no: ' - ' }), variant).errors).toEqual({ mobile_no: 'Mobile number is required.' })
  })

  it('requires the home number on the id form and not on the picker form', () => {
    expect(failure(application({ home_no: '' }), 'idForm').errors).toEqual({ home_no: 'Home number is required.' })
    expect(accepted(application({ home_no: '' }), 'picker').home_no).toBe('')
  })

  it.each(VARIANTS)('strips spaces and dashes before checking and sending, and sends the +94 form (%s)', (variant) => {
    const data = accepted(application({ mobile_no: '77 123-4567', home_no: '+94 11-234 5678' }), variant)
    expect(data.mobile_no).toBe('+94771234567')
    expect(data.home_no).toBe('+94112345678')
  })

  it.each(VARIANTS)('refuses a leading 0 and asks for 12 characters after +94 (%s)', (variant) => {
    expect(failure(application({ mobile_no: '0771234567' }), variant).errors.mobile_no).toBe(SL_MOBILE_INVALID)
    expect(failure(application({ home_no: '0112345678' }), variant).errors.home_no).toBe(SL_HOME_INVALID)
    expect(failure(application({ mobile_no: '+9477123456' }), variant).errors.mobile_no).toBe(SL_MOBILE_LENGTH)
    expect(failure(application({ home_no: '+94 11 234 56789' }), variant).errors.home_no).toBe(SL_HOME_LENGTH)
    expect(failure(application({ mobile_no: '+94012345678' }), variant).errors.mobile_no).toBe(SL_MOBILE_INVALID)
  })

  it('accepts numbers of other countries only on the picker form', () => {
    const data = accepted(application({ mobile_no: '+44 7911 123456', home_no: '+1 415-555-2671' }), 'picker')
    expect(data.mobile_no).toBe('+447911123456')
    expect(data.home_no).toBe('+14155552671')
    expect(failure(application({ mobile_no: '+447911123456' }), 'idForm').errors.mobile_no).toBe(SL_MOBILE_INVALID)
    expect(failure(application({ home_no: '+14155552671' }), 'idForm').errors.home_no).toBe(SL_HOME_INVALID)
  })

  it("gives an invalid international number 'Please enter a valid international mobile/home number.' on the picker form", () => {
    expect(failure(application({ mobile_no: '+4479111234' }), 'picker').errors.mobile_no).toBe('Please enter a valid international mobile number.')
    expect(failure(application({ home_no: '+1415' }), 'picker').errors.home_no).toBe('Please enter a valid international home number.')
  })
})

describe.each(VARIANTS)('degree application (%s): e-mail', (variant) => {
  it("requires it: 'Email address is required.'", () => {
    expect(failure(application({ email_address: '' }), variant).errors).toEqual({ email_address: 'Email address is required.' })
  })

  it("refuses a bad format: 'Invalid email format.'", () => {
    for (const value of ['anura@', 'anura example.com', 'anura @example.com']) {
      expect(failure(application({ email_address: value }), variant).errors).toEqual({ email_address: 'Invalid email format.' })
    }
  })
})

describe('degree application: NIC or passport', () => {
  it.each(VARIANTS)('accepts 991234567V, 199912345678 and nine letters or digits, without separators (%s)', (variant) => {
    expect(accepted(application({ nic: '99-1234 567V' }), variant).nic).toBe('991234567V')
    expect(accepted(application({ nic: '1999 1234 5678' }), variant).nic).toBe('199912345678')
    expect(accepted(application({ nic: 'N1234567X' }), variant).nic).toBe('N1234567X')
  })

  it('gives the picker form messages', () => {
    const nic = (value: string) => failure(application({ nic: value }), 'picker').errors.nic
    expect(nic('')).toBe('NIC/Passport number is required.')
    expect(nic('9912345678V')).toBe('Old NIC must be 10 characters long (9 digits + V/v).')
    expect(nic('19991234567')).toBe('New NIC must be 12 digits long.')
    expect(nic('N1234567')).toBe('Invalid NIC/Passport format.')
  })

  it('gives the id form messages', () => {
    const nic = (value: string) => failure(application({ nic: value }), 'idForm').errors.nic
    expect(nic('9912345678V')).toBe('Old NIC must be 10 characters long.')
    expect(nic('19991234567')).toBe('New NIC must be 12 characters long.')
    expect(nic('N1234567')).toBe('Invalid NIC/Passport format. Must be 9 characters for passport.')
  })
})

describe.each(VARIANTS)('degree application (%s): A/L subjects', (variant) => {
  it('needs grades in the two fixed rows', () => {
    const rows = application().sl_al_details.map((row, index) => (index < 2 ? { ...row, grade: '' } : row))
    expect(failure(application({ sl_al_details: rows }), variant).errors).toEqual({
      'sl_al_details.0.grade': 'Grade is required.',
      'sl_al_details.1.grade': 'Grade is required.',
    })
  })

  it('needs the fixed rows even when they are not sent', () => {
    expect(failure(application({ sl_al_details: [] }), variant).errors).toEqual({
      'sl_al_details.0.grade': 'Grade is required.',
      'sl_al_details.1.grade': 'Grade is required.',
    })
  })

  it('needs a grade for a subject and a subject for a grade', () => {
    const rows = [
      { subject: '', grade: 'A' },
      { subject: '', grade: 'B' },
      { subject: 'Accounting', grade: '' },
      { subject: '', grade: 'C' },
      { subject: '', grade: '' },
    ]
    expect(failure(application({ sl_al_details: rows }), variant).errors).toEqual({
      'sl_al_details.2.grade': 'Grade is required.',
      'sl_al_details.3.subject': 'Subject is required.',
    })
  })

  it('keeps the fixed subject names whatever is sent', () => {
    const rows = [
      { subject: 'Mathematics', grade: 'A' },
      { subject: '', grade: 'B' },
      { subject: 'Accounting', grade: 'A' },
    ]
    expect(accepted(application({ sl_al_details: rows }), variant).sl_al_details).toEqual([
      { subject: 'General English', grade: 'A' },
      { subject: 'Common General Paper (New Syllabus)', grade: 'B' },
      { subject: 'Accounting', grade: 'A' },
    ])
  })

  it('drops empty rows before sending', () => {
    const rows = [
      { subject: 'General English', grade: 'A' },
      { subject: 'Common General Paper (New Syllabus)', grade: 'S' },
      { subject: '', grade: '' },
      { subject: 'Economics', grade: 'C' },
      { subject: ' ', grade: ' ' },
    ]
    const data = accepted(
      application({
        sl_al_details: rows,
        foreign_educational_details: [
          { subject: '', grade: '' },
          { subject: 'Mathematics', grade: 'A*' },
          ...Array.from({ length: 7 }, () => ({ subject: '', grade: '' })),
        ],
        extra_curricular_activities: [
          { activity: '', achievement: '', achievemnet_year: '' },
          { activity: 'Debating', achievement: 'Captain', achievemnet_year: '2021' },
          { activity: '  ', achievement: '', achievemnet_year: '' },
        ],
      }),
      variant,
    )
    expect(data.sl_al_details).toEqual([
      { subject: 'General English', grade: 'A' },
      { subject: 'Common General Paper (New Syllabus)', grade: 'S' },
      { subject: 'Economics', grade: 'C' },
    ])
    expect(data.foreign_educational_details).toEqual([{ subject: 'Mathematics', grade: 'A*' }])
    expect(data.extra_curricular_activities).toEqual([{ activity: 'Debating', achievement: 'Captain', achievemnet_year: '2021' }])
  })

  it('starts with five A/L rows (two fixed), nine foreign rows and one activity row', () => {
    const empty = emptyApplication()
    expect(empty.sl_al_details).toHaveLength(5)
    expect(empty.sl_al_details?.slice(0, 2).map((row) => row.subject)).toEqual(['General English', 'Common General Paper (New Syllabus)'])
    expect(empty.foreign_educational_details).toHaveLength(9)
    expect(empty.extra_curricular_activities).toHaveLength(1)
  })

  it('refuses more rows than the form has', () => {
    const sixRows = [...application().sl_al_details, { subject: 'ICT', grade: 'A' }]
    expect(failure(application({ sl_al_details: sixRows }), variant).errors).toHaveProperty('sl_al_details')
    const tenRows = Array.from({ length: 10 }, () => ({ subject: 'Maths', grade: 'A' }))
    expect(failure(application({ foreign_educational_details: tenRows }), variant).errors).toHaveProperty('foreign_educational_details')
  })
})

describe.each(VARIANTS)('degree application (%s): how the applicant heard', (variant) => {
  it('keeps only the paper for an advertisement', () => {
    const data = accepted(application({ advertisement_media: 'Advertisement', advertised_paper: 'Daily News', other_media: 'A friend' }), variant)
    expect(data).toMatchObject({ advertisement_media: 'Advertisement', advertised_paper: 'Daily News', other_media: '' })
  })

  it('keeps only the name for Other', () => {
    const data = accepted(application({ advertisement_media: 'Other', advertised_paper: 'Daily News', other_media: 'A friend' }), variant)
    expect(data).toMatchObject({ advertisement_media: 'Other', advertised_paper: '', other_media: 'A friend' })
  })

  it('keeps neither text for the other sources or no choice', () => {
    for (const source of ['Website', 'Social Media', 'Radio', 'E-Flyer', 'Exhibition', 'Workshop', '']) {
      const data = accepted(application({ advertisement_media: source, advertised_paper: 'Daily News', other_media: 'A friend' }), variant)
      expect(data).toMatchObject({ advertisement_media: source, advertised_paper: '', other_media: '' })
    }
  })

  it('asks for the paper or the name when the choice needs one', () => {
    expect(failure(application({ advertisement_media: 'Advertisement' }), variant).errors).toEqual({ advertised_paper: 'Newspaper is required.' })
    expect(failure(application({ advertisement_media: 'Other' }), variant).errors).toEqual({ other_media: 'Other source is required.' })
    expect(failure(application({ advertisement_media: 'Billboard' }), variant).errors).toHaveProperty('advertisement_media')
  })
})

describe.each(VARIANTS)('degree application (%s): years from 1900 to the current year', (variant) => {
  const message = 'Please choose a year from 1900 to the current year.'

  it.each(['al_year', 'ol_year', 'year'])('%s follows the clock', (field) => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2031-08-01T12:00:00'))
    expect(APPLICATION_FIRST_YEAR).toBe(1900)
    expect(accepted(application({ [field]: '1900' }), variant)).toHaveProperty(field, '1900')
    expect(accepted(application({ [field]: '2031' }), variant)).toHaveProperty(field, '2031')
    expect(accepted(application({ [field]: '' }), variant)).toHaveProperty(field, '')
    expect(failure(application({ [field]: '1899' }), variant).errors).toEqual({ [field]: message })
    expect(failure(application({ [field]: '2032' }), variant).errors).toEqual({ [field]: message })
    vi.setSystemTime(new Date('2025-08-01T12:00:00'))
    expect(failure(application({ [field]: '2026' }), variant).errors).toEqual({ [field]: message })
  })

  it('checks the year of an activity the same way', () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2031-08-01T12:00:00'))
    const activity = (achievemnet_year: string) => application({ extra_curricular_activities: [{ activity: 'Chess', achievement: 'Winner', achievemnet_year }] })
    expect(accepted(activity('2031'), variant).extra_curricular_activities[0]?.achievemnet_year).toBe('2031')
    expect(failure(activity('2032'), variant).errors).toEqual({ 'extra_curricular_activities.0.achievemnet_year': message })
    expect(failure(activity('1899'), variant).errors).toEqual({ 'extra_curricular_activities.0.achievemnet_year': message })
  })

  it('offers the same years as choices, newest first', () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2031-08-01T12:00:00'))
    const choices = yearChoices(APPLICATION_FIRST_YEAR)
    expect(choices[0]).toBe('2031')
    expect(choices.at(-1)).toBe('1900')
    for (const year of [choices[0], choices.at(-1)]) expect(checkDegreeApplication(application({ al_year: year }), variant).ok).toBe(true)
  })

  it('refuses a date of birth in the future', () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2031-08-01T12:00:00'))
    expect(accepted(application({ date_of_birth: '2030-01-31' }), variant).date_of_birth).toBe('2030-01-31')
    expect(failure(application({ date_of_birth: '2031-12-31' }), variant).errors).toHaveProperty('date_of_birth')
    expect(failure(application({ date_of_birth: '12/04/2003' }), variant).errors).toHaveProperty('date_of_birth')
  })
})
