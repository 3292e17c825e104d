import { describe, expect, it } from 'vitest'

import { formatNumber } from './numbers'

describe('formatNumber', () => {
  it('groups Tamil numbers the Indian way and English and Sinhala ones in threes', () => {
    expect(formatNumber(1234567)).toBe('1,234,567')
    expect(formatNumber(1234567, 'si')).toBe('1,234,567')
    expect(formatNumber(1234567, 'ta')).toBe('12,34,567')
    expect(formatNumber(125000, 'ta')).toBe('1,25,000')
  })

  it('writes small numbers and fractions with Latin digits in every language', () => {
    expect(formatNumber(950, 'ta')).toBe('950')
    expect(formatNumber(92.5, 'si')).toBe('92.5')
  })
})
