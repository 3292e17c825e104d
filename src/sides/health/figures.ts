/**
 * The gauges read when Prometheus asks /metrics (src/server/metrics.mjs):
 * what waits in the outbox and for how long, when the newest backup archive
 * was made and the last retention run finished, and whether the database,
 * Redis, the bucket and clamd answer. Each is read at most once per
 * READINESS_MAX_AGE_MS, like /readyz, so a busy scraper costs the database
 * little; one that cannot be read leaves its gauge as it was.
 */
import { metrics } from '@/server/metrics.mjs'
import { payloadClient } from '@/model/payloadClient'
import { getEnv } from '@/settings'
import { OUTBOX_COLLECTION, WAITING_STATES } from '@/services/mail/outboxStates'
import { archiveTime, completeArchives } from '@/services/storage/backupArchives'
import { virusScanner } from '@/services/virusScan/clamd'

import { READINESS_MAX_AGE_MS, readiness } from './readiness'

const seconds = (time: Date | string) => new Date(time).getTime() / 1000

async function outbox(now: Date) {
  const payload = await payloadClient()
  const figures = metrics()
  const waiting = { state: { in: [...WAITING_STATES] } }
  // The oldest waiting mail's page also counts them all.
  const [oldest, givenUp] = await Promise.all([
    payload.find({ collection: OUTBOX_COLLECTION, where: waiting, sort: 'createdAt', limit: 1, depth: 0, overrideAccess: true, select: { createdAt: true } }),
    payload.count({ collection: OUTBOX_COLLECTION, where: { state: { equals: 'given_up' } }, overrideAccess: true }),
  ])
  figures.outboxWaiting.set(oldest.totalDocs)
  const first = oldest.docs[0]?.createdAt
  figures.outboxOldest.set(first ? Math.max(0, seconds(now) - seconds(first)) : 0)
  figures.outboxGivenUp.set(givenUp.totalDocs)
}

async function lastRetentionRun() {
  const payload = await payloadClient()
  // The run's closing entry: its claim at the start carries a run key, the closing one none.
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: { and: [{ action: { equals: 'retention_run' } }, { run_key: { exists: false } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { createdAt: true },
  })
  metrics().lastRetention.set(docs[0] ? seconds(docs[0].createdAt) : 0)
}

async function lastBackup() {
  const archives = await completeArchives(getEnv().backup.dir)
  const newest = archives.length ? archiveTime(archives[archives.length - 1]!) : null
  metrics().lastBackup.set(newest ? seconds(newest) : 0)
}

async function dependencies() {
  const figures = metrics()
  const { checks } = await readiness()
  for (const [part, answer] of Object.entries(checks)) figures.up.set({ dependency: part }, answer === 'ok' ? 1 : 0)
  const scanner = virusScanner()
  if (scanner) figures.up.set({ dependency: 'clamd' }, (await scanner.answers()) ? 1 : 0)
}

let latest: { at: number; done: Promise<void> } | undefined

/** Fills the gauges, at most once per READINESS_MAX_AGE_MS; callers meanwhile share the last fill. */
export function fillFigures(now = new Date()): Promise<void> {
  if (latest && now.getTime() - latest.at < READINESS_MAX_AGE_MS) return latest.done
  const done = Promise.all([outbox(now), lastRetentionRun(), lastBackup(), dependencies()].map((part) => part.catch(() => undefined))).then(() => undefined)
  latest = { at: now.getTime(), done }
  return done
}
