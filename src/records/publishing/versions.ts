/**
 * Drafts and history for the site's content (docs/decisions/052): every save
 * is a version; "Save draft" keeps it from visitors, "Publish" puts it on the
 * pages. Each version names who saved it, so the history says who changed
 * what and when, and any version can be compared with another and restored.
 */
import type { CollectionBeforeChangeHook, CollectionConfig, Field, GlobalBeforeChangeHook, GlobalConfig } from 'payload'

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

export const lastChangedByField: Field = {
  name: 'last_changed_by',
  label: 'Last changed by',
  type: 'text',
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'Who saved this version. Each version in the history keeps its own.',
  },
}

/** The saving staff member's e-mail; a save with nobody signed in (the demo content, a scheduled publish without a user) says so. */
function changedBy(user: unknown): string {
  const email = (user as { email?: unknown } | null | undefined)?.email
  return typeof email === 'string' && email ? email : 'The site'
}

// Set on every save, over whatever the request sent: the name is the server's to give.
export const recordChangedBy: CollectionBeforeChangeHook = ({ data, req }) => ({ ...data, last_changed_by: changedBy(req.user) })

export const recordGlobalChangedBy: GlobalBeforeChangeHook = ({ data, req }) => ({ ...data, last_changed_by: changedBy(req.user) })
