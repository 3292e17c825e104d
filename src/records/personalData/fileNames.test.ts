import { describe, expect, it } from 'vitest'

import { MAX_NAME, portableName, uniqueName } from './fileNames'

/** What Windows refuses in a name, besides what Linux and macOS refuse too. */
const opensOnWindows = (name: string) =>
  !/[<>:"/\\|?*\u0000-\u001f]/.test(name) && !/[. ]$/.test(name) && !/^(CON|PRN|AUX|NUL|COM\d|LPT\d)(\.|$)/i.test(name) && name.length <= MAX_NAME

describe('a document’s name in the person’s copy', () => {
  it('keeps an ordinary name as it is', () => {
    expect(portableName('Scan of my NIC.pdf')).toBe('Scan of my NIC.pdf')
    expect(portableName('සහතිකය.jpg')).toBe('සහතිකය.jpg')
    // The joiner a Sinhala conjunct is written with stays.
    expect(portableName('ශ්‍රී ලංකා.pdf')).toBe('ශ්‍රී ලංකා.pdf')
  })

  it('drops right-to-left overrides, invisible formatting and line separators', () => {
    expect(portableName('invoice\u202Egpj.exe')).toBe('invoicegpj.exe')
    expect(portableName('a\u2028b\u2029c\u200Bd\u2066e\u2069.png')).toBe('abcde.png')
    expect(portableName('line\nbreak\ttab\u0000.pdf')).toBe('linebreaktab.pdf')
  })

  it('replaces what Windows refuses, and the trailing dots and spaces it drops', () => {
    expect(portableName('a:b.png')).toBe('a_b.png')
    expect(portableName('a*?<>|.png')).toBe('a_____.png')
    expect(portableName('"quoted" \\ back/slash.pdf')).toBe('_quoted_ _ back_slash.pdf')
    expect(portableName('ends with dots. . .')).toBe('ends with dots')
    expect(portableName('..hidden.pdf')).toBe('hidden.pdf')
  })

  it('never gives a device name, whatever its case or extension', () => {
    expect(portableName('CON.png')).toBe('_CON.png')
    expect(portableName('con')).toBe('_con')
    expect(portableName('Lpt1.tar.gz')).toBe('_Lpt1.tar.gz')
    expect(portableName('nul .txt')).toBe('_nul.txt')
    expect(portableName('CONTRACT.pdf')).toBe('CONTRACT.pdf')
  })

  it('is composed (NFC), as macOS shows what Windows and Linux store', () => {
    expect(portableName('Cafe\u0301.pdf')).toBe('Caf\u00e9.pdf')
  })

  it('shortens a long name to MAX_NAME characters, keeping its extension and whole characters', () => {
    const long = portableName(`${'x'.repeat(300)}.pdf`)
    expect(long.length).toBe(MAX_NAME)
    expect(long.endsWith('.pdf')).toBe(true)
    const emoji = portableName(`${'😀'.repeat(120)}.png`)
    expect(emoji.endsWith('.png')).toBe(true)
    expect(emoji.length).toBeLessThanOrEqual(MAX_NAME)
    expect(emoji.isWellFormed()).toBe(true)
    const sinhala = portableName(`${'ක්‍ෂ'.repeat(60)}.jpeg`)
    expect(sinhala.length).toBeLessThanOrEqual(MAX_NAME)
    expect(sinhala.endsWith('.jpeg')).toBe(true)
    expect('ක්‍ෂ'.repeat(60).startsWith(sinhala.slice(0, -'.jpeg'.length))).toBe(true)
  })

  it('falls back to "document" when nothing is left', () => {
    expect(portableName('')).toBe('document')
    expect(portableName('\u202E\u200B')).toBe('document')
    expect(portableName('...')).toBe('document')
  })

  it('opens on Windows whatever the applicant’s name was', () => {
    const hostile = ['a:b.png', 'a*?<>|.png', 'CON.png', 'x\u202E.png', `${'y'.repeat(400)}.docx`, ' . ', 'COM1.', 'aux.tar.gz', 'a\u2028b.pdf', '\ud800.pdf']
    for (const name of hostile) expect({ name, opens: opensOnWindows(portableName(name)) }).toEqual({ name, opens: true })
  })
})

describe('two documents with one name', () => {
  it('keeps both: the second gets a number before its extension, case ignored as Windows and macOS do', () => {
    const taken = new Set<string>()
    expect(uniqueName('Scan.pdf', taken)).toBe('Scan.pdf')
    expect(uniqueName('scan.PDF', taken)).toBe('scan (2).PDF')
    expect(uniqueName('Scan.pdf', taken)).toBe('Scan (3).pdf')
    expect(uniqueName('notes', taken)).toBe('notes')
    expect(uniqueName('notes', taken)).toBe('notes (2)')
  })

  it('stays within MAX_NAME when a long name gets its number', () => {
    const taken = new Set<string>()
    const name = portableName(`${'z'.repeat(300)}.pdf`)
    uniqueName(name, taken)
    const second = uniqueName(name, taken)
    expect(second).toMatch(/ \(2\)\.pdf$/)
    expect(second.length).toBeLessThanOrEqual(MAX_NAME)
  })
})
