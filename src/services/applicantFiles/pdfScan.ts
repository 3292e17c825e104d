/**
 * Looks through a PDF for scripts, actions that start programs or open
 * addresses or other files, and files carried inside (RISKY_NAMES), used as
 * keys or values anywhere in its objects. A certificate or a receipt never
 * needs them; a viewer that honours them runs code, opens a program or an
 * address, or hands over an attached file.
 *
 * No PDF library on npm both reads object streams and reports actions without
 * rendering, so this is a small scanner of the file's syntax (ISO 32000-1 §7.2-7.5):
 *
 * - Names are read as a viewer reads them, `#xx` escapes decoded, so
 *   `/J#61vaScript` is /JavaScript. Strings and comments are skipped: text
 *   that merely mentions "/JS" is not a name.
 * - Stream data (pictures, page text, fonts) is skipped: its bytes are not
 *   objects, and binary data would match by chance.
 * - Object streams (`/Type /ObjStm`, or a stream with `/First`, which is all
 *   some viewers look for) hold objects in compressed form: they are inflated,
 *   with a cap on the output, and scanned the same way. One whose filter
 *   cannot be undone here, whose data does not inflate, or that passes the cap
 *   makes the file unreadable for this check, and so refused.
 * - An object header ("12 0 obj") inside skipped stream data is scanned too: a
 *   cross-reference table may point a viewer into the middle of a stream.
 */
import zlib from 'node:zlib'

import { CONTENT_LIMITS } from '@/foundations/formRules/applicationDocuments'

type PdfScan = { ok: true } | { ok: false; reason: 'active' | 'unreadable' }

/**
 * Names that make a viewer run script or start a program, open an address
 * or another file, send data away, or that carry files inside the PDF. A
 * certificate or a receipt needs none of them (decision 010).
 */
const RISKY_NAMES = new Set([
  // script, programs
  'JavaScript', 'JS', 'Launch',
  // addresses and other files: links out, remote and embedded go-to, form submission and import
  'URI', 'GoToR', 'GoToE', 'SubmitForm', 'ImportData',
  // files carried inside: attachments, the embedded-files tree, rich media
  'EmbeddedFile', 'EmbeddedFiles', 'FileAttachment', 'RichMedia',
])

/** §7.2.2: white-space and delimiter characters; everything else is a regular character. */
const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20])
const DELIMITERS = new Set([...'()<>[]{}/%'].map((char) => char.charCodeAt(0)))
const isRegular = (byte: number) => !WHITESPACE.has(byte) && !DELIMITERS.has(byte)

/** Object streams inside object streams: real files have none; deeper is refused, not followed. */
const MAX_NESTING = 4

class Unreadable extends Error {}
class Active extends Error {}

/** A name's text with its `#xx` escapes decoded. */
export function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

type Token = { kind: 'name' | 'word' | 'open' | 'close' | 'other'; text: string }

type Budget = { left: number }

/**
 * Reads tokens from `start`, checking every name. Returns when the data ends.
 * `text` is the data as latin1, one character per byte.
 */
function scan(text: string, start: number, budget: Budget, nesting: number): void {
  if (nesting > MAX_NESTING) throw new Unreadable()
  let at = start
  // The tokens of the dictionary being read, to know a stream's kind and length.
  let dictionary: Token[] | null = null
  let depth = 0
  // The dictionary just closed, while nothing but white-space and comments follows it.
  let lastDictionary: Token[] | null = null

  const push = (token: Token) => {
    if (dictionary) dictionary.push(token)
    lastDictionary = null
  }

  while (at < text.length) {
    const byte = text.charCodeAt(at)
    if (WHITESPACE.has(byte)) {
      at += 1
      continue
    }
    if (byte === 0x25 /* % */) {
      // A comment runs to the end of the line.
      while (at < text.length && text[at] !== '\n' && text[at] !== '\r') at += 1
      continue
    }
    if (byte === 0x28 /* ( */) {
      at = skipLiteralString(text, at)
      push({ kind: 'other', text: '()' })
      continue
    }
    if (byte === 0x2f /* / */) {
      let end = at + 1
      while (end < text.length && isRegular(text.charCodeAt(end))) end += 1
      const name = decodeName(text.slice(at + 1, end))
      if (RISKY_NAMES.has(name)) throw new Active()
      push({ kind: 'name', text: name })
      at = end
      continue
    }
    if (text.startsWith('<<', at)) {
      depth += 1
      if (depth === 1) dictionary = []
      else push({ kind: 'open', text: '<<' })
      at += 2
      continue
    }
    if (text.startsWith('>>', at)) {
      at += 2
      if (depth === 0) continue
      depth -= 1
      if (depth === 0) {
        lastDictionary = dictionary
        dictionary = null
      } else push({ kind: 'close', text: '>>' })
      continue
    }
    if (byte === 0x3c /* < */) {
      // A hex string: skipped to its end.
      const end = text.indexOf('>', at + 1)
      at = end < 0 ? text.length : end + 1
      push({ kind: 'other', text: '<>' })
      continue
    }
    if (DELIMITERS.has(byte)) {
      push({ kind: 'other', text: text[at]! })
      at += 1
      continue
    }
    let end = at + 1
    while (end < text.length && isRegular(text.charCodeAt(end))) end += 1
    const word = text.slice(at, end)
    at = end
    if (word === 'stream' && depth === 0 && lastDictionary) {
      at = readStream(text, at, lastDictionary, budget, nesting)
      lastDictionary = null
      continue
    }
    push({ kind: 'word', text: word })
  }
}

