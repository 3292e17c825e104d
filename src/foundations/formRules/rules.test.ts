import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { stripSpacesAndHyphens } from './normalize'
import { yearChoices } from './choices'
import { isEmail, nicError, normalizePhone, phoneError } from './rules'

const PICKER = {
  required: 'NIC/Passport number is required.',
  old: 'Old NIC must be 10 characters long (9 digits + V/v).',
  new: 'New NIC must be 12 digits long.',
  invalid: 'Invalid NIC/Passport format.',
}
const ID_FORM = {
  old: 'Old NIC must be 10 characters long.',
  new: 'New NIC must be 12 characters long.',
  invalid: 'Invalid NIC/Passport format. Must be 9 characters for passport.',
}
const ALUMNI_INVALID = 'Invalid NIC/Passport format.'
const VARIANTS = ['picker', 'idForm', 'alumni'] as const

const SL_MOBILE_INVALID = 'Please enter a valid Sri Lankan mobile number, without 0. (eg: 712345678)'
const SL_HOME_INVALID = 'Please enter a valid Sri Lankan home number, without 0. (eg: 712345678)'
const SL_MOBILE_LENGTH = 'Sri Lankan mobile number including the country code +94 must be 12 digits.'
const SL_HOME_LENGTH = 'Sri Lankan home number including the country code +94 must be 12 digits.'
const INTL_MOBILE_INVALID = 'Please enter a valid international mobile number.'
const INTL_HOME_INVALID = 'Please enter a valid international home number.'

/** `value` with runs of spaces and hyphens put into random gaps (before, between and after its characters). */
function withSeparators(value: string): fc.Arbitrary<string> {
  return fc
    .array(fc.stringMatching(/^[ -]{0,3}$/), { minLength: value.length + 1, maxLength: value.length + 1 })
    .map((gaps) => gaps.map((gap, index) => gap + (value[index] ?? '')).join(''))
}

const oldNic = fc.stringMatching(/^\d{9}[vV]$/)
const newNic = fc.stringMatching(/^\d{12}$/)
const passport = fc.stringMatching(/^[A-Za-z0-9]{9}$/)
/**
 * Sri Lankan mobile numbers: 7 then the operator digit (0–2, 4–8: the prefixes
 * the full libphonenumber metadata types as MOBILE for LK; 73 and 79 are not
 * mobile ranges) then seven digits.
 */
const slMobile = fc.stringMatching(/^7[0-24-8]\d{7}$/)

describe('stripSpacesAndHyphens', () => {
  it('removes spaces, tabs and hyphens and keeps everything else', () => {
    expect(stripSpacesAndHyphens(' +94 71-234\t5678 ')).toBe('+94712345678')
    expect(stripSpacesAndHyphens('99-123 4567 v')).toBe('991234567v')
    expect(stripSpacesAndHyphens('a.b(c)')).toBe('a.b(c)')
  })
})

