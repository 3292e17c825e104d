/**
 * Stores one submission whole, or not at all.
 *
 * The record and its files are written inside one database transaction
 * (PostgreSQL; on the embedded SQLite database, whose adapter runs without
 * transactions, a failed record is deleted again); the files are put in the
 * file store (the private folder on disk, or the bucket) before the record is
 * created and removed again if anything after that fails, the store itself
 * failing on the second of three files included, so a failure leaves neither
 * a partial record nor an orphan file. The browser's idempotency key makes a
 * retried request find the first one's record and get the same reply.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { type FileStore, fileStore } from '@/storage/fileStore'

import { describeFailure } from '@/logging/describeFailure'
import type { IncomingFile } from './multipart'
import { removeDocuments } from './removeDocuments'
import { DOCUMENTS_FOLDER } from '@/documents/places'

type SubmissionCollection = 'degree-applications' | 'alumni-registrations' | 'inquiries'

type StoredDocument = { field: string; original_filename: string; stored_name: string; mime_type: string; size: number }

export type CheckedFile = IncomingFile & { mime: string; extension: string }

/** Points where tests make storing fail, to prove that nothing is left behind. */
export type StoreFaults = {
  afterFilesStored?: () => Promise<void> | void
  afterRecordCreated?: () => Promise<void> | void
}

type StoreResult = { created: boolean; id: number | string; reference: string; doc: Record<string, unknown> }

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A reference such as APP-2026-7K2QX9: short to read out on the phone, never reused. */
function makeReference(prefix: string, now: Date = new Date()): string {
  let code = ''
  for (let index = 0; index < 6; index += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]
  return `${prefix}-${now.getFullYear()}-${code}`
}

/**
 * Raised when a submission comes again under the key of one already stored,
 * holding something else (the visitor changed the form after a send whose
 * reply was lost): the first one stands, and the visitor must be told so
 * rather than be thanked for changes that were not kept.
 */
export class ChangedAfterStored extends Error {
  constructor(readonly reference: string) {
    super('A submission came again under its key, changed')
  }
}

/** The same text for the same values, whatever the order of their keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined)
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
      .join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** A digest of what a submission holds: its stored fields, and each file's field, name and content (hashed as it arrived). */
export function submissionFingerprint(data: Record<string, unknown>, files: CheckedFile[]): string {
  const documents = files.map((file) => ({ field: file.field, name: file.originalName, sha256: file.sha256 }))
  return createHash('sha256')
    .update(canonical({ data, documents }))
    .digest('hex')
}

/** The stored submission a retry under `key` answers with; ChangedAfterStored when it held something else. */
function retryOf(existing: Record<string, unknown>, fingerprint: string | null): StoreResult {
  const kept = existing.idempotency_fingerprint
  // Stored before fingerprints were kept: answered as a plain retry, as it was then.
  if (fingerprint && typeof kept === 'string' && kept !== fingerprint) throw new ChangedAfterStored(String(existing.reference))
  return { created: false, id: existing.id as number, reference: String(existing.reference), doc: existing }
}

