/**
 * Who saved a version of the site's content: each version in the history
 * keeps its own, set by the server on every save (src/records/publishing/versions.ts).
 */
import type { CollectionBeforeChangeHook, Field, GlobalBeforeChangeHook } from 'payload'

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
