/**
 * What the back office's dashboard shows a staff member first: how many
 * applications, alumni registrations and inquiries there are in each status,
 * for the kinds of submission that staff member may read. Whether they may is
 * asked of each collection's own read access, and the counts go through it too.
 */
import { createLocalReq, type CollectionSlug, type Payload, type TypedUser } from 'payload'

/** The submissions the dashboard counts, in the order it shows them. */
export const DASHBOARD_COLLECTIONS = ['degree-applications', 'alumni-registrations', 'inquiries'] as const satisfies readonly CollectionSlug[]

export type StatusCount = { value: string; label: string; count: number; href: string }
export type SubmissionSummary = { slug: CollectionSlug; label: string; total: number; href: string; statuses: StatusCount[] }

function text(label: unknown, fallback: string): string {
  return typeof label === 'string' && label ? label : fallback
}

/** The collection's status choices, from its own status field. */
function statusOptions(payload: Payload, slug: CollectionSlug): { value: string; label: string }[] {
  const field = payload.collections[slug]?.config.flattenedFields.find((candidate) => candidate.name === 'status')
  if (!field || field.type !== 'select') return []
  return field.options.map((option) =>
    typeof option === 'string' ? { value: option, label: option } : { value: option.value, label: text(option.label, option.value) },
  )
}

export function listHref(adminRoute: string, slug: string, status?: string): string {
  const base = `${adminRoute.replace(/\/$/, '')}/collections/${slug}`
  return status ? `${base}?${new URLSearchParams({ 'where[status][equals]': status })}` : base
}

export async function submissionCounts(payload: Payload, user: TypedUser | null | undefined): Promise<SubmissionSummary[]> {
  if (!user) return []
  const req = await createLocalReq({ user }, payload)
  const adminRoute = payload.config.routes.admin
  const summaries: SubmissionSummary[] = []
  for (const slug of DASHBOARD_COLLECTIONS) {
    const collection = payload.collections[slug]
    const read = collection?.config.access.read
    if (!read || !(await read({ req }))) continue
    const statuses = await Promise.all(
      statusOptions(payload, slug).map(async ({ value, label }) => {
        const { totalDocs } = await payload.count({ collection: slug, where: { status: { equals: value } }, overrideAccess: false, user })
        return { value, label, count: totalDocs, href: listHref(adminRoute, slug, value) }
      }),
    )
    summaries.push({
      slug,
      label: text(collection.config.labels.plural, slug),
      total: statuses.reduce((sum, status) => sum + status.count, 0),
      href: listHref(adminRoute, slug),
      statuses,
    })
  }
  return summaries
}