async function findByKey(payload: Payload, collection: SubmissionCollection, key: string) {
  const found = await payload.find({
    collection,
    where: { idempotency_key: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] as unknown as Record<string, unknown> | undefined
}

/** Puts each file in the store under a new name; `stored` collects the keys as they go, for the undo. */
async function putFiles(store: FileStore, files: CheckedFile[], stored: string[], field?: string): Promise<StoredDocument[]> {
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
async function allOrNothing<T>(
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

/** Raised by appendDocuments when the application, read under its lock, no longer takes documents. */
export class NotAppendable extends Error {}

/**
 * Adds documents to a stored application, after those it has (never in
 * their place), in the same all-or-nothing way as a new submission: the files
 * first, then the record in a transaction; a failure removes the files again
 * and leaves the record as it was. `context` reaches the collection's hooks.
 *
 * Two uploads to one application never interleave their read and write (the
 * second would write back the list it read, without the first one's files):
 * one at a time in this process, and under the record's row lock across
 * instances on PostgreSQL. `accepts` is asked about the record as it is then;
 * when it says no, NotAppendable is thrown and nothing is kept.
 */
export async function appendDocuments(options: {
  payload: Payload
  id: number | string
  files: CheckedFile[]
  field: string
  data: Record<string, unknown>
  context: Record<string, unknown>
  accepts?: (current: Record<string, unknown>) => boolean
  faults?: StoreFaults
  store?: FileStore
}): Promise<void> {
  const { payload, id, files, field, faults, store = fileStore() } = options
  const stored: string[] = []
  try {
    const added = await putFiles(store, files, stored, field)
    await faults?.afterFilesStored?.()
    // Undone inside the queue, before the next upload to this application may read it.
    await oneAtATime(`degree-applications:${id}`, () => {
      let previous: Record<string, unknown> | undefined
      return allOrNothing(
        payload,
        async (req, transactionID) => {
          if (transactionID !== undefined) await lockApplication(payload, transactionID, id)
          const current = (await payload.findByID({ collection: 'degree-applications', id, depth: 0, overrideAccess: true, req })) as unknown as Record<string, unknown>
          if (options.accepts && !options.accepts(current)) throw new NotAppendable()
          previous = current
          const kept = Array.isArray(current.documents) ? (current.documents as StoredDocument[]) : []
          await payload.update({
            collection: 'degree-applications',
            id,
            data: { ...options.data, documents: [...kept, ...added] } as never,
            overrideAccess: true,
            depth: 0,
            context: options.context,
            req,
          })
          await faults?.afterRecordCreated?.()
        },
        async () => {
          if (!previous) return
          await restore(payload, id, previous).catch((undo: unknown) => {
            console.error(`Restoring an application after a failed upload failed: ${describeFailure(undo)}`)
          })
        },
      )
    })
  } catch (error) {
    await removeDocuments(store, stored)
    throw error
  }
}

/**
 * Runs `work` on one application with nobody else's write to it in between:
 * one at a time in this process, and in one transaction holding the
 * record's row lock across instances on PostgreSQL. `work` gets the `req`
 * to read and write in. On SQLite (one instance per DATA_DIR) the queue alone
 * serialises, and `work` must make a single write, which is whole by itself.
 */
export function underApplicationLock<T>(payload: Payload, id: number | string, work: (req: { transactionID: number | string } | undefined) => Promise<T>): Promise<T> {
  return oneAtATime(`degree-applications:${id}`, () =>
    allOrNothing(
      payload,
      async (req, transactionID) => {
        if (transactionID !== undefined) await lockApplication(payload, transactionID, id)
        return work(req)
      },
      async () => undefined,
    ),
  )
}

const queues = new Map<string, Promise<void>>()

/** Runs `work` after every earlier call with the same key has finished, however it ended. */
async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const mine = (queues.get(key) ?? Promise.resolve()).then(work)
  const settled = mine.then(
    () => undefined,
    () => undefined,
  )
  queues.set(key, settled)
  try {
    return await mine
  } finally {
    if (queues.get(key) === settled) queues.delete(key)
  }
}

type DrizzleSessions = { sessions?: Record<string, { db: { execute: (query: unknown) => Promise<unknown> } } | undefined> }

/** Holds the application's row until the transaction ends, so another instance's upload waits for this one. */
async function lockApplication(payload: Payload, transactionID: number | string, id: number | string): Promise<void> {
  const session = (payload.db as unknown as DrizzleSessions).sessions?.[String(transactionID)]
  if (!session) throw new Error('The transaction to lock the application in is gone')
  await session.db.execute(sql`SELECT "id" FROM "degree_applications" WHERE "id" = ${id} FOR UPDATE`)
}

/** Writes back what an update changed, without the hooks (they would add to the history again). */
async function restore(payload: Payload, id: number | string, previous: Record<string, unknown>): Promise<void> {
  const { documents, status, history, status_changed_at } = previous
  await payload.update({
    collection: 'degree-applications',
    id,
    data: { documents, status, history, status_changed_at } as never,
    overrideAccess: true,
    depth: 0,
    context: { restoring: true },
  })
}

export async function storeSubmission(options: {
  payload: Payload
  collection: SubmissionCollection
  referencePrefix: string
  idempotencyKey: string | null
  data: Record<string, unknown>
  files?: CheckedFile[]
  faults?: StoreFaults
  store?: FileStore
}): Promise<StoreResult> {
  const { payload, collection, idempotencyKey, files = [], faults, store = fileStore() } = options
  const fingerprint = idempotencyKey ? submissionFingerprint(options.data, files) : null
  if (idempotencyKey) {
    const existing = await findByKey(payload, collection, idempotencyKey)
    if (existing) return retryOf(existing, fingerprint)
  }

  const stored: string[] = []
  try {
    const documents = await putFiles(store, files, stored)
    await faults?.afterFilesStored?.()
    // Begun once the files are stored: a slow store must not hold a database connection.
    let createdId: number | string | undefined
    const doc = await allOrNothing(
      payload,
      async (req) => {
        const created = (await payload.create({
          collection,
          data: {
            ...options.data,
            ...(files.length > 0 ? { documents } : {}),
            reference: makeReference(options.referencePrefix),
            idempotency_key: idempotencyKey ?? undefined,
            idempotency_fingerprint: fingerprint ?? undefined,
            status: 'new',
          } as never,
          overrideAccess: true,
          depth: 0,
          req,
        })) as unknown as Record<string, unknown>
        createdId = created.id as number
        await faults?.afterRecordCreated?.()
        return created
      },
      async () => {
        if (createdId !== undefined) await payload.delete({ collection, id: createdId, overrideAccess: true }).catch(() => undefined)
      },
    )
    return { created: true, id: doc.id as number, reference: String(doc.reference), doc }
  } catch (error) {
    await removeDocuments(store, stored)
    // Two copies of one submission raced: the other one was stored; answer with it.
    if (idempotencyKey) {
      const existing = await findByKey(payload, collection, idempotencyKey).catch(() => undefined)
      if (existing) return retryOf(existing, fingerprint)
    }
    throw error
  }
}
