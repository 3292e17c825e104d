/**
 * Test projects:
 * - unit: pure code beside its source (src/**\/*.test.ts, scripts/**\/*.test.ts), no database.
 * - sqlite / postgres: the read API against a freshly migrated and seeded
 *   database of each kind. postgres runs when TEST_DATABASE_URL is set; with
 *   CI=true it must be set (tests/support/databases.ts fails the run otherwise).
 * - s3-sqlite / s3-postgres: every uploaded file in an S3-compatible bucket
 *   (s3rver, started by the test itself), each on a database of its own;
 *   s3-postgres under the same rule as postgres.
 * - redis: the shared page cache and limits against a Redis (TEST_REDIS_URL,
 *   by default the machine's, database 15); with CI=true it must answer
 *   (tests/support/redis.ts fails the run otherwise).
 * - server: the built application served by the site's own server
 *   (scripts/serve.mjs, as `npm start` runs it), driven over HTTP,
 *   and the JS budget, which reads that build.
 */
import path from 'node:path'

import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

import { TEST_DATA_ROOT, testDatabases } from './tests/support/databases.ts'
import { ISOLATED, filesThatChangeSharedState } from './tests/support/isolation.ts'

const BUDGET_TEST = 'scripts/firstLoadBudget.test.ts'

// A file that changes the environment, the clock or a module keeps a module graph of its own; the
// others share one, and Payload starts once per worker instead of once per file (decision 060).
const INTEGRATION = ['tests/integration']
const integrationOwnGraph = filesThatChangeSharedState(INTEGRATION)
const UNIT = ['src', 'scripts']
const unitOwnGraph = filesThatChangeSharedState(UNIT)

// What the operator's commands write is owner-only through each process's umask, whatever the
// database (src/server/privateFiles.mjs): SQLite's run, which also has the database file, covers both;
// PostgreSQL's backup and restore commands keep their round trips in backup.test.ts.
const SQLITE_ONLY = ['tests/integration/privateFiles.test.ts']

const integration = testDatabases().flatMap((database): TestProjectInlineConfiguration[] =>
  [false, true].map((isolate) => ({
    extends: true,
    test: {
      name: isolate ? `${database.name}${ISOLATED}` : database.name,
      include: isolate ? integrationOwnGraph : ['tests/integration/**/*.test.ts'],
      exclude: [...(isolate ? [] : integrationOwnGraph), ...(database.name === 'sqlite' ? [] : SQLITE_ONLY)],
      isolate,
      env: database.env,
      // Both projects of a database share it; the set-up prepares it once for them (tests/support/databaseSetup.ts).
      globalSetup: ['tests/support/databaseSetup.ts'],
      // The files share one database and some change it: one at a time (Vitest runs such projects one after another).
      fileParallelism: false,
      // Side by side with the suite's other parts, a backup's round trip has taken over 30 s:
      // the limit finds a hang, not a busy machine.
      testTimeout: 90_000,
      hookTimeout: 180_000,
    },
  })),
)

// A backup through a bucket copies the database and the bucket apart (src/sides/backup): the bucket's side
// runs on PostgreSQL, the set-up of several instances that a bucket is for, and each database's side
// in tests/integration/backup.test.ts.
const POSTGRES_ONLY_IN_A_BUCKET = ['tests/s3/backup.test.ts']

const objectStorage = testDatabases().map(
  (database): TestProjectInlineConfiguration => ({
    extends: true,
    test: {
      name: `s3-${database.name}`,
      include: ['tests/s3/**/*.test.ts'],
      exclude: database.name === 'postgres' ? [] : POSTGRES_ONLY_IN_A_BUCKET,
      // The database and the bucket are the test's own; it sets them up (tests/s3/objectStorage.test.ts).
      env: { DATA_DIR: path.join(TEST_DATA_ROOT, `s3-${database.name}`), DATABASE_URL: '', NODE_ENV: 'test', S3_TEST_DATABASE: database.name },
      fileParallelism: false,
      testTimeout: 120_000,
      hookTimeout: 300_000,
    },
  }),
)

export default defineConfig({
  test: {
    pool: 'forks',
    projects: [
      ...[false, true].map((isolate): TestProjectInlineConfiguration => ({
        extends: true,
        // The JS budget reads the build, so it runs with the server tests, whose set-up builds.
        test: {
          name: isolate ? `unit${ISOLATED}` : 'unit',
          include: isolate ? unitOwnGraph : UNIT.map((folder) => `${folder}/**/*.test.ts`),
          exclude: isolate ? [BUDGET_TEST] : [BUDGET_TEST, ...unitOwnGraph],
          isolate,
          environment: 'node',
          // The suite's parts run side by side (scripts/test.mjs): a test that hashes or encrypts
          // megabytes can wait seconds for a core. A time limit finds a hang, not a slow machine.
          testTimeout: 20_000,
        },
      })),
      ...integration,
      ...objectStorage,
      {
        extends: true,
        test: { name: 'redis', include: ['tests/redis/**/*.test.ts'], environment: 'node', testTimeout: 10_000 },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', BUDGET_TEST],
          globalSetup: ['tests/support/server.ts'],
          testTimeout: 30_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
  resolve: { tsconfigPaths: true },
})
