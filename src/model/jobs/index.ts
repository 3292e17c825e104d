/**
 * Work the site does on its own, on Payload's jobs queue: each task is
 * queued by its schedule and run by the serving process (never by a script
 * or a test process that loads Payload). The queue lives in the database, so
 * with several instances a job is queued and taken by one of them; a task
 * that must not run twice also claims its run (see src/records/personalData/retentionRun.ts).
 * RUN_JOBS=false turns the runner off on an instance.
 */
import type { JobsConfig, SanitizedConfig, TaskConfig } from 'payload'

import { isAdmin } from '@/services/access'
import { withRequestId } from '@/server/log.mjs'
import { metrics } from '@/server/metrics.mjs'
import { runRetention } from '@/records/personalData/retentionRun'
import { fileStore } from '@/services/storage/fileStore'
import { deliverWaitingMail } from '@/services/mail/delivery'

import { servesJobs } from './runner'

export const DAILY_QUEUE = 'daily'
/** Payload queues a scheduled publish (src/records/publishing) on its default queue. */
export const SCHEDULED_PUBLISH_QUEUE = 'default'

export const retentionTask: TaskConfig<{ input: Record<string, never>; output: { day: string; ran: boolean; cleared: number; failed: number } }> = {
  slug: 'clear-expired-personal-data',
  label: 'Clear personal data past its retention period',
  // A record that fails is left for the next day's run; the run itself is not repeated.
  retries: 0,
  // 02:00 in Sri Lanka (UTC+5:30) on a server that keeps UTC.
  schedule: [{ cron: '0 30 20 * * *', queue: DAILY_QUEUE }],
  outputSchema: [
    { name: 'day', type: 'text', required: true },
    { name: 'ran', type: 'checkbox', required: true },
    { name: 'cleared', type: 'number', required: true },
    { name: 'failed', type: 'number', required: true },
  ],
  handler: async ({ req, job }) => {
    // The run's log lines carry an id, as a request's do.
    const result = await withRequestId(`job-${String(job.id)}`, () => runRetention(req.payload, { now: new Date(), store: fileStore() }))
    const cleared = result.ran ? Object.values(result.cleared).reduce((sum, count) => sum + count, 0) : 0
    return { output: { day: result.day, ran: result.ran, cleared, failed: result.ran ? result.failed : 0 } }
  },
}

export const MAIL_QUEUE = 'mail'
const MAIL_TASK = 'send-waiting-mail'
/** A finished pass's job is of no use after an hour: removed, or they would pile up at two a minute. */
const MAIL_JOBS_KEPT_MS = 60 * 60_000

/**
 * A pass over the outbox (src/services/mail/delivery.ts): what a request
 * wrote is usually sent at once by a pass of its own; this one sends what
 * waits for its next attempt, and what a stopped process left.
 */
export const mailTask: TaskConfig<{ input: Record<string, never>; output: { sent: number; retrying: number; givenUp: number; waiting: number } }> = {
  slug: MAIL_TASK,
  label: 'Send the mail waiting in the outbox',
  // The pass is its own retry: a mail that fails waits for its next attempt.
  retries: 0,
  schedule: [{ cron: '*/30 * * * * *', queue: MAIL_QUEUE }],
  outputSchema: [
    { name: 'sent', type: 'number', required: true },
    { name: 'retrying', type: 'number', required: true },
    { name: 'givenUp', type: 'number', required: true },
    { name: 'waiting', type: 'number', required: true },
  ],
  handler: async ({ req, job }) => {
    const output = await withRequestId(`job-${String(job.id)}`, () => deliverWaitingMail(req.payload))
    await req.payload.delete({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: MAIL_TASK } }, { completedAt: { less_than: new Date(Date.now() - MAIL_JOBS_KEPT_MS).toISOString() } }] },
      overrideAccess: true,
      depth: 0,
    })
    return { output }
  },
}

export const jobs: JobsConfig = {
  tasks: [retentionTask as unknown as TaskConfig, mailTask as unknown as TaskConfig],
  // Every five minutes the serving process queues what is due and runs it; a scheduled
  // publish is looked for every fifteen seconds, so a page changes within a minute of its time.
  autoRun: () =>
    servesJobs()
      ? [
          { cron: '*/5 * * * *', queue: DAILY_QUEUE, silent: { info: true } },
          { cron: '*/15 * * * * *', queue: SCHEDULED_PUBLISH_QUEUE, silent: { info: true } },
          { cron: '*/10 * * * * *', queue: MAIL_QUEUE, silent: { info: true } },
        ]
      : [],
  deleteJobOnComplete: false,
  // Nobody runs or queues jobs over the API; the schedule does.
  access: { run: ({ req }) => isAdmin({ req }), queue: ({ req }) => isAdmin({ req }), cancel: ({ req }) => isAdmin({ req }) },
}

/** Counts each task's runs on this instance, completed or failed (campus_jobs_total, src/server/metrics.mjs). */
export function countJobRuns(config: SanitizedConfig): SanitizedConfig {
  for (const task of (config.jobs.tasks ?? []) as TaskConfig[]) {
    const run = task.handler
    if (typeof run !== 'function') continue
    task.handler = async (args) => {
      try {
        const result = await run(args)
        metrics().jobs.inc({ task: task.slug, outcome: 'completed' })
        return result
      } catch (error) {
        metrics().jobs.inc({ task: task.slug, outcome: 'failed' })
        throw error
      }
    }
  }
  return config
}

/**
 * Payload adds a global for the schedule's bookkeeping with its default
 * access: any signed-in staff member could read it and, by changing it, stop
 * the retention run. Nobody needs it over the API (the job system writes it
 * straight to the database), so nobody gets it.
 */
export function lockJobStatistics(config: SanitizedConfig): SanitizedConfig {
  const nobody = () => false
  for (const global of config.globals) {
    if (global.slug === 'payload-jobs-stats') global.access = { ...global.access, read: nobody, update: nobody, readVersions: nobody }
  }
  return config
}
