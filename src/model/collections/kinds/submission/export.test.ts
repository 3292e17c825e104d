import { describe, expect, it } from 'vitest'

import { neutralizeFormula, toCsv } from './export'

describe('CSV export of submissions', () => {
  it('keeps cells that a spreadsheet would run as formulas as plain text', () => {
    expect(neutralizeFormula('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`)
    expect(neutralizeFormula('@SUM(A1)')).toBe(`'@SUM(A1)`)
    expect(neutralizeFormula('+cmd')).toBe(`'+cmd`)
    expect(neutralizeFormula('-2+3')).toBe(`'-2+3`)
    // Phone numbers and plain text stay as they are.
    expect(neutralizeFormula('+94712345678')).toBe('+94712345678')
    expect(neutralizeFormula('Kasun Perera')).toBe('Kasun Perera')
  })

  it('writes one column per field, lists as readable text, and leaves out the idempotency key', () => {
    const csv = toCsv([
      {
        id: 7,
        reference: 'APP-2026-ABCDEF',
        full_name: 'Perera, "Kasun"',
        idempotency_key: 'secret-key',
        sl_al_details: [
          { id: 'a', subject: 'General English', grade: 'A' },
          { id: 'b', subject: 'Accounting', grade: 'B' },
        ],
        degree: { id: 18 },
        permanent_address: null,
      },
    ])
    expect(csv.trim().split('\n')).toEqual([
      'id,reference,full_name,sl_al_details,degree,permanent_address',
      '7,APP-2026-ABCDEF,"Perera, ""Kasun""",General English / A; Accounting / B,18,',
    ])
  })
})
