import { describe, expect, it } from 'vitest'

import { dayBadge, longDate, ordinalSuffix } from './dates'

describe('ordinalSuffix', () => {
  it.each([
    [1, 'st'], [2, 'nd'], [3, 'rd'], [4, 'th'], [11, 'th'], [12, 'th'], [13, 'th'],
    [21, 'st'], [22, 'nd'], [23, 'rd'], [30, 'th'], [31, 'st'],
  ])('%i%s', (day, suffix) => {
    expect(ordinalSuffix(day)).toBe(suffix)
  })
})

describe('dayBadge', () => {
  it("shows the day with its suffix and the short month, like '5th Mar'", () => {
    expect(dayBadge('2026-03-05T03:30:00.000Z').label).toBe('5th Mar')
    expect(dayBadge('2025-11-22T10:00:00.000Z')).toEqual({ day: '22nd', month: 'Nov', label: '22nd Nov' })
  })

  it('gives the day and the month in Sinhala and Tamil, without an English ordinal', () => {
    expect(dayBadge('2026-03-05T03:30:00.000Z', 'si')).toEqual({ day: '5', month: 'මාර්තු', label: '5 මාර්තු' })
    expect(dayBadge('2026-03-04T20:00:00.000Z', 'ta')).toEqual({ day: '5', month: 'மார்.', label: '5 மார்.' })
  })

  it('uses the campus day, not the server time zone (late evening UTC is the next morning in Colombo)', () => {
    expect(dayBadge('2026-03-04T20:00:00.000Z').label).toBe('5th Mar')
  })
})

describe('longDate', () => {
  it('writes dates in en-GB order', () => {
    expect(longDate('2026-03-05T03:30:00.000Z')).toBe('5 March 2026')
  })

  it('writes Sinhala with the Gregorian month names and Tamil as ICU does, the day in Colombo', () => {
    expect(longDate('2026-03-05T03:30:00.000Z', 'si')).toBe('2026 මාර්තු 5')
    expect(longDate('2026-11-30T20:00:00.000Z', 'si')).toBe('2026 දෙසැම්බර් 1')
    expect(longDate('2026-03-05T03:30:00.000Z', 'ta')).toBe('5 மார்ச், 2026')
  })
})
