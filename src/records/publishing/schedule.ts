/**
 * What a scheduled publish may name, and who may set one (docs/decisions/052):
 * only a collection or global whose drafts can be scheduled, a record of it by
 * its numeric id, set by a staff member who may publish it. The back office's
 * "Schedule Publish" asks the server function below; the job that runs at the
 * set time checks its input again (src/records/publishing/configure.ts), since a job
 * may have been queued some other way.
 */
import { docAccessOperation, docAccessOperationGlobal, type CollectionSlug, type GlobalSlug, type Payload, type PayloadRequest, type SanitizedConfig } from 'payload'
import { hasScheduledPublishEnabled } from 'payload/shared'

/** Payload's task for a scheduled publish, on its default queue. */
export const SCHEDULED_PUBLISH_TASK = 'schedulePublish'

export type ScheduleType = 'publish' | 'unpublish'

/** What a scheduled publish acts on, with names taken from the site's config, never from the request. */
export type ScheduleTarget = { type: ScheduleType; collection: CollectionSlug; id: number; global?: undefined } | { type: ScheduleType; global: GlobalSlug; collection?: undefined; id?: undefined }

type RawInput = { type?: unknown; doc?: unknown; global?: unknown }

const ID = /^[1-9][0-9]{0,15}$/

/** The target a request or a job's input names, or null when it names anything that cannot be scheduled. */
export function scheduleTarget(config: Pick<SanitizedConfig, 'collections' | 'globals'>, input: RawInput | null | undefined): ScheduleTarget | null {
  if (!input || typeof input !== 'object') return null
  const type = input.type === undefined ? 'publish' : input.type
  if (type !== 'publish' && type !== 'unpublish') return null
  const { doc, global } = input
  if (doc !== undefined && doc !== null) {
    if (global !== undefined && global !== null) return null
    const { relationTo, value } = doc as { relationTo?: unknown; value?: unknown }
    const collection = config.collections.find((entry) => entry.slug === relationTo)
    if (!collection || !hasScheduledPublishEnabled(collection)) return null
    const id = typeof value === 'number' ? String(value) : value
    if (typeof id !== 'string' || !ID.test(id)) return null
    return { type, collection: collection.slug, id: Number(id) }
  }
  const found = config.globals.find((entry) => entry.slug === global)
  if (!found || !hasScheduledPublishEnabled(found)) return null
  return { type, global: found.slug }
}

/** How the audit log and the messages name a target: the config's slug and the record's number. */
export function describeTarget(target: ScheduleTarget): string {
  return target.global !== undefined ? `${target.global} (global)` : `${target.collection} #${target.id}`
}

/** Whether the request's user may publish the target: the update access of the record, with `_status: published`. */
export async function mayPublish(req: PayloadRequest, target: ScheduleTarget): Promise<boolean> {
  if (!req.user) return false
  const data = { _status: 'published' }
  if (target.global !== undefined) {
    const globalConfig = req.payload.config.globals.find((entry) => entry.slug === target.global)
    if (!globalConfig) return false
    return Boolean((await docAccessOperationGlobal({ data, globalConfig, req })).update)
  }
  const slug = target.collection
  const collection = req.payload.collections[slug]
  if (!collection) return false
  const exists = await req.payload.count({ collection: slug, where: { id: { equals: target.id } }, overrideAccess: true, req })
  if (exists.totalDocs === 0) return false
  return Boolean((await docAccessOperation({ id: target.id, collection, data, req })).update)
}

/** The scheduling staff member a job names, or null when it names none or one that no longer exists. */
export async function schedulingUser(payload: Payload, user: unknown): Promise<(Record<string, unknown> & { collection: string }) | null> {
  const { relationTo, value } = (user ?? {}) as { relationTo?: unknown; value?: unknown }
  if (relationTo !== 'users' || (typeof value !== 'number' && typeof value !== 'string') || !ID.test(String(value))) return null
  const found = await payload.find({ collection: 'users', where: { id: { equals: Number(value) } }, depth: 0, limit: 1, overrideAccess: true })
  const account = found.docs[0]
  return account ? { ...(account as unknown as Record<string, unknown>), collection: 'users' } : null
}
