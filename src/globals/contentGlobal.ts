import type { GlobalConfig } from 'payload'

import { anyone, isStaff } from '@/access'
import { revalidateGlobalAfterChange } from '@/hooks/revalidate'

type Options = Omit<GlobalConfig, 'access'> & { group: string }

/** A single public record: everyone reads it, staff edit it, a save refreshes the pages. */
export function contentGlobal({ group, admin, hooks, ...config }: Options): GlobalConfig {
  return {
    ...config,
    access: { read: anyone, update: isStaff },
    admin: { group, ...admin },
    hooks: { ...hooks, afterChange: [...(hooks?.afterChange ?? []), revalidateGlobalAfterChange] },
  }
}
