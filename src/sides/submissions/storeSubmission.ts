/**
 * Stores one new submission whole, or not at all (wholeOrNothing.ts): its
 * files, then its record with a new reference. The browser's idempotency key
 * makes a retried request find the first one's record and get the same reply.
 */
import { createHash, randomInt } from 'node:crypto'

import type { Payload } from 'payload'

import { type FileStore, fileStore } from '@/services/storage/fileStore'

import { removeDocuments } from './removeDocuments'
import { allOrNothing, type CheckedFile, putFiles, type StoreFaults } from './wholeOrNothing'

type SubmissionCollection = 'degree-applications' | 'alumni-registrations' | 'inquiries'

/** A stored submission's id and reference. */
export type StoredSubmission = { id: number | string; reference: string }

export type StoreResult = StoredSubmission & { created: boolean; doc: Record<string, unknown> }

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

export async function storeSubmission(options: {
  payload: Payload
  collection: SubmissionCollection
  referencePrefix: string
  idempotencyKey: string | null
  data: Record<string, unknown>
  files?: CheckedFile[]
  faults?: StoreFaults
  store?: FileStore
  /** Writes the mail about it to the outbox, in the same transaction as the record. */
  mail?: (created: StoredSubmission, req: { transactionID: number | string } | undefined) => Promise<unknown>
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
        await options.mail?.({ id: created.id as number, reference: String(created.reference) }, req)
        await faults?.afterRecordCreated?.()
        return created
      },
      async () => {
        // The record's afterDelete hook takes the mail written about it too.
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
