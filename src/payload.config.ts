import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { collections } from './collections'
import { getEnv } from './env'
import { globals } from './globals'
import { smtpEmailAdapter } from './mail/payloadEmailAdapter'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { queryErrorStatus } from './security/restQuery'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = getEnv()

/**
 * The schema is never pushed: both databases are built by the committed
 * migrations, applied on start (see docs/decisions/002-migrations-only.md).
 */
function databaseAdapter(): DatabaseAdapterObj {
  if (env.databaseKind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: env.databaseUrl },
      push: false,
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      prodMigrations: postgresMigrations,
      // The seed gives the records the spec names their ids (degree 18, loan 9, ...).
      allowIDOnCreate: true,
    })
  }
  return sqliteAdapter({
    client: { url: env.sqliteUrl },
    push: false,
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    prodMigrations: sqliteMigrations,
    allowIDOnCreate: true,
  })
}

export default buildConfig({
  secret: env.payloadSecret,
  telemetry: false,
  admin: {
    user: 'users',
    avatar: 'default',
    meta: { titleSuffix: ' | Campus back office' },
    importMap: { baseDir: dirname },
  },
  collections,
  globals,
  editor: lexicalEditor(),
  db: databaseAdapter(),
  // Password-reset mail, through the same SMTP settings as the mail about submissions.
  email: smtpEmailAdapter({ smtpUrl: env.smtpUrl, mailFrom: env.mailFrom }),
  sharp,
  graphQL: { disablePlaygroundInProduction: true },
  // A database error caused by a value in the query answers 400, not 500.
  hooks: { afterError: [queryErrorStatus] },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
