/**
 * The application's document fields and their limits (§3, §5 accepted types).
 * The browser checks names and sizes for a quick message; the server checks
 * the content itself (src/services/applicantFiles/fileTypes.ts) and is the authority.
 */
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

export const FILE_MESSAGES = {
  wrongType: (name: string) => `"${name}" is not an accepted file. Please upload JPG, JPEG, PNG, PDF or DOCX files only.`,
  contentMismatch: (name: string) =>
    `"${name}" does not contain what its name says. Please upload a real JPG, JPEG, PNG, PDF or DOCX file.`,
  tooLarge: (name: string) => `"${name}" is larger than ${megabytes(MAX_FILE_BYTES)}. Please upload a smaller file.`,
  totalTooLarge: `Your documents together are larger than ${megabytes(MAX_TOTAL_BYTES)}. Please upload smaller files.`,
  tooMany: (label: string) => `Please upload at most ${MAX_FILES_PER_FIELD} files for ${label}.`,
  empty: (name: string) => `"${name}" is empty. Please choose the file again.`,
  unknownField: (field: string) => `"${field}" is not a document field of this form.`,
  archiveTooLarge: (name: string) =>
    `"${name}" unpacks to more than ${megabytes(CONTENT_LIMITS.maxArchiveUnpackedBytes)} or holds too many parts. Please save it as PDF and upload that.`,
  notWordDocument: (name: string) => `"${name}" could not be read as a Word document. Please save it again as DOCX or PDF and upload that.`,
  imageTooLarge: (name: string) =>
    `"${name}" is larger than ${CONTENT_LIMITS.maxImagePixels / 1_000_000} megapixels or ${CONTENT_LIMITS.maxImageSide.toLocaleString('en')} pixels on a side. Please upload a smaller picture.`,
  imageUnreadable: (name: string) => `"${name}" could not be read as a picture. Please upload it again, or as PDF.`,
  pdfActive: (name: string) =>
    `"${name}" contains scripts, links or attached files, which we do not accept. Please upload a plain copy, for example by printing it to PDF or scanning it.`,
  infected: (name: string) =>
    `"${name}" contains a virus or other harmful content, so we cannot accept it. Please check your device with an up-to-date virus scanner and upload a clean copy.`,
  pdfUnreadable: (name: string) =>
    `"${name}" could not be checked: it is damaged, password-protected or too large inside. Please upload a plain copy, for example by printing it to PDF.`,
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
