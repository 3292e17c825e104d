/**
 * Drafts and history for the site's content (docs/decisions/052): every save
 * is a version; "Save draft" keeps it from visitors, "Publish" puts it on the
 * pages. Each version names who saved it (src/model/fields/lastChangedBy.ts),
 * so the history says who changed what and when, and any version can be
 * compared with another and restored.
 */
import type { CollectionConfig, GlobalConfig } from 'payload'

/** Whether a collection's or global's config (as written, or as Payload built it) has drafts. */
export function hasDrafts(entity: { versions?: unknown }): boolean {
  return typeof entity.versions === 'object' && entity.versions !== null && Boolean((entity.versions as { drafts?: unknown }).drafts)
}

/** Versions kept per record: about a year of weekly edits. */
const VERSIONS_KEPT = 50

/**
 * A draft is checked as a published record is (`validate`): the SQLite
 * tables keep their NOT NULL columns for required fields (docs/decisions/052),
 * and an editor hears at once what a draft still lacks, not when publishing.
 */
export function collectionVersions(schedulePublish: boolean): CollectionConfig['versions'] {
  return { maxPerDoc: VERSIONS_KEPT, drafts: { schedulePublish, validate: true } }
}

export function globalVersions(schedulePublish: boolean): GlobalConfig['versions'] {
  return { max: VERSIONS_KEPT, drafts: { schedulePublish, validate: true } }
}
