/**
 * Brings a database to a usable state: applies the committed migrations, loads
 * the demo content into an empty database (never into one that has content),
 * and creates the first staff account from ADMIN_EMAIL / ADMIN_PASSWORD when
 * there is none.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { getEnv } from '@/settings'
import { migrations as postgresMigrations } from '@/model/migrations/postgres'
import { migrations as sqliteMigrations } from '@/model/migrations/sqlite'

import { seedDemoContent } from './demoContent'

type Log = (message: string) => void

async function migrate(payload: Payload): Promise<void> {
  const migrations = getEnv().databaseKind === 'postgres' ? postgresMigrations : sqliteMigrations
  await payload.db.migrate({ migrations: migrations as never })
}

/** True when no content has been entered yet. */
export async function isEmpty(payload: Payload): Promise<boolean> {
  for (const collection of ['media', 'documents', 'degrees', 'departments', 'news', 'slider-images'] as const) {
    if ((await payload.count({ collection })).totalDocs > 0) return false
  }
  return true
}

/**
 * The seed gives some records fixed ids (degree 18, loan 9, ...). PostgreSQL's
 * id sequences do not see such inserts, so each is moved past the largest id.
 */
async function syncIdSequences(payload: Payload): Promise<void> {
  if (getEnv().databaseKind !== 'postgres') return
  const db = payload.db as unknown as { drizzle: { execute: (query: unknown) => Promise<unknown> } }
  await db.drizzle.execute(sql`
    DO $$
    DECLARE r record;
    BEGIN
      FOR r IN
        SELECT c.table_schema, c.table_name,
               pg_get_serial_sequence(quote_ident(c.table_schema) || '.' || quote_ident(c.table_name), 'id') AS seq
        FROM information_schema.columns c
        WHERE c.column_name = 'id' AND c.table_schema = current_schema() AND c.column_default LIKE 'nextval%'
      LOOP
        EXECUTE format('SELECT setval(%L, COALESCE((SELECT MAX(id) FROM %I.%I), 0) + 1, false)', r.seq, r.table_schema, r.table_name);
      END LOOP;
    END $$;
  `)
}

async function ensureFirstAdmin(payload: Payload, log: Log): Promise<void> {
  const admin = getEnv().firstAdmin
  if (!admin) return
  if ((await payload.count({ collection: 'users' })).totalDocs > 0) return
  await payload.create({
    collection: 'users',
    data: { email: admin.email, password: admin.password, name: 'Administrator', role: 'admin' },
  })
  log(`Created the first staff account for ${admin.email}`)
}

/** Any fixed number: the advisory lock that lets one starting instance prepare the database at a time. */
const PREPARE_LOCK = 7_305_120_401

type PgPool = { connect(): Promise<{ query(text: string, values?: unknown[]): Promise<unknown>; release(): void }> }

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so instances started
 * together do not race each other's migrations or both load the demo content:
 * the second waits, then finds the database ready. SQLite is one instance's
 * own file and needs no lock.
 */
async function oneAtATime(payload: Payload, work: () => Promise<void>): Promise<void> {
  if (getEnv().databaseKind !== 'postgres') return work()
  // The lock belongs to a session: take and release it on one connection.
  const connection = await (payload.db as unknown as { pool: PgPool }).pool.connect()
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK])
    try {
      await work()
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK])
    }
  } finally {
    connection.release()
  }
}

export async function prepareDatabase(payload: Payload, { seed = true, log = console.log }: { seed?: boolean; log?: Log } = {}) {
  await oneAtATime(payload, async () => {
    await migrate(payload)
    if (seed && (await isEmpty(payload))) {
      log('Empty database: loading the demo content')
      await seedDemoContent(payload, log)
      await syncIdSequences(payload)
    }
    await ensureFirstAdmin(payload, log)
  })
}
