/**
 * What Payload's drafts need to fit this site, applied to the built config
 * (src/model/payload.config.ts): content saved without a status is published, and
 * a scheduled publish runs once however many instances take its job, and
 * refreshes the cached pages that show what it changed.
 */
import type { Field, SanitizedConfig, TaskConfig } from 'payload'

import { claimRun, recordAudit } from '@/services/audit/record'
import { expireTagNow } from '@/services/cache/contentTags'

import { SCHEDULED_PUBLISH_TASK, describeTarget, scheduleTarget, schedulingUser } from './schedule'
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

/** Why a scheduled publish failed, in words of the site's own: never the error's text, which may quote the record. */
function failureReason(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name
  if (name === 'Forbidden') return 'the staff member who set it may not publish it'
  if (name === 'NotFound') return 'the record no longer exists'
  if (name === 'ValidationError') return 'the draft is not complete'
  return 'an error on the server (see its log)'
}

/**
 * Payload serves `/api/<collection>/versions` (and a global's) for every
 * collection, and asks the `readVersions` access before it looks for a
 * history: where staff passed that check and there are no versions, the
 * read failed with a TypeError (500). A collection or global without
 * versions gets a `readVersions` nobody passes, so the address answers 403.
 */
export function noHistoryWithoutVersions(config: SanitizedConfig): SanitizedConfig {
  const nobody = () => false
  for (const entity of [...config.collections, ...config.globals]) {
    if (entity.versions) continue
    entity.access = { ...entity.access, readVersions: nobody }
  }
  return config
}

/**
 * Payload's scheduled publish, made safe to run on several instances and to
 * audit. Payload's job runner marks a job as taken with a read and then a
 * write, so two instances can take the same due job: the task first claims
 * its job in the audit log, whose run key is unique, and the second claim
 * leaves the job to the first. The job's input is checked again
 * (src/records/publishing/schedule.ts): only content whose drafts can be scheduled,
 * set by a staff member who still has an account, who must be allowed to
 * publish it when it runs. A second entry records the outcome, a failure as
 * a failure, in the site's words: nothing of the job's input but the
 * checked target is copied into the log.
 */
export function scheduledPublishOnce(config: SanitizedConfig): SanitizedConfig {
  const task = config.jobs.tasks?.find((candidate) => candidate.slug === SCHEDULED_PUBLISH_TASK) as TaskConfig | undefined
  if (!task || typeof task.handler !== 'function') return config
  const publish = task.handler
  task.handler = async (args) => {
    const { job, req } = args
    const input = (args.input ?? {}) as { type?: unknown; doc?: unknown; global?: unknown; user?: unknown }
    const target = scheduleTarget(req.payload.config, input)
    const scheduler = await schedulingUser(req.payload, input.user)
    const what = target ? describeTarget(target) : 'content that cannot be scheduled'
    const verb = target?.type === 'unpublish' ? 'take down' : 'publish'
    const entry = (subject: string, detail: Record<string, unknown>) => ({ action: 'scheduled_publish' as const, user: scheduler ?? undefined, subject, detail: { job: job.id, ...detail } })
    const claimed = await claimRun(req.payload, { ...entry(`Scheduled job ${String(job.id)} to ${verb} ${what}: started`, { outcome: 'started' }), runKey: `schedule:${String(job.id)}` })
    if (!claimed) return { output: {} }
    const failed = async (reason: string) =>
      recordAudit(req.payload, entry(`Failed to ${verb} ${what} at its set time: ${reason}`, { outcome: 'failed', reason }))
    // Refused, not failed: there is nothing to try again, and Payload's line for a failed job would copy its input into the log.
    const refused = async (reason: string) => {
      await failed(reason)
      req.payload.logger.warn({ event: 'schedule_refused', job: job.id, reason }, 'A scheduled publish was refused')
      return { output: {} }
    }
    if (!target) return refused('only content with drafts can be scheduled')
    if (!scheduler) return refused('no staff account set it')
    const checked =
      target.global !== undefined
        ? { type: target.type, global: target.global, user: { relationTo: 'users', value: scheduler.id } }
        : { type: target.type, doc: { relationTo: target.collection, value: String(target.id) }, user: { relationTo: 'users', value: scheduler.id } }
    let result: Awaited<ReturnType<typeof publish>>
    try {
      result = await publish({ ...args, input: checked } as typeof args)
    } catch (error) {
      await failed(failureReason(error))
      throw error
    }
    // Committed: the pages that show it render again (src/sides/content/cachedRead.ts).
    await expireTagNow(target.collection ?? target.global)
    await recordAudit(req.payload, entry(`${target.type === 'unpublish' ? 'Took down' : 'Published'} ${what} at its set time`, { outcome: 'done' }))
    return result
  }
  return config
}
