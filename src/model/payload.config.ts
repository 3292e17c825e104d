import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { BACK_OFFICE_TITLE_SUFFIX } from '@/foundations/backOfficeTitle'
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES_IN_ENGLISH, LANGUAGES } from '@/foundations/languages'
import { collections } from './collections'
import { getEnv } from '@/settings'
import { globals } from './globals'
import { countJobRuns, jobs, lockJobStatistics } from './jobs'
import { reclassifyingLogger } from '../server/log.mjs'
import { smtpEmailAdapter } from '../services/mail/payloadEmailAdapter'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { personalDataEndpoints } from './staff/personalDataEndpoints'
import { BACK_OFFICE_LANGUAGES } from './staff/backOfficeLanguages'
import { noHistoryWithoutVersions, publishedByDefault, scheduledPublishOnce } from '../records/publishing/configure'
import { livePreview, SRI_LANKA_TIME } from '../records/publishing/livePreview'
import { zeroFreedPages } from '../records/personalData/scrub'
import { accessQueryWithAdminFlag } from '../services/security/graphqlAccess'
import { isBadQueryValueError } from '@/services/security/restQuery'
import { queryErrorStatus } from '@/model/hooks/queryErrorStatus'
import { siteOrigins } from '../server/staffWrites.mjs'
import { objectStoragePlugin } from '../services/storage/payloadStorage'
import { UPLOAD_SCAN_LOGGING_LEVELS } from './collections/kinds/upload/hooks/scanStaffUpload'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = getEnv()

// Outside production Payload refuses to start when its packages differ in
// version, and @payloadcms/storage-s3 and @payloadcms/live-preview-react were published at 3.90.1, not 3.90.2.
// package.json's overrides give it the one payload and @payloadcms/ui there
// are; src/services/storage/payloadVersions.test.ts checks everything else that check did.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

/**
 * The schema is never pushed: both databases are built by the committed
 * migrations (docs/decisions/002-migrations-only.md). On PostgreSQL the
 * start-up's preparation applies them one instance at a time
 * (src/sides/seed/prepareDatabase.ts); Payload is not given them to run when it connects,
 * where two instances starting together would both run them. A SQLite file
 * belongs to one instance, which also migrates it on connect (the build's
 * throwaway database relies on that).
 */
function databaseAdapter(): DatabaseAdapterObj {
  if (env.databaseKind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: env.databaseUrl },
      push: false,
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
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
    // Write-ahead log: a backup's snapshot (VACUUM INTO, src/sides/backup/sqlite.ts) reads while submissions are written,
    // neither waiting for the other; the timeout covers the moments SQLite still locks (a checkpoint).
    wal: true,
    busyTimeout: 10_000,
  })
}

export default buildConfig({
  secret: env.payloadSecret,
  // The staff cookie counts as a sign-in only from the site's own pages (src/server/staffWrites.mjs).
  csrf: siteOrigins(process.env.SITE_URL || undefined, env.port),
  telemetry: false,
  admin: {
    user: 'users',
    avatar: 'default',
    // The suffix names the campus once its settings can be read (src/app/(payload)/admin/[[...segments]]/page.tsx).
    meta: {
      titleSuffix: BACK_OFFICE_TITLE_SUFFIX,
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
    },
    components: {
      graphics: { Logo: '@/screens/staff/Brand#BackOfficeLogo', Icon: '@/screens/staff/Brand#BackOfficeIcon' },
      beforeDashboard: ['@/screens/staff/SubmissionsDashboard#SubmissionsDashboard'],
      afterNavLinks: ['@/screens/staff/PersonalDataLink#PersonalDataLink'],
      views: { personalData: { Component: '@/screens/staff/PersonalDataView#PersonalDataView', path: '/personal-data' } },
    },
    importMap: { baseDir: path.resolve(dirname, '..') },
    // Dates staff set (a scheduled publish) are Sri Lanka's time, whatever the server's or browser's zone.
    timezones: SRI_LANKA_TIME,
    livePreview: livePreview(collections, globals),
  },
  collections,
  globals,
  // The back office itself in English, Sinhala or Tamil, as each staff member picks on their account page.
  i18n: { supportedLanguages: BACK_OFFICE_LANGUAGES, fallbackLanguage: 'en' },
  // Staff write content in each of the site's languages; a text left untranslated reads in English (docs/decisions/068).
  localization: {
    locales: LANGUAGES.map((code) => ({ code, label: LANGUAGE_NAMES_IN_ENGLISH[code] })),
    defaultLocale: DEFAULT_LANGUAGE,
    fallback: true,
  },
  jobs,
  endpoints: personalDataEndpoints,
  editor: lexicalEditor(),
  db: databaseAdapter(),
  // Password-reset mail, through the same SMTP settings as the mail about submissions.
  email: smtpEmailAdapter({ smtpUrl: env.smtpUrl, mailFrom: env.mailFrom }),
  sharp,
  // Access asked anonymously answers canAccessAdmin: false, not a 500 (src/services/security/graphqlAccess.ts).
  graphQL: { disablePlaygroundInProduction: true, queries: accessQueryWithAdminFlag as never },
  // A database error caused by a value in the query answers 400, not 500.
  hooks: { afterError: [queryErrorStatus] },
  // The site's JSON log, with the request's id on every line (src/server/log.mjs). A caller's
  // mistake (a 4xx such as the sign-in limit's 429, a query value the database refused) is no error of the site's.
  logger: reclassifyingLogger((error) => {
    const status = (error as { status?: unknown }).status
    if (status === 429 || isBadQueryValueError(error)) return 'warn'
    return typeof status === 'number' && status >= 400 && status < 500 ? 'info' : undefined
  }),
  // A PostgreSQL connection dropped while idle (a database restart, a failover) is an event on the pool:
  // without a listener it ends as an uncaught exception. The pool opens a new one for the next query.
  onInit: async (payload) => {
    // Erased personal data must not linger in SQLite's free pages (src/records/personalData/scrub.ts).
    await zeroFreedPages(payload)
    const pool = (payload.db as { pool?: { on(event: 'error', listener: (error: Error) => void): void } }).pool
    pool?.on('error', (error) => payload.logger.warn({ event: 'database', error: error.message }, 'A database connection was lost'))
  },
  // A caller's mistake is logged as what it is, without a stack: only the site's own failures are errors.
  loggingLevels: {
    AuthenticationError: 'info',
    Forbidden: 'info',
    Locked: 'info',
    LockedAuth: 'warn',
    MissingFile: 'info',
    NotFound: 'info',
    QueryError: 'warn',
    UnverifiedEmail: 'info',
    ValidationError: 'info',
    // A staff upload refused by the virus scan: the scanner's own line says why (src/services/virusScan/clamd.ts).
    ...UPLOAD_SCAN_LOGGING_LEVELS,
  },
  // Uploads on the local disk, or with S3_BUCKET in a bucket every instance shares.
  plugins: [objectStoragePlugin(env.s3, collections)],
  typescript: {
    outputFile: path.resolve(dirname, '../foundations/payload-types.ts'),
    // Outside production Payload starts `payload generate:types` on every start. The tests start
    // Payload dozens of times: each would cost a process loading the whole config and rewrite
    // this file under a build that reads it. `next dev` still regenerates it.
    autoGenerate: process.env.NODE_ENV !== 'test',
  },
})
  .then(lockJobStatistics)
  .then(publishedByDefault)
  .then(scheduledPublishOnce)
  .then(countJobRuns)
  .then(noHistoryWithoutVersions)
