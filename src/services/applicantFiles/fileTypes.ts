/**
 * What an uploaded file really is, read from its content (magic bytes), never
 * from its name or the type the browser declared. Only the accepted kinds of
 * §5 pass, only when the content agrees with the file's extension, and only
 * when what they hold is within bounds (contentChecks.ts).
 */
import { fileTypeFromFile } from 'file-type'

import { extensionOf, FILE_MESSAGES, isAcceptedName } from '@/foundations/formRules/applicationDocuments'

import { checkContent } from './contentChecks'

/** Content kind → the extensions it may carry, and the type it is stored with. */
const KINDS: Record<string, { extensions: string[]; mime: string }> = {
  jpg: { extensions: ['jpg', 'jpeg'], mime: 'image/jpeg' },
  png: { extensions: ['png'], mime: 'image/png' },
  pdf: { extensions: ['pdf'], mime: 'application/pdf' },
  docx: { extensions: ['docx'], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
}

/** The type a stored document is served with, from the extension its stored name was given after the checks. */
export function mimeOfStoredName(storedName: string): string {
  const extension = extensionOf(storedName)
  return Object.values(KINDS).find((kind) => kind.extensions.includes(extension))?.mime ?? 'application/octet-stream'
}

type Sniffed = { ok: true; mime: string; extension: string } | { ok: false; message: string }

export async function sniffFile(filePath: string, originalName: string): Promise<Sniffed> {
  if (!isAcceptedName(originalName)) return { ok: false, message: FILE_MESSAGES.wrongType(originalName) }
  const detected = await fileTypeFromFile(filePath)
  const kind = detected ? KINDS[detected.ext] : undefined
  const extension = extensionOf(originalName)
  if (!detected || !kind || !kind.extensions.includes(extension)) return { ok: false, message: FILE_MESSAGES.contentMismatch(originalName) }
  const checked = await checkContent(detected.ext, filePath, originalName)
  if (!checked.ok) return checked
  return { ok: true, mime: kind.mime, extension }
}