describe('nicError: the examples of §5', () => {
  it.each(VARIANTS)('accepts 991234567V, 991234567v, 199912345678 and a 9-character passport on the %s form', (variant) => {
    for (const value of ['991234567V', '991234567v', '199912345678', 'N12345678', 'ab1234cd9']) {
      expect(nicError(value, variant), value).toBeNull()
    }
  })

  it('gives the picker form its four messages', () => {
    expect(nicError('', 'picker')).toBe(PICKER.required)
    expect(nicError('   ', 'picker')).toBe(PICKER.required)
    expect(nicError('9912345678V', 'picker')).toBe(PICKER.old)
    expect(nicError('9912345V', 'picker')).toBe(PICKER.old)
    expect(nicError('19991234567', 'picker')).toBe(PICKER.new)
    expect(nicError('1999123456789', 'picker')).toBe(PICKER.new)
    expect(nicError('N1234567', 'picker')).toBe(PICKER.invalid)
    expect(nicError('N123456789', 'picker')).toBe(PICKER.invalid)
    expect(nicError('99123456/V', 'picker')).toBe(PICKER.invalid)
  })

  it('gives the id form its own three messages', () => {
    expect(nicError('9912345678V', 'idForm')).toBe(ID_FORM.old)
    expect(nicError('9912345V', 'idForm')).toBe(ID_FORM.old)
    expect(nicError('19991234567', 'idForm')).toBe(ID_FORM.new)
    expect(nicError('1999123456789', 'idForm')).toBe(ID_FORM.new)
    expect(nicError('N1234567', 'idForm')).toBe(ID_FORM.invalid)
    expect(nicError('N123456789', 'idForm')).toBe(ID_FORM.invalid)
  })

  it("gives the alumni form 'Invalid NIC/Passport format.' for anything that is no NIC or passport", () => {
    for (const value of ['9912345678V', '19991234567', '1999123456789', 'N1234567', 'N123456789', '99123456/V']) {
      expect(nicError(value, 'alumni'), value).toBe(ALUMNI_INVALID)
    }
  })

  it('reads eight digits and a V as a passport: it is nine letters or digits', () => {
    // §5 makes passports any nine letters or digits, which includes this shape.
    for (const variant of VARIANTS) expect(nicError('12345678V', variant)).toBeNull()
  })

  it('checks the value with its spaces and hyphens removed', () => {
    expect(nicError(' 99-1234 567 V ', 'picker')).toBeNull()
    expect(nicError('1999 1234 5678', 'idForm')).toBeNull()
    expect(nicError('99 12345 678 V', 'picker')).toBe(PICKER.old)
  })
})

describe('nicError: properties', () => {
  it.each(VARIANTS)('accepts every nine digits followed by V or v on the %s form', (variant) => {
    fc.assert(fc.property(oldNic, (nic) => nicError(nic, variant) === null))
  })

  it.each(VARIANTS)('accepts every twelve digits on the %s form', (variant) => {
    fc.assert(fc.property(newNic, (nic) => nicError(nic, variant) === null))
  })

  it.each(VARIANTS)('accepts every nine letters or digits as a passport on the %s form', (variant) => {
    fc.assert(fc.property(passport, (value) => nicError(value, variant) === null))
  })

  // Nine digits are a valid passport shape, so only the other lengths are NIC length errors.
  const digitsOfWrongLength = fc
    .integer({ min: 1, max: 20 })
    .filter((length) => length !== 9 && length !== 12)
    .chain((length) => fc.stringMatching(new RegExp(`^\\d{${length}}$`)))

  it("gives digits of any length but 9 and 12 the new-NIC length message (picker: 'New NIC must be 12 digits long.')", () => {
    fc.assert(fc.property(digitsOfWrongLength, (value) => nicError(value, 'picker') === PICKER.new))
    fc.assert(fc.property(digitsOfWrongLength, (value) => nicError(value, 'idForm') === ID_FORM.new))
    fc.assert(fc.property(digitsOfWrongLength, (value) => nicError(value, 'alumni') === ALUMNI_INVALID))
  })

  // Eight digits and a V are nine characters: a passport (see above).
  const oldNicOfWrongLength = fc
    .integer({ min: 1, max: 20 })
    .filter((length) => length !== 9 && length !== 8)
    .chain((length) => fc.stringMatching(new RegExp(`^\\d{${length}}[vV]$`)))

  it('gives digits and V/v of the wrong length the old-NIC message', () => {
    fc.assert(fc.property(oldNicOfWrongLength, (value) => nicError(value, 'picker') === PICKER.old))
    fc.assert(fc.property(oldNicOfWrongLength, (value) => nicError(value, 'idForm') === ID_FORM.old))
    fc.assert(fc.property(oldNicOfWrongLength, (value) => nicError(value, 'alumni') === ALUMNI_INVALID))
  })

  it('gives the same result when spaces and hyphens are put anywhere in a value', () => {
    const value = fc.oneof(oldNic, newNic, passport, fc.stringMatching(/^[0-9A-Za-z]{1,14}$/))
    const spaced = value.chain((plain) => withSeparators(plain).map((withGaps) => [plain, withGaps] as const))
    fc.assert(
      fc.property(spaced, fc.constantFrom(...VARIANTS), ([plain, withGaps], variant) => {
        expect(nicError(withGaps, variant)).toBe(nicError(plain, variant))
      }),
    )
  })
})

