import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { inquiryYears } from './choices'
import { checkInquiry } from './inquiry'

function inquiry(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Kasun',
    surname: 'Fernando',
    contact_no: '+94 77 123 4567',
    email: 'kasun@example.com',
    al_year: '2024',
    degree_program: '',
    message: 'When does the next weekend intake start?',
    ...overrides,
  }
}

function failure(input: unknown) {
  const result = checkInquiry(input)
  if (result.ok) throw new Error('expected the inquiry to be refused')
  return result
}

function accepted(input: unknown) {
  const result = checkInquiry(input)
  if (!result.ok) throw new Error(`expected the inquiry to pass: ${JSON.stringify(result.errors)}`)
  return result.data
}

afterEach(() => {
  vi.useRealTimers()
})

describe('inquiry', () => {
  const required = [
    ['first_name', 'First name is required.'],
    ['surname', 'Surname is required.'],
    ['contact_no', 'Contact number is required.'],
    ['email', 'Email address is required.'],
    ['al_year', 'A/L year is required.'],
    ['message', 'Message is required.'],
  ] as const

  it.each(required)('requires %s', (field, message) => {
    const result = failure(inquiry({ [field]: '' }))
    expect(result.errors).toEqual({ [field]: message })
    expect(result.message).toBe('Please correct the errors in the form.')
    const missing: Record<string, unknown> = inquiry()
    delete missing[field]
    expect(failure(missing).errors).toEqual({ [field]: message })
  })

  it('leaves the degree programme optional', () => {
    expect(accepted(inquiry({ degree_program: '' })).degree_program).toBe('')
    const missing: Record<string, unknown> = inquiry()
    delete missing.degree_program
    expect(accepted(missing).degree_program).toBe('')
    expect(accepted(inquiry({ degree_program: 'BSc Applied Accounting' })).degree_program).toBe('BSc Applied Accounting')
  })

  it('trims the texts and refuses text that is only spaces', () => {
    expect(accepted(inquiry({ first_name: '  Kasun ' })).first_name).toBe('Kasun')
    expect(failure(inquiry({ message: '   ' })).errors).toEqual({ message: 'Message is required.' })
  })

  it("refuses a bad e-mail: 'Invalid email format.'", () => {
    expect(failure(inquiry({ email: 'kasun@' })).errors).toEqual({ email: 'Invalid email format.' })
  })

  it('takes a Sri Lankan number with or without the 0 or +94, or an international one, and stores + and digits', () => {
    for (const value of ['+94 77 123 4567', '077-123-4567', '77 123 4567', '0094 77 123 4567']) {
      expect(accepted(inquiry({ contact_no: value })).contact_no, value).toBe('+94771234567')
    }
    expect(accepted(inquiry({ contact_no: '+44 7911 123456' })).contact_no).toBe('+447911123456')
  })

  it('stores every number it accepts as + and digits', () => {
    const number = fc.oneof(fc.stringMatching(/^(\+94|0094|0)?7[0-24-8]\d{7}$/), fc.stringMatching(/^(\+|00|0)?\d{1,15}$/))
    fc.assert(
      fc.property(number, (value) => {
        const result = checkInquiry(inquiry({ contact_no: value }))
        if (result.ok) expect(result.data.contact_no).toMatch(/^\+\d+$/)
        else expect(result.errors).toEqual({ contact_no: 'Please enter a valid contact number.' })
      }),
    )
  })

  it('refuses a contact number that is no phone number', () => {
    for (const value of ['12345', '+9477123', 'call me', '0771234567abc']) {
      expect(failure(inquiry({ contact_no: value })).errors, value).toEqual({ contact_no: 'Please enter a valid contact number.' })
    }
  })

  it('offers A/L years from two years ahead down to 1980 and accepts them', () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2031-02-01T08:00:00'))
    const years = inquiryYears()
    expect(years[0]).toBe('2033')
    expect(years.at(-1)).toBe('1980')
    expect(accepted(inquiry({ al_year: '2033' })).al_year).toBe('2033')
    expect(accepted(inquiry({ al_year: '1980' })).al_year).toBe('1980')
    expect(failure(inquiry({ al_year: '2034' })).errors).toHaveProperty('al_year')
    expect(failure(inquiry({ al_year: '1979' })).errors).toHaveProperty('al_year')
  })
})
