import type { CollectionConfig } from 'payload'

import { publishedContentAccess } from '@/services/access'
import { expireCollectionAfterChange, expireCollectionAfterDelete } from '@/model/hooks/expireOnSave'
import { previewAddress } from '@/records/publishing/pagePaths'
import { lastChangedByField, recordChangedBy } from '@/model/fields/lastChangedBy'
import { collectionVersions } from '@/records/publishing/versions'

type Options = Omit<CollectionConfig, 'access' | 'versions'> & {
  /** Admin sidebar group: the site area the records appear in. */
  group: string
  /** Staff may set a date and time at which a record is published or taken down (Sri Lanka's time). */
  scheduled?: boolean
  /** False for records that are not edited as content (the alumni directory, fed by registrations): no drafts, no history. */
  drafts?: boolean
}

/**
 * A collection of public content: everyone reads what is published, staff
 * edit drafts and publish them (src/records/publishing), and a save refreshes the
 * cached pages and /v1 replies that show it.
 */
export function contentCollection({ group, admin, hooks, fields, scheduled = false, drafts = true, ...config }: Options): CollectionConfig {
  const expireOnSave = {
    afterChange: [...(hooks?.afterChange ?? []), expireCollectionAfterChange],
    afterDelete: [...(hooks?.afterDelete ?? []), expireCollectionAfterDelete],
  }
  if (!drafts) {
    return {
      ...config,
      fields,
      access: { ...publishedContentAccess, read: () => true, readVersions: () => false },
      admin: { group, ...admin },
      hooks: { ...hooks, ...expireOnSave },
    }
  }
  return {
    ...config,
    fields: [...fields, lastChangedByField],
    access: publishedContentAccess,
    versions: collectionVersions(scheduled),
    admin: { group, preview: (doc) => previewAddress(config.slug, doc as never), ...admin },
    hooks: { ...hooks, beforeChange: [...(hooks?.beforeChange ?? []), recordChangedBy], ...expireOnSave },
  }
}
