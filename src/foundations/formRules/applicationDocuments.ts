/**
 * The application's document fields and their limits (§3, §5 accepted types).
 * The browser checks names and sizes for a quick message; the server checks
 * the content itself (src/services/applicantFiles/fileTypes.ts) and is the authority.
 */
import { formTexts } from '../texts/forms/en'
import { fill } from '../texts/translation'

export const DOCUMENT_FIELDS = [
  { name: 'nic', label: 'NIC / Passport copy' },
  { name: 'o/l_certificate', label: 'O/L certificate' },
  { name: 'a/l_certificate', label: 'A/L certificate' },
  { name: 'receipt', label: 'Payment receipt' },
  { name: 'other_certificates', label: 'Other certificates' },
] as const

export const DOCUMENT_FIELD_NAMES: readonly string[] = DOCUMENT_FIELDS.map((field) => field.name)

const ACCEPTED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', 'docx'] as const
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`).join(',')

export const MAX_FILE_BYTES = 10 * 1024 * 1024
export const MAX_TOTAL_BYTES = 30 * 1024 * 1024
export const MAX_FILES_PER_FIELD = 5

/**
 * Bounds on what a document may unpack to, checked by the server before it is
 * stored (src/services/applicantFiles/contentChecks.ts). A certificate or receipt is far
 * inside every one of them; a file past one is built to hurt whoever opens it.
 */
export const CONTENT_LIMITS = {
  /** DOCX: parts in the archive. A letter has about 15; a long report a few hundred. */
  maxArchiveEntries: 1000,
  /** DOCX: the sizes its central directory declares, added up. */
  maxArchiveUnpackedBytes: 100 * 1024 * 1024,
  /** DOCX: one part's unpacked size over its packed size. Word's XML packs about 5-20 times; a bomb, about 1000. */
  maxEntryCompressionRatio: 100,
  /** ...counted only for parts unpacking to more than this, where a high ratio costs memory. */
  ratioCheckedFromBytes: 1024 * 1024,
  /** Pictures: width × height, read from the header without decoding. */
  maxImagePixels: 50_000_000,
  maxImageSide: 20_000,
  /** PDF: all object streams together, inflated to look for scripts inside them. */
  maxPdfObjectStreamBytes: 32 * 1024 * 1024,
} as const

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

const T = formTexts.templates

/** What is wrong with a file, naming it (src/foundations/texts/forms: beside their Sinhala and Tamil). */
export const FILE_MESSAGES = {
  wrongType: (name: string) => fill(T.fileWrongType, { name }),
  contentMismatch: (name: string) => fill(T.fileContentMismatch, { name }),
  tooLarge: (name: string) => fill(T.fileTooLarge, { name, size: megabytes(MAX_FILE_BYTES) }),
  totalTooLarge: fill(T.filesTotalTooLarge, { size: megabytes(MAX_TOTAL_BYTES) }),
  tooMany: (label: string) => fill(T.fileTooMany, { count: MAX_FILES_PER_FIELD, label }),
  empty: (name: string) => fill(T.fileEmpty, { name }),
  unknownField: (field: string) => fill(T.fileUnknownField, { field }),
  archiveTooLarge: (name: string) => fill(T.fileArchiveTooLarge, { name, size: megabytes(CONTENT_LIMITS.maxArchiveUnpackedBytes) }),
  notWordDocument: (name: string) => fill(T.fileNotWordDocument, { name }),
  imageTooLarge: (name: string) =>
    fill(T.fileImageTooLarge, { name, megapixels: CONTENT_LIMITS.maxImagePixels / 1_000_000, side: CONTENT_LIMITS.maxImageSide.toLocaleString('en') }),
  imageUnreadable: (name: string) => fill(T.fileImageUnreadable, { name }),
  pdfActive: (name: string) => fill(T.filePdfActive, { name }),
  infected: (name: string) => fill(T.fileInfected, { name }),
  pdfUnreadable: (name: string) => fill(T.filePdfUnreadable, { name }),
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

export function isAcceptedName(name: string): boolean {
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(name))
}

export type FileLike = { name: string; size: number }

/** Messages for the chosen files by name, size and count, keyed by field name. */
export function checkChosenFiles(files: Partial<Record<string, FileLike[]>>): Record<string, string> {
  const errors: Record<string, string> = {}
  let total = 0
  for (const field of DOCUMENT_FIELDS) {
    const chosen = files[field.name] ?? []
    total += chosen.reduce((sum, file) => sum + file.size, 0)
    if (chosen.length > MAX_FILES_PER_FIELD) {
      errors[field.name] = FILE_MESSAGES.tooMany(field.label)
      continue
    }
    const wrong = chosen.find((file) => !isAcceptedName(file.name))
    const large = chosen.find((file) => file.size > MAX_FILE_BYTES)
    const empty = chosen.find((file) => file.size === 0)
    if (wrong) errors[field.name] = FILE_MESSAGES.wrongType(wrong.name)
    else if (large) errors[field.name] = FILE_MESSAGES.tooLarge(large.name)
    else if (empty) errors[field.name] = FILE_MESSAGES.empty(empty.name)
  }
  if (total > MAX_TOTAL_BYTES && Object.keys(errors).length === 0) errors.documents = FILE_MESSAGES.totalTooLarge
  return errors
}
