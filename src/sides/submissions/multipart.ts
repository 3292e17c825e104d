/**
 * Reads the application's multipart body as it streams in: text fields into
 * memory (small, capped), each file straight to a private temporary folder,
 * counted and sized as it goes. Limits end the upload early with a message
 * that names the file; nothing is held whole in memory. The folder is made
 * only when the first file arrives, so a refused request leaves nothing.
 * Each file's SHA-256 is taken on the way (the retry check compares it), so
 * no file is read again for it.
 */
import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import busboy from 'busboy'

import {
  DOCUMENT_FIELDS,
  FILE_MESSAGES,
  MAX_FILE_BYTES,
  MAX_FILES_PER_FIELD,
  MAX_TOTAL_BYTES,
} from '@/foundations/formRules/applicationDocuments'
import { FORM_MESSAGES } from '@/foundations/formRules/messages'
import { BodyTooLarge, limitedChunks } from '@/foundations/requestBody'

import { cleanFileName, incomingDir, removeQuietly } from '@/services/applicantFiles/places'

export type IncomingFile = { field: string; originalName: string; tempPath: string; size: number; /** hex, of the whole file once read */ sha256: string }

export type ParsedUpload = { fields: Record<string, string>; files: IncomingFile[]; folder: string }

export class UploadRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message)
  }
}

const MAX_FIELDS = 100
const MAX_FIELD_BYTES = 64 * 1024
/** Room for the text fields and multipart framing on top of the files. */
const BODY_MARGIN = 1024 * 1024

/** The file fields a form takes, and how many files each. */
export type FileFields = { fields: readonly { name: string; label: string }[]; maxPerField: number }

const APPLICATION_FILES: FileFields = { fields: DOCUMENT_FIELDS, maxPerField: MAX_FILES_PER_FIELD }

/**
 * Parses the request; files go to a fresh folder under the incoming area. On
 * any refusal the folder is removed before the error is thrown. The
 * application's document fields unless the form names others; the size
 * limits are the same for every form.
 */
export async function readMultipart(request: Request, fileFields: FileFields = APPLICATION_FILES): Promise<ParsedUpload> {
  const labelOf = (field: string) => fileFields.fields.find((document) => document.name === field)?.label ?? field
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new UploadRefused('The application must be sent as multipart/form-data.', 415)
  }
  if (!request.body) throw new UploadRefused('The application arrived empty.', 400)

  // busboy refuses a missing or empty boundary, but takes a quoted empty one.
  const boundary = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(contentType)
  if (!boundary?.[1] && !boundary?.[2]) throw new UploadRefused(FORM_MESSAGES.multipartUnreadable, 400)
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { fileSize: MAX_FILE_BYTES, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, files: fileFields.fields.length * fileFields.maxPerField },
      defParamCharset: 'utf8',
    })
  } catch {
    // A header busboy cannot use: refused before anything is read or made.
    throw new UploadRefused(FORM_MESSAGES.multipartUnreadable, 400)
  }

  const folder = path.join(incomingDir(), randomUUID())
  let folderMade = false
  const fields: Record<string, string> = {}
  const files: IncomingFile[] = []
  const perField = new Map<string, number>()
  let total = 0
  let refusal: UploadRefused | undefined
  const writes: Promise<void>[] = []

  const refuse = (error: UploadRefused) => {
    refusal ??= error
  }
  /**
   * Refuses and stops reading. Never destroy a file's stream alone: busboy
   * would wait for that stream to take the file's next chunk, and the
   * request would hang unanswered. Destroying the parser ends every file.
   */
  const abandon = (error: UploadRefused) => {
    refuse(error)
    parser.destroy()
  }

  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) refuse(new UploadRefused(`The field ${name} is too long.`, 400, name))
    else fields[name] = value
  })
  // With one file field the count is that field's; across several, busboy cannot say which.
  const only = fileFields.fields.length === 1 ? fileFields.fields[0] : undefined
  parser.on('filesLimit', () =>
    refuse(new UploadRefused(FILE_MESSAGES.tooMany(only ? only.label : 'one document'), 400, only ? only.name : 'documents')),
  )
  parser.on('fieldsLimit', () => refuse(new UploadRefused('The application has too many fields.', 400)))

  parser.on('file', (field, stream, info) => {
    const originalName = cleanFileName(info.filename ?? '')
    if (refusal) return void stream.resume()
    if (!fileFields.fields.some((document) => document.name === field)) {
      refuse(new UploadRefused(FILE_MESSAGES.unknownField(field), 400, field))
      return void stream.resume()
    }
    const count = (perField.get(field) ?? 0) + 1
    perField.set(field, count)
    if (count > fileFields.maxPerField) {
      refuse(new UploadRefused(FILE_MESSAGES.tooMany(labelOf(field)), 400, field))
      return void stream.resume()
    }
    if (!folderMade) {
      try {
        // Synchronous, once per request: the file's data must not flow before its target exists.
        fs.mkdirSync(folder, { recursive: true })
        folderMade = true
      } catch {
        refuse(new UploadRefused(FORM_MESSAGES.storeFailed, 500))
        return void stream.resume()
      }
    }
    const tempPath = path.join(folder, randomUUID())
    const file: IncomingFile = { field, originalName, tempPath, size: 0, sha256: '' }
    files.push(file)
    const hash = createHash('sha256')
    stream.on('data', (chunk: Buffer) => {
      hash.update(chunk)
      file.size += chunk.length
      total += chunk.length
      if (total > MAX_TOTAL_BYTES) abandon(new UploadRefused(FILE_MESSAGES.totalTooLarge, 413, 'documents'))
    })
    stream.on('limit', () => refuse(new UploadRefused(FILE_MESSAGES.tooLarge(originalName), 413, field)))
    writes.push(
      pipeline(stream, fs.createWriteStream(tempPath)).then(
        () => {
          file.sha256 = hash.digest('hex')
        },
        () => {
          // The parser ended the file (a refusal, a broken body): that explains it. Otherwise the disk failed.
          if (!parser.destroyed) abandon(new UploadRefused(FORM_MESSAGES.storeFailed, 500))
        },
      ),
    )
  })

  try {
    // However the body is framed, reading stops once it passes the limit.
    const body = Readable.from(limitedChunks(request, MAX_TOTAL_BYTES + BODY_MARGIN))
    await pipeline(body, parser).catch((error: unknown) => {
      if (error instanceof BodyTooLarge) refuse(new UploadRefused(FILE_MESSAGES.totalTooLarge, 413, 'documents'))
      if (!refusal) throw error
    })
    await Promise.all(writes)
    if (refusal) throw refusal
    // A file whose copy to disk failed (a full or broken disk) has no digest: never go on with half a document.
    if (files.some((file) => !file.sha256)) throw new UploadRefused(FORM_MESSAGES.storeFailed, 500)
    const empty = files.find((file) => file.size === 0)
    if (empty) throw new UploadRefused(FILE_MESSAGES.empty(empty.originalName), 400, empty.field)
    return { fields, files, folder }
  } catch (error) {
    await removeQuietly(folder)
    if (error instanceof UploadRefused) throw error
    throw new UploadRefused('The upload was interrupted. Please submit again.', 400)
  }
}
