/**
 * The back office's "Schedule Publish" (Payload's `schedule-publish` server
 * function), checked: Payload's own handler queues whatever it is sent by
 * anyone who may open the back office. This one queues a job only for a
 * record or global whose drafts can be scheduled, by a staff member who may
 * publish it, and builds the job's input from the site's config and the
 * signed-in account, never from the request's text. Cancelling a scheduled
 * publish is checked the same way, and queues nothing.
 */
import { canAccessAdmin, type PayloadRequest } from 'payload'

import { SCHEDULED_PUBLISH_TASK, describeTarget, mayPublish, scheduleTarget, type ScheduleTarget } from './schedule'

export const SCHEDULE_REFUSED = 'This cannot be scheduled: only content with drafts can be, by staff who may publish it.'
export const SCHEDULE_BAD_DATE = 'Choose a date and time to publish at.'

export type ScheduleActionArgs = {
  type?: unknown
  date?: unknown
  deleteID?: unknown
  doc?: unknown
  global?: unknown
  timezone?: unknown
  req: PayloadRequest
}

type Answer = { message: string } | { error: string }

function refuse(req: PayloadRequest, reason: string): Answer {
  // Who tried, not what they sent: the request's text stays out of the log.
  req.payload.logger.info({ event: 'schedule_refused', reason, user: req.user?.id }, 'A scheduled publish was refused')
  return { error: SCHEDULE_REFUSED }
}

function jobInput(target: ScheduleTarget, req: PayloadRequest, timezone: unknown) {
  const zones = req.payload.config.admin.timezones?.supportedTimezones ?? []
  const zone = zones.find((entry) => entry.value === timezone)?.value
  return {
    type: target.type,
    ...(target.global !== undefined ? { global: target.global } : { doc: { relationTo: target.collection, value: String(target.id) } }),
    ...(zone ? { timezone: zone } : {}),
    user: { relationTo: 'users', value: (req.user as { id: number }).id },
  }
}

async function cancel(req: PayloadRequest, deleteID: unknown): Promise<Answer> {
  const id = typeof deleteID === 'number' || typeof deleteID === 'string' ? String(deleteID) : ''
  if (!/^[1-9][0-9]{0,15}$/.test(id)) return refuse(req, 'cancel of no job')
  const { docs } = await req.payload.find({
    collection: 'payload-jobs',
    where: { and: [{ id: { equals: Number(id) } }, { taskSlug: { equals: SCHEDULED_PUBLISH_TASK } }, { completedAt: { exists: false } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const job = docs[0] as { input?: unknown } | undefined
  const target = job ? scheduleTarget(req.payload.config, job.input as never) : null
  if (!target || !(await mayPublish(req, target))) return refuse(req, 'cancel')
  await req.payload.delete({ collection: 'payload-jobs', id: Number(id), overrideAccess: true })
  req.payload.logger.info({ event: 'schedule_cancelled', job: Number(id), target: describeTarget(target), user: req.user?.id }, 'A scheduled publish was cancelled')
  return { message: req.i18n.t('general:success') }
}

export async function scheduleAction(args: ScheduleActionArgs): Promise<Answer> {
  const { req } = args
  await canAccessAdmin({ req })
  if (args.deleteID !== undefined && args.deleteID !== null && args.deleteID !== '') return cancel(req, args.deleteID)
  const target = scheduleTarget(req.payload.config, { type: args.type, doc: args.doc, global: args.global })
  if (!target) return refuse(req, 'not schedulable')
  if (!(await mayPublish(req, target))) return refuse(req, 'may not publish')
  const when = typeof args.date === 'string' || args.date instanceof Date ? new Date(args.date) : new Date(Number.NaN)
  if (Number.isNaN(when.getTime())) return { error: SCHEDULE_BAD_DATE }
  await req.payload.jobs.queue({ task: SCHEDULED_PUBLISH_TASK, input: jobInput(target, req, args.timezone) as never, waitUntil: when })
  return { message: req.i18n.t('general:success') }
}
