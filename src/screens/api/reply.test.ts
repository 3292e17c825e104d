import { describe, expect, it } from 'vitest'

import { BadRequest, intParam } from './reply'

describe('intParam', () => {
  const range = { min: 1, max: 100, fallback: 10 }
  it('reads a whole number in range', () => {
    expect(intParam(new URLSearchParams('n=42'), 'n', range)).toBe(42)
    expect(intParam(new URLSearchParams('n=1'), 'n', range)).toBe(1)
    expect(intParam(new URLSearchParams('n=100'), 'n', range)).toBe(100)
  })

  it('falls back when absent or blank', () => {
    expect(intParam(new URLSearchParams(''), 'n', range)).toBe(10)
    expect(intParam(new URLSearchParams('n='), 'n', range)).toBe(10)
  })

  it.each(['0', '101', '-1', '2.5', '1e2', 'ten', '0x10'])('rejects %s', (value) => {
    expect(() => intParam(new URLSearchParams({ n: value }), 'n', range)).toThrow(BadRequest)
    expect(() => intParam(new URLSearchParams({ n: value }), 'n', range)).toThrow('n must be a whole number from 1 to 100.')
  })
})
