import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The in-process Payload instance. Below both sides: the read side
 * (src/sides/content), the write side (src/sides/submissions) and the staff side
 * (src/sides/staff) each take it from here, never from one another. Pages, /v1 and
 * components do not import it (eslint.config.mjs): they go through those sides.
 */
export function payloadClient(): Promise<Payload> {
  // With its crons: Payload starts the jobs queue's runner only for a getPayload that asks, which
  // its own /api and /admin routes do and a public page or /readyz did not, so an instance no
  // staff member opened never ran the retention run, scheduled publishing or the outbox's retries.
  // The runner runs only in the serving process (src/model/jobs: autoRun is empty elsewhere).
  return getPayload({ config, cron: true })
}
