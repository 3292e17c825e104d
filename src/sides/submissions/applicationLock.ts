import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { allOrNothing } from './wholeOrNothing'

/**
 * Runs `work` on one application with nobody else's write to it in between:
 * one at a time in this process, and in one transaction holding the
 * record's row lock across instances on PostgreSQL. `work` gets the `req`
 * to read and write in. On SQLite (one instance per DATA_DIR) the queue alone
 * serialises, and `undo` puts back what `work` wrote when it fails (a single
 * write, whole by itself, needs none).
 */
export function underApplicationLock<T>(
  payload: Payload,
  id: number | string,
  work: (req: { transactionID: number | string } | undefined) => Promise<T>,
  undo: () => Promise<void> = async () => undefined,
): Promise<T> {
  return oneAtATime(`degree-applications:${id}`, () =>
    allOrNothing(
      payload,
      async (req, transactionID) => {
        if (transactionID !== undefined) await lockApplication(payload, transactionID, id)
        return work(req)
      },
      undo,
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
