/**
 * Checks of what an accepted document holds, run on the temporary file before
 * anything is stored: files that are what their name says, but are built to
 * hurt whoever opens them (staff, in the back office) are refused with a
 * message naming the file. The bounds are CONTENT_LIMITS in src/foundations/formRules/applicationDocuments.ts.
 *
 * - DOCX: the ZIP's central directory is read without inflating anything; too
 *   many parts, too much declared unpacked data, or a part packed absurdly
 *   tightly is a bomb. Then every part is unpacked once, as a stream that
 *   nobody keeps, because the declared sizes are the sender's word: yauzl stops
 *   a part at its declared size, so this costs at most the bound above.
 * - Pictures: width and height come from the header (sharp reads it without
 *   decoding the pixels).
 * - PDF: scripts and launch actions (see pdfScan.ts).
 */
import fs from 'node:fs/promises'

import sharp from 'sharp'
import yauzl from 'yauzl'

import { CONTENT_LIMITS, FILE_MESSAGES } from '@/foundations/formRules/applicationDocuments'

import { scanPdf } from './pdfScan'

type ContentCheck = { ok: true } | { ok: false; message: string }

const passed: ContentCheck = { ok: true }
const refused = (message: string): ContentCheck => ({ ok: false, message })

/** The part every Word document has: its text. */
const WORD_MAIN_PART = 'word/document.xml'

async function checkDocx(filePath: string, name: string): Promise<ContentCheck> {
  let zip: yauzl.ZipFile
  try {
    zip = await yauzl.openPromise(filePath, { lazyEntries: true, autoClose: false, validateEntrySizes: true })
  } catch {
    return refused(FILE_MESSAGES.notWordDocument(name))
  }
  try {
    if (zip.entryCount > CONTENT_LIMITS.maxArchiveEntries) return refused(FILE_MESSAGES.archiveTooLarge(name))
    const entries: yauzl.Entry[] = []
    let declaredTotal = 0
    for await (const entry of zip.eachEntry()) {
      declaredTotal += entry.uncompressedSize
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize)
      if (
        declaredTotal > CONTENT_LIMITS.maxArchiveUnpackedBytes ||
        (entry.uncompressedSize > CONTENT_LIMITS.ratioCheckedFromBytes && ratio > CONTENT_LIMITS.maxEntryCompressionRatio)
      ) {
        return refused(FILE_MESSAGES.archiveTooLarge(name))
      }
      // Word never encrypts parts or packs them with methods other than store and deflate.
      if (entry.isEncrypted() || !entry.canDecodeFileData()) return refused(FILE_MESSAGES.notWordDocument(name))
      entries.push(entry)
    }
    if (!entries.some((entry) => entry.fileName === WORD_MAIN_PART)) return refused(FILE_MESSAGES.notWordDocument(name))

    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue
      try {
        const stream = await zip.openReadStreamPromise(entry)
        for await (const _chunk of stream) {
          // Read and dropped: only the size check matters.
        }
      } catch (error) {
        // yauzl's words when a part unpacks to more than its header declared.
        const lied = error instanceof Error && /too many bytes/.test(error.message)
        return refused(lied ? FILE_MESSAGES.archiveTooLarge(name) : FILE_MESSAGES.notWordDocument(name))
      }
    }
    return passed
  } catch {
    // The central directory broke off or named an impossible part.
    return refused(FILE_MESSAGES.notWordDocument(name))
  } finally {
    zip.close()
  }
}

/** The picture's header agrees with its kind and its size is within bounds. */
/** `input`: the file's path, or its bytes when it is read from the file store. */
export async function checkImage(input: string | Buffer, name: string, format: 'jpeg' | 'png'): Promise<ContentCheck> {
  let width: number | undefined
  let height: number | undefined
  try {
    // No pixel limit here: the header alone is read, and the limit below gives the clearer message.
    const metadata = await sharp(input, { limitInputPixels: false }).metadata()
    if (metadata.format !== format) return refused(FILE_MESSAGES.imageUnreadable(name))
    ;({ width, height } = metadata)
  } catch {
    return refused(FILE_MESSAGES.imageUnreadable(name))
  }
  if (!width || !height) return refused(FILE_MESSAGES.imageUnreadable(name))
  if (width > CONTENT_LIMITS.maxImageSide || height > CONTENT_LIMITS.maxImageSide || width * height > CONTENT_LIMITS.maxImagePixels) {
    return refused(FILE_MESSAGES.imageTooLarge(name))
  }
  return passed
}

async function checkPdf(filePath: string, name: string): Promise<ContentCheck> {
  // At most MAX_FILE_BYTES (10 MB), already on disk.
  const result = scanPdf(await fs.readFile(filePath))
  if (result.ok) return passed
  return refused(result.reason === 'active' ? FILE_MESSAGES.pdfActive(name) : FILE_MESSAGES.pdfUnreadable(name))
}

/** The check for a file whose content was recognised as `kind` (file-type's name for it). */
export function checkContent(kind: string, filePath: string, name: string): Promise<ContentCheck> {
  switch (kind) {
    case 'docx':
      return checkDocx(filePath, name)
    case 'png':
      return checkImage(filePath, name, 'png')
    case 'jpg':
      return checkImage(filePath, name, 'jpeg')
    case 'pdf':
      return checkPdf(filePath, name)
    default:
      return Promise.resolve(refused(FILE_MESSAGES.contentMismatch(name)))
  }
}