/** Skips a literal string: balanced parentheses, backslash escapes (§7.3.4.2). */
function skipLiteralString(text: string, start: number): number {
  let nesting = 0
  for (let at = start; at < text.length; at += 1) {
    const char = text[at]
    if (char === '\\') at += 1
    else if (char === '(') nesting += 1
    else if (char === ')') {
      nesting -= 1
      if (nesting === 0) return at + 1
    }
  }
  return text.length
}

/**
 * A dictionary's value for a key (top level only): the items of an array, or
 * the one value; `indirect` when it is a reference ("12 0 R") this scanner does not follow.
 */
function valueOf(tokens: Token[], key: string): { items: Token[]; indirect: boolean } | undefined {
  let depth = 0
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!
    if (token.kind === 'open' || token.text === '[') depth += 1
    else if (token.kind === 'close' || token.text === ']') depth -= 1
    else if (depth === 0 && token.kind === 'name' && token.text === key) {
      const next = tokens[index + 1]
      if (!next) return { items: [], indirect: false }
      if (next.text === '[') {
        const items: Token[] = []
        for (let item = index + 2; item < tokens.length && tokens[item]!.text !== ']'; item += 1) items.push(tokens[item]!)
        return { items, indirect: items.some((item) => item.text === 'R') }
      }
      const indirect = next.kind === 'word' && tokens[index + 2]?.kind === 'word' && tokens[index + 3]?.text === 'R'
      return { items: [next], indirect }
    }
  }
  return undefined
}

/** Where the first object header ("12 0 obj") in `data` starts, or -1. Bounded look-behind, so long runs of digits cost nothing. */
function findObjectHeader(data: string): number {
  for (let at = data.indexOf('obj'); at >= 0; at = data.indexOf('obj', at + 3)) {
    const after = data.charCodeAt(at + 3)
    if (at + 3 < data.length && isRegular(after)) continue
    const before = data.slice(Math.max(0, at - 24), at)
    const header = /\d{1,10}[\x00\t\n\f\r ]+\d{1,5}[\x00\t\n\f\r ]+$/.exec(before)
    if (header) return at - before.length + header.index
  }
  return -1
}

/**
 * Reads the stream whose keyword ends at `start`; returns where scanning goes on.
 * The data ends where /Length says if `endstream` follows there, otherwise at
 * the next `endstream`.
 */
function readStream(text: string, start: number, dictionary: Token[], budget: Budget, nesting: number): number {
  let dataStart = start
  if (text.startsWith('\r\n', dataStart)) dataStart += 2
  else if (text[dataStart] === '\n' || text[dataStart] === '\r') dataStart += 1

  const length = valueOf(dictionary, 'Length')
  const declared = length && !length.indirect && length.items[0]?.kind === 'word' ? Number(length.items[0].text) : NaN
  let dataEnd: number
  if (Number.isSafeInteger(declared) && declared >= 0 && /^[\x00\t\n\f\r ]*endstream/.test(text.slice(dataStart + declared, dataStart + declared + 20))) {
    dataEnd = dataStart + declared
  } else {
    dataEnd = text.indexOf('endstream', dataStart)
    if (dataEnd < 0) dataEnd = text.length
  }
  const data = text.slice(dataStart, dataEnd)

  const type = valueOf(dictionary, 'Type')?.items[0]
  const isObjectStream = (type?.kind === 'name' && type.text === 'ObjStm') || valueOf(dictionary, 'First') !== undefined
  if (isObjectStream) {
    scan(decodeObjectStream(data, dictionary, budget), 0, budget, nesting + 1)
  } else {
    // Data, unless an object hides inside it.
    const header = findObjectHeader(data)
    if (header >= 0) scan(data, header, budget, nesting + 1)
  }
  return dataEnd
}

/** An object stream's objects: as stored, or inflated (the only filter producers use for them). */
function decodeObjectStream(data: string, dictionary: Token[], budget: Budget): string {
  const filter = valueOf(dictionary, 'Filter')
  if (filter && (filter.indirect || filter.items.length !== 1 || filter.items[0]!.kind !== 'name' || filter.items[0]!.text !== 'FlateDecode')) {
    throw new Unreadable()
  }
  // Predictors rearrange the bytes: no producer uses them here, and they would hide names.
  if (valueOf(dictionary, 'DecodeParms') !== undefined && dictionary.some((token) => token.kind === 'name' && token.text === 'Predictor')) {
    throw new Unreadable()
  }
  let bytes: Buffer = Buffer.from(data, 'latin1')
  if (filter) {
    try {
      // maxOutputLength stops zlib as soon as the output would pass the cap.
      bytes = zlib.inflateSync(bytes, { maxOutputLength: Math.max(1, budget.left), finishFlush: zlib.constants.Z_SYNC_FLUSH })
    } catch {
      throw new Unreadable()
    }
  }
  budget.left -= bytes.length
  if (budget.left < 0) throw new Unreadable()
  return bytes.toString('latin1')
}

/** Scans a whole PDF. */
export function scanPdf(pdf: Buffer): PdfScan {
  try {
    scan(pdf.toString('latin1'), 0, { left: CONTENT_LIMITS.maxPdfObjectStreamBytes }, 0)
    return { ok: true }
  } catch (error) {
    if (error instanceof Active) return { ok: false, reason: 'active' }
    if (error instanceof Unreadable) return { ok: false, reason: 'unreadable' }
    throw error
  }
}
