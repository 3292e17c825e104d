/**
 * The read side's cache. Each content function is wrapped once with the tags of
 * what it reads; a save in the back office expires those tags
 * (src/model/hooks/expireOnSave.ts). Outside a Next.js server (seed script, tests)
 * there is no cache: the wrapped function runs directly.
 */
import { unstable_cache } from 'next/cache'

import { type ContentTag, insideNextServer } from '@/services/cache/contentTags'

import { previewing, withDraftReads } from './draftReads'

export function cached<Args extends unknown[], Result>(
  key: string,
  tags: readonly ContentTag[],
  fn: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const wrapped = unstable_cache(fn, [key], { tags: [...tags] })
  return async (...args: Args) => {
    if (!insideNextServer()) return fn(...args)
    // A preview reads drafts, straight from the database: its results are never cached (src/sides/content/draftReads.ts).
    if (await previewing()) return withDraftReads(() => fn(...args))
    return wrapped(...args)
  }
}
