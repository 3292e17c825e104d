/** The two databases' migration handles as englishRows.ts reaches them. */
import { sql } from 'drizzle-orm'

import type { MigrationDatabase } from './englishRows'

type SqliteHandle = { run(query: ReturnType<typeof sql.raw>): Promise<unknown>; all<T>(query: ReturnType<typeof sql.raw>): Promise<T[]> }
type PostgresHandle = { execute(query: ReturnType<typeof sql.raw>): Promise<{ rows: unknown[] }> }

export function sqliteMigration(db: SqliteHandle): MigrationDatabase {
  return {
    dialect: 'sqlite',
    run: async (statement) => {
      await db.run(sql.raw(statement))
    },
    rows: async <Row,>(query: string) => db.all<Row>(sql.raw(query)),
  } as MigrationDatabase
}

export function postgresMigration(db: PostgresHandle): MigrationDatabase {
  return {
    dialect: 'postgres',
    run: async (statement) => {
      await db.execute(sql.raw(statement))
    },
    rows: async (query: string) => (await db.execute(sql.raw(query))).rows,
  } as MigrationDatabase
}
