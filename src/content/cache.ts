/**
 * The read side's cache. Each content function is wrapped once with the tags of
 * what it reads; a save in the back office expires those tags (hooks/revalidate).
 * Outside a Next.js server (seed script, tests) there is no cache: the wrapped
 * function runs directly and expiring a tag does nothing.
 */
import { revalidateTag, unstable_cache } from 'next/cache'

import { expireTagsNow } from '@/cache/processStore.mjs'

import { previewing, withDraftReads } from './preview'

const insideNextServer = (): boolean => Boolean(process.env.NEXT_RUNTIME)

export function cached<Args extends unknown[], Result>(
  key: string,
  tags: readonly string[],
  fn: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const wrapped = unstable_cache(fn, [key], { tags: [...tags] })
  return async (...args: Args) => {
    if (!insideNextServer()) return fn(...args)
    // A preview reads drafts, straight from the database: its results are never cached (src/content/preview.ts).
    if (await previewing()) return withDraftReads(() => fn(...args))
    return wrapped(...args)
  }
}

/**
 * Expired by every save, with the saved collection's own tag: for caches of
 * results built from many reads (the /v1 replies), which would otherwise have
 * to repeat the tags of every read they make.
 */
export const ANY_CONTENT_TAG = 'any-content'

export function expireTag(tag: string): void {
  if (!insideNextServer()) return
  try {
    // expire: 0 drops the entry, so the very next request reads fresh data
    // instead of being served the stale copy once more.
    revalidateTag(tag, { expire: 0 })
    revalidateTag(ANY_CONTENT_TAG, { expire: 0 })
  } catch (error) {
    console.warn(`Could not expire cache tag ${tag}:`, error)
  }
}

/**
 * Expires a tag at once, for work done outside a request: the jobs queue.
 * There Next's expiry would be noted on the request that started Payload
 * (its timers inherit that request's context) and never carried out, so the
 * cache's store drops the entries itself, once the work has been committed.
 */
export async function expireTagNow(tag: string): Promise<void> {
  if (!insideNextServer()) return
  await expireTagsNow([tag, ANY_CONTENT_TAG])
}
