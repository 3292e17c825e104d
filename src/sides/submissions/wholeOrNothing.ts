/**
 * What storing a submission and adding documents to an application share:
 * the files are put in the file store (the private folder on disk, or the
 * bucket) first, then the record is written in one database transaction
 * (PostgreSQL; the embedded SQLite adapter runs without transactions, and an
 * undo puts back by hand what was done), and the files are removed again if
 * anything after them fails. So a failure leaves neither a partial record nor
 * an orphan file.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { DOCUMENTS_FOLDER } from '@/services/applicantFiles/places'
import type { FileStore } from '@/services/storage/fileStore'

import type { IncomingFile } from './multipart'

export type StoredDocument = { field: string; original_filename: string; stored_name: string; mime_type: string; size: number }

export type CheckedFile = IncomingFile & { mime: string; extension: string }

/** Points where tests make storing fail, to prove that nothing is left behind. */
export type StoreFaults = {
  afterFilesStored?: () => Promise<void> | void
  afterRecordCreated?: () => Promise<void> | void
}

/** Puts each file in the store under a new name; `stored` collects the keys as they go, for the undo. */
export async function putFiles(store: FileStore, files: CheckedFile[], stored: string[], field?: string): Promise<StoredDocument[]> {
  const documents: StoredDocument[] = []
  for (const file of files) {
    const storedName = `${randomUUID()}.${file.extension}`
    const key = `${DOCUMENTS_FOLDER}/${storedName}`
    // Counted before the put: a put that failed half-way may still have left an object.
    stored.push(key)
    await store.put(key, file.tempPath, file.mime)
    documents.push({
      field: field ?? file.field,
      original_filename: file.originalName,
      stored_name: storedName,
      mime_type: file.mime,
      size: file.size,
    })
  }
  return documents
}

/**
 * Runs `work` in one database transaction and commits it; on any failure
 * rolls it back. The embedded SQLite adapter runs without transactions
 * (`work` then gets no `req`): there `undo` puts back by hand what `work`
 * had done so far. `undo` must not throw.
 */
export async function allOrNothing<T>(
  payload: Payload,
  work: (req: { transactionID: number | string } | undefined, transactionID: number | string | undefined) => Promise<T>,
  undo: () => Promise<void>,
): Promise<T> {
  let transactionID: number | string | undefined
  try {
    transactionID = (await payload.db.beginTransaction()) ?? undefined
    const result = await work(transactionID === undefined ? undefined : { transactionID }, transactionID)
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
    return result
  } catch (error) {
    if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
    else await undo()
    throw error
  }
}
