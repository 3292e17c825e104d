import type { Payload } from 'payload'

import { describeFailure } from '@/foundations/describeFailure'
import { type FileStore, fileStore } from '@/services/storage/fileStore'

import { removeMails } from '@/services/mail/outbox'

import { underApplicationLock } from './applicationLock'
import { removeDocuments } from './removeDocuments'
import { type CheckedFile, putFiles, type StoredDocument, type StoreFaults } from './wholeOrNothing'

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
  /** Writes the mail about it to the outbox, in the same transaction; returns the mails' ids. */
  mail?: (req: { transactionID: number | string } | undefined) => Promise<(number | string)[]>
}): Promise<void> {
  const { payload, id, files, field, faults, store = fileStore() } = options
  const stored: string[] = []
  try {
    const added = await putFiles(store, files, stored, field)
    await faults?.afterFilesStored?.()
    // Undone under the lock, before the next upload to this application may read it.
    let previous: Record<string, unknown> | undefined
    let mails: (number | string)[] = []
    await underApplicationLock(
      payload,
      id,
      async (req) => {
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
        mails = (await options.mail?.(req)) ?? []
        await faults?.afterRecordCreated?.()
      },
      async () => {
        await removeMails(payload, mails).catch(() => undefined)
        if (!previous) return
        await restore(payload, id, previous).catch((undo: unknown) => {
          console.error(`Restoring an application after a failed upload failed: ${describeFailure(undo)}`)
        })
      },
    )
  } catch (error) {
    await removeDocuments(store, stored)
    throw error
  }
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
