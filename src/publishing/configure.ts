/**
 * What Payload's drafts need to fit this site, applied to the built config
 * (src/payload.config.ts): content saved without a status is published, and
 * a scheduled publish runs once however many instances take its job, and
 * refreshes the cached pages that show what it changed.
 */
import type { Field, SanitizedConfig, TaskConfig } from 'payload'

import { claimRun } from '@/audit/record'
import { expireTagNow } from '@/cache/contentTags'

import { hasDrafts } from './versions'

/**
 * Payload marks a record saved without a status as a draft. Here a save
 * that does not ask for a draft is published, as every save was before
 * drafts: the demo content, the alumni directory fed by registrations, the
 * rows that existed when drafts came (the migration gives them this default),
 * and a REST client that sends no status. The back office always sends one.
 */
function publishByDefault(fields: readonly Field[] | undefined): void {
  for (const field of fields ?? []) {
    if ('name' in field && field.name === '_status') (field as { defaultValue?: unknown }).defaultValue = 'published'
  }
}

export function publishedByDefault(config: SanitizedConfig): SanitizedConfig {
  for (const entity of [...config.collections, ...config.globals]) {
    if (!hasDrafts(entity)) continue
    publishByDefault(entity.fields)
    publishByDefault(entity.flattenedFields as unknown as Field[])
  }
  return config
}

type ScheduleInput = { type?: 'publish' | 'unpublish'; doc?: { relationTo: string; value: string | number }; global?: string }

/**
 * Payload's job runner marks a job as taken with a read and then a write, so
 * two instances can take the same due job. The scheduled publish first
 * claims its job in the audit log, whose run key is unique: the second claim
 * fails, and that instance leaves the job to the first.
 */
export function scheduledPublishOnce(config: SanitizedConfig): SanitizedConfig {
  const task = config.jobs.tasks?.find((candidate) => candidate.slug === 'schedulePublish') as TaskConfig | undefined
  if (!task || typeof task.handler !== 'function') return config
  const publish = task.handler
  task.handler = async (args) => {
    const { job, req } = args
    const input = args.input as ScheduleInput
    const what = input.doc ? `${input.doc.relationTo} #${String(input.doc.value)}` : `${input.global ?? 'unknown'} (global)`
    const claimed = await claimRun(req.payload, {
      action: 'scheduled_publish',
      subject: `${input.type === 'unpublish' ? 'Took down' : 'Published'} ${what} at its set time`,
      detail: { job: job.id },
      runKey: `schedule:${String(job.id)}`,
    })
    if (!claimed) return { output: {} }
    const result = await publish(args)
    // Committed: the pages that show it render again (src/content/cachedRead.ts).
    await expireTagNow(input.doc?.relationTo ?? input.global ?? '')
    return result
  }
  return config
}
