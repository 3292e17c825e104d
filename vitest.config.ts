/**
 * Test projects:
 * - unit: pure code beside its source (src/**\/*.test.ts, scripts/**\/*.test.ts), no database.
 * - sqlite / postgres: the read API against a freshly migrated and seeded
 *   database of each kind. postgres runs when TEST_DATABASE_URL is set; with
 *   CI=true it must be set (tests/support/databases.ts fails the run otherwise).
 * - server: the built application served by `next start`, driven over HTTP.
 */
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

import { testDatabases } from './tests/support/databases.ts'

const integration = testDatabases().map(
  (database): TestProjectInlineConfiguration => ({
    extends: true,
    test: {
      name: database.name,
      include: ['tests/integration/**/*.test.ts'],
      env: database.env,
      globalSetup: [`tests/support/prepare-${database.name}.ts`],
      // The files share one database and some change it: one at a time.
      fileParallelism: false,
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  }),
)

export default defineConfig({
  test: {
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' } },
      ...integration,
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
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