describe('phoneError: Sri Lankan numbers', () => {
  it('accepts +94 and nine digits, and the nine digits alone', () => {
    expect(phoneError('+94712345678', 'mobile')).toBeNull()
    expect(phoneError('712345678', 'mobile')).toBeNull()
    expect(phoneError('+94112345678', 'home')).toBeNull()
    expect(phoneError('112345678', 'home')).toBeNull()
  })

  it('refuses a leading 0', () => {
    expect(phoneError('0712345678', 'mobile')).toBe(SL_MOBILE_INVALID)
    expect(phoneError('0112345678', 'home')).toBe(SL_HOME_INVALID)
    expect(phoneError('0712345678', 'mobile', { international: true })).toBe(SL_MOBILE_INVALID)
  })

  it('asks for 12 characters when a +94 number is too short or too long', () => {
    expect(phoneError('+9471234567', 'mobile')).toBe(SL_MOBILE_LENGTH)
    expect(phoneError('+947123456789', 'mobile')).toBe(SL_MOBILE_LENGTH)
    expect(phoneError('+940712345678', 'mobile')).toBe(SL_MOBILE_LENGTH)
    expect(phoneError('+9411234567', 'home')).toBe(SL_HOME_LENGTH)
    expect(phoneError('+94', 'home', { international: true })).toBe(SL_HOME_LENGTH)
  })

  it('refuses +94 numbers of the right length that are no Sri Lankan number', () => {
    expect(phoneError('+94012345678', 'mobile')).toBe(SL_MOBILE_INVALID)
    expect(phoneError('+94abcdefghi', 'home')).toBe(SL_HOME_INVALID)
    expect(phoneError('+94712345x78', 'mobile', { international: true })).toBe(SL_MOBILE_INVALID)
  })

  it('refuses letters and other signs in a national number', () => {
    expect(phoneError('71234567a', 'mobile')).toBe(SL_MOBILE_INVALID)
    expect(phoneError('(71)2345678', 'mobile')).toBe(SL_MOBILE_INVALID)
    expect(phoneError('71234567', 'mobile')).toBe(SL_MOBILE_INVALID)
  })

  it('uses the messages a form passes in', () => {
    const messages = { invalid: 'bad', length: 'long' }
    expect(phoneError('0712345678', 'mobile', { messages })).toBe('bad')
    expect(phoneError('+947123', 'mobile', { messages })).toBe('long')
  })
})

describe('phoneError: international numbers', () => {
  it('accepts a valid number of another country only when international numbers are allowed', () => {
    expect(phoneError('+447911123456', 'mobile', { international: true })).toBeNull()
    expect(phoneError('+1 415 555 2671', 'home', { international: true })).toBeNull()
    expect(phoneError('+447911123456', 'mobile')).toBe(SL_MOBILE_INVALID)
    expect(phoneError('+14155552671', 'home')).toBe(SL_HOME_INVALID)
  })

  it("gives an invalid one 'Please enter a valid international mobile/home number.'", () => {
    expect(phoneError('+4479111234', 'mobile', { international: true })).toBe(INTL_MOBILE_INVALID)
    expect(phoneError('+1415', 'home', { international: true })).toBe(INTL_HOME_INVALID)
    expect(phoneError('+999123456789', 'mobile', { international: true })).toBe(INTL_MOBILE_INVALID)
  })

  it('refuses a number with letters or other signs after it, which would otherwise be cut off when stored', () => {
    expect(phoneError('+14155552671abc', 'mobile', { international: true })).toBe(INTL_MOBILE_INVALID)
    expect(phoneError('+14155552671ext5', 'home', { international: true })).toBe(INTL_HOME_INVALID)
    expect(phoneError('+1(415)5552671', 'home', { international: true })).toBe(INTL_HOME_INVALID)
  })
})

