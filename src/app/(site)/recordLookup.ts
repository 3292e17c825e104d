/**
 * Record pages are found by slug, or else by id (§2.1). The original site passed
 * the id in navigation state; here it may come as ?id= or as a numeric path.
 * A ?id= never reaches a page: a rewrite turns /degree/<slug>?id=<id> into
 * the hidden segment /degree/<slug>/<id>, so each record page is cached as a
 * static page per address (src/routing/queryPages.mjs).
 */
export type RecordParams = { slug: string; id?: string }

export async function recordLookup(params: Promise<RecordParams>): Promise<{ slug: string; id?: number }> {
  const { slug, id } = await params
  const fromSegment = id !== undefined && /^\d{1,15}$/.test(id) ? Number(id) : undefined
  const fromPath = /^\d{1,15}$/.test(slug) ? Number(slug) : undefined
  return { slug: decodeURIComponent(slug), id: fromSegment ?? fromPath }
}

export type RecordPageProps = { params: Promise<RecordParams> }

/** Record pages are rendered when first asked for, then served from the cache. */
export function noPrerenderedRecords(): RecordParams[] {
  return []
}
