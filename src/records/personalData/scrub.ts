/**
 * SQLite keeps what was deleted or overwritten in the file's free pages and
 * in its write-ahead log until they are reused. With `secure_delete` set at
 * start (src/model/payload.config.ts) freed pages are zeroed; after an erasure or a
 * retention run the log is checkpointed and truncated, so the old rows are
 * gone from the disk too. PostgreSQL's own files are the database server's.
 */
import type { Payload } from 'payload'

type SqliteClient = { execute(sql: string): Promise<unknown> }

const sqliteClient = (payload: Payload) => (payload.db as unknown as { pool?: unknown; client?: SqliteClient }).pool ? undefined : (payload.db as unknown as { client?: SqliteClient }).client

/** At start: freed pages are overwritten with zeros. */
export async function zeroFreedPages(payload: Payload): Promise<void> {
  await sqliteClient(payload)?.execute('PRAGMA secure_delete = ON')
}

/** After personal data was cleared: the log's copies of the old rows are written back and the log emptied. */
export async function scrubDeletedData(payload: Payload): Promise<void> {
  await sqliteClient(payload)?.execute('PRAGMA wal_checkpoint(TRUNCATE)')
}
