import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '@/access'
import { revalidateCollectionAfterChange, revalidateCollectionAfterDelete } from '@/hooks/revalidate'

type Options = Omit<CollectionConfig, 'access'> & {
  /** Admin sidebar group: the site area the records appear in. */
  group: string
}

/**
 * A collection of public content: everyone reads it, staff edit it, and a save
 * refreshes the cached pages and /v1 replies that show it.
 */
export function contentCollection({ group, admin, hooks, ...config }: Options): CollectionConfig {
  return {
    ...config,
    access: publicContentAccess,
    admin: { group, ...admin },
    hooks: {
      ...hooks,
      afterChange: [...(hooks?.afterChange ?? []), revalidateCollectionAfterChange],
      afterDelete: [...(hooks?.afterDelete ?? []), revalidateCollectionAfterDelete],
    },
  }
}
