import { describe, expect, it } from 'vitest'

import { makePdf } from './pdf'

describe('makePdf', () => {
  const pdf = makePdf('Application Form (2026)', ['Fee: Rs 1250.', 'Long text '.repeat(400)])
  const text = pdf.toString('latin1')

  it('has the header, cross-reference table and end marker', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(text).toContain('\nxref\n')
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
  })

  it('points startxref and every xref entry at the right byte', () => {
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1])
    expect(text.slice(startxref, startxref + 4)).toBe('xref')
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
    entries.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true))
  })

  it('escapes parentheses and flows long text onto more pages', () => {
    expect(text).toContain('Application Form \\(2026\\)')
    expect(Number(/\/Count (\d+)/.exec(text)?.[1])).toBeGreaterThan(1)
  })
})
