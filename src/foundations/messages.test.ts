import { describe, expect, it } from 'vitest'

import { errorText } from './pageMessages'

describe('errorText', () => {
  it("shows 'Error: ' and the failure's message", () => {
    expect(errorText(new Error('Failed to fetch slider images'))).toBe('Error: Failed to fetch slider images')
    expect(errorText('timeout')).toBe('Error: timeout')
  })

  it("falls back to 'Something went wrong'", () => {
    expect(errorText(new Error(''))).toBe('Error: Something went wrong')
    expect(errorText(undefined)).toBe('Error: Something went wrong')
    expect(errorText('')).toBe('Error: Something went wrong')
  })

  it('reads a message only from an Error or a text, never from another value', () => {
    expect(errorText({ message: 'Not an Error' })).toBe('Error: Something went wrong')
    expect(errorText(404)).toBe('Error: Something went wrong')
    expect(errorText(null)).toBe('Error: Something went wrong')
  })
})
