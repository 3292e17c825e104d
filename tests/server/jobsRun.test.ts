/**
 * An instance runs its jobs (the outbox's passes, the retention run,
 * scheduled publishing) from its start, with no request to the back office
 * or Payload's API: Payload starts its job runner only for a caller that asks
 * for it, and only its own routes used to.
 */
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { TEST_DATA_ROOT } from '../support/databases'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer('jobs-run')
})

afterAll(() => {
  server?.stop()
})

it('runs the outbox task from its jobs queue with no request but its own start', { timeout: 120_000 }, async () => {
  const database = createClient({ url: `file:${path.join(TEST_DATA_ROOT, 'jobs-run', 'campus.db')}` })
  try {
    // The task is scheduled every 30 seconds and its queue run every 10.
    await expect
      .poll(
        async () => (await database.execute("select count(*) as runs from payload_jobs where task_slug = 'send-waiting-mail' and completed_at is not null")).rows[0]?.runs,
        { timeout: 90_000, interval: 2_000 },
      )
      .toBeGreaterThan(0)
  } finally {
    database.close()
  }
})
