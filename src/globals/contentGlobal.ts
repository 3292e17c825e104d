import type { GlobalConfig } from 'payload'

import { publishedGlobalAccess } from '@/access'
import { revalidateGlobalAfterChange } from '@/hooks/revalidate'
import { previewAddress } from '@/publishing/pagePaths'
import { globalVersions, lastChangedByField, recordGlobalChangedBy } from '@/publishing/versions'

type Options = Omit<GlobalConfig, 'access' | 'versions'> & {
  group: string
  /** Staff may set a date and time at which a change is published (Sri Lanka's time). */
  scheduled?: boolean
}

/** A single public record: everyone reads what is published, staff edit drafts and publish them, a save refreshes the pages. */
export function contentGlobal({ group, admin, hooks, fields, scheduled = false, ...config }: Options): GlobalConfig {
  return {
    ...config,
    fields: [...fields, lastChangedByField],
    access: publishedGlobalAccess,
    versions: globalVersions(scheduled),
    admin: { group, preview: () => previewAddress(config.slug), ...admin },
    hooks: {
      ...hooks,
      beforeChange: [...(hooks?.beforeChange ?? []), recordGlobalChangedBy],
      afterChange: [...(hooks?.afterChange ?? []), revalidateGlobalAfterChange],
    },
  }
}
