/**
 * The long fuzz run of the form POSTs, by hand: tests/integration/fuzz.test.ts
 * with FUZZ_RUNS payloads per form (10,000 unless set) on SQLite, and on
 * PostgreSQL too when TEST_DATABASE_URL is set. Arguments go on to Vitest.
 *
 *   npm run fuzz
 *   FUZZ_RUNS=50000 npm run fuzz
 *   FUZZ_SEED=<seed> FUZZ_PATH=<path> npm run fuzz     # replay a reported failure
 */
import { spawnSync } from 'node:child_process'

import { bin, root } from './build.mjs'

const projects = ['--project', 'sqlite', ...(process.env.TEST_DATABASE_URL ? ['--project', 'postgres'] : [])]
const result = spawnSync(bin('vitest'), ['run', ...projects, 'tests/integration/fuzz.test.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS || '10000' },
})
process.exit(result.status ?? 1)
