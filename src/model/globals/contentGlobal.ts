import type { GlobalConfig } from 'payload'

import { publishedGlobalAccess } from '@/services/access'
import { expireGlobalAfterChange } from '@/model/hooks/expireOnSave'
import { previewAddress } from '@/records/publishing/pagePaths'
import { lastChangedByField, recordGlobalChangedBy } from '@/model/fields/lastChangedBy'
import { globalVersions } from '@/records/publishing/versions'

type Options = Omit<GlobalConfig, 'access' | 'versions'> & {
  group: string
  /** Staff may set a date and time at which a change is published (Sri Lanka's time). */
  scheduled?: boolean
  /** False for settings that must take effect at the save (the site settings): no drafts, no history. */
  drafts?: boolean
}

/** A single public record: everyone reads what is published, staff edit drafts and publish them, a save refreshes the pages. */
export function contentGlobal({ group, admin, hooks, fields, scheduled = false, drafts = true, ...config }: Options): GlobalConfig {
  if (!drafts) {
    return {
      ...config,
      fields,
      access: { read: () => true, update: publishedGlobalAccess.update, readVersions: () => false },
      admin: { group, ...admin },
      hooks: { ...hooks, afterChange: [...(hooks?.afterChange ?? []), expireGlobalAfterChange] },
    }
  }
  return {
    ...config,
    fields: [...fields, lastChangedByField],
    access: publishedGlobalAccess,
    versions: globalVersions(scheduled),
    admin: { group, preview: () => previewAddress(config.slug), ...admin },
    hooks: {
      ...hooks,
      beforeChange: [...(hooks?.beforeChange ?? []), recordGlobalChangedBy],
      afterChange: [...(hooks?.afterChange ?? []), expireGlobalAfterChange],
    },
  }
}
