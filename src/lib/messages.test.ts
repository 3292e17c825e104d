import { describe, expect, it } from 'vitest'

import { errorText, MESSAGES } from './messages'

describe('errorText', () => {
  it("shows 'Error: ' and the failure's message", () => {
    expect(errorText(new Error('Failed to fetch slider images'))).toBe('Error: Failed to fetch slider images')
    expect(errorText('timeout')).toBe('Error: timeout')
  })

  it("falls back to 'Something went wrong'", () => {
    expect(errorText(new Error(''))).toBe('Error: Something went wrong')
    expect(errorText(undefined)).toBe('Error: Something went wrong')
    expect(MESSAGES.genericError).toBe('Something went wrong')
  })
})
