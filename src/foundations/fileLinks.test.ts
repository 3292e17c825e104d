import { describe, expect, it } from 'vitest'

import { fileKind, fileNameFromUrl, lastHyphenPart } from './fileLinks'

describe('fileNameFromUrl', () => {
  it.each([
    ['/api/documents/file/Quality%20Policy%202025.pdf', 'Quality Policy 2025.pdf'],
    ['https://cdn.example.org/a/b/report.pdf?download=1', 'report.pdf'],
    ['/api/documents/file/%E0%B6%85.pdf', 'අ.pdf'],
  ])('%s → %s', (url, name) => {
    expect(fileNameFromUrl(url)).toBe(name)
  })

  it.each(['', 'https://example.org/', '/api/documents/file/%E0%A4%A.pdf'])("falls back to 'Unknown File' for %s", (url) => {
    expect(fileNameFromUrl(url)).toBe('Unknown File')
  })
})

describe('lastHyphenPart', () => {
  it('takes the part after the last hyphen', () => {
    expect(lastHyphenPart('training-documents/3-Internship Guidelines.pdf')).toBe('Internship Guidelines.pdf')
    expect(lastHyphenPart('nohyphen.pdf')).toBe('nohyphen.pdf')
  })
})

describe('fileKind', () => {
  it.each([
    ['a.pdf', 'pdf'],
    ['A.PDF', 'pdf'],
    ['plan.xlsx', 'spreadsheet'],
    ['plan.csv', 'spreadsheet'],
    ['notes.docx', 'other'],
  ] as const)('%s is %s', (name, kind) => {
    expect(fileKind(name)).toBe(kind)
  })
})