describe('normalizePhone', () => {
  it('stores a valid number as + and digits', () => {
    expect(normalizePhone('+94 71-234 5678')).toBe('+94712345678')
    expect(normalizePhone('71 234 5678')).toBe('+94712345678')
    expect(normalizePhone('+44 7911 123456')).toBe('+447911123456')
  })

  it('leaves an empty value empty', () => {
    expect(normalizePhone('')).toBe('')
    expect(normalizePhone(' - ')).toBe('')
  })
})

describe('Sri Lankan mobile numbers: properties', () => {
  it('accepts the +94 form and the nine-digit form of every valid mobile, and stores both as the same +94 value', () => {
    fc.assert(
      fc.property(slMobile, fc.boolean(), (national, international) => {
        const options = { international }
        expect(phoneError(`+94${national}`, 'mobile', options)).toBeNull()
        expect(phoneError(national, 'mobile', options)).toBeNull()
        expect(normalizePhone(`+94${national}`)).toBe(`+94${national}`)
        expect(normalizePhone(national)).toBe(`+94${national}`)
      }),
    )
  })

  it('refuses every valid mobile written with a leading 0', () => {
    fc.assert(fc.property(slMobile, (national) => phoneError(`0${national}`, 'mobile') === SL_MOBILE_INVALID))
  })

  it('gives the same result and stored value when spaces and hyphens are put anywhere in a number', () => {
    const number = fc.oneof(
      slMobile.map((national) => `+94${national}`),
      slMobile,
      fc.stringMatching(/^\+?\d{1,14}$/),
    )
    const spaced = number.chain((plain) => withSeparators(plain).map((withGaps) => [plain, withGaps] as const))
    fc.assert(
      fc.property(spaced, fc.constantFrom('mobile', 'home') as fc.Arbitrary<'mobile' | 'home'>, fc.boolean(), ([plain, withGaps], kind, international) => {
        expect(phoneError(withGaps, kind, { international })).toBe(phoneError(plain, kind, { international }))
        expect(normalizePhone(withGaps)).toBe(normalizePhone(plain))
      }),
    )
  })

  it('gives every +94 number of the wrong length the 12-digit message', () => {
    const digits = fc
      .integer({ min: 0, max: 16 })
      .filter((length) => length !== 9)
      .chain((length) => fc.stringMatching(new RegExp(`^\\d{${length}}$`)))
    const spaced = digits.chain((rest) => withSeparators(`+94${rest}`))
    fc.assert(
      fc.property(spaced, fc.boolean(), (value, international) => {
        expect(phoneError(value, 'mobile', { international })).toBe(SL_MOBILE_LENGTH)
        expect(phoneError(value, 'home', { international })).toBe(SL_HOME_LENGTH)
      }),
    )
  })
})

describe('isEmail', () => {
  it('accepts name@domain and refuses spaces or a missing part', () => {
    expect(isEmail('nimal.perera@example.lk')).toBe(true)
    expect(isEmail('nimal perera@example.lk')).toBe(false)
    expect(isEmail('nimal@')).toBe(false)
    expect(isEmail('@example.lk')).toBe(false)
    expect(isEmail('nimal.example.lk')).toBe(false)
  })

  it('refuses a domain label ending in a hyphen, which the stored e-mail field refuses too', () => {
    expect(isEmail('nimal@example-.lk')).toBe(false)
    expect(isEmail('nimal@mail.example-.lk')).toBe(false)
    expect(isEmail('nimal@ex--ample.lk')).toBe(true)
    expect(isEmail('nimal-@example.lk')).toBe(true)
  })
})

describe('yearChoices', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs from the current year down to the first year, newest first', () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2031-03-01T10:00:00'))
    const application = yearChoices(1900)
    expect(application[0]).toBe('2031')
    expect(application.at(-1)).toBe('1900')
    expect(application).toHaveLength(2031 - 1900 + 1)
    expect(yearChoices(2000)).toEqual(Array.from({ length: 32 }, (_, i) => String(2031 - i)))
  })

  it('follows the clock into a new year', () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-12-31T23:59:00'))
    expect(yearChoices(2000)[0]).toBe('2026')
    vi.setSystemTime(new Date('2027-01-01T00:01:00'))
    expect(yearChoices(2000)[0]).toBe('2027')
  })
})
