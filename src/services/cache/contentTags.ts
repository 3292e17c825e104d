/**
 * The tags of the read side's cache (src/sides/content/cachedRead.ts tags each cached
 * read with the collections and globals it reads), and their expiry: a save
 * in the back office expires its collection's tag (expireOnSave.ts), and the
 * jobs queue expires tags of what it publishes. Outside a Next.js server
 * (seed script, tests) there is no cache, and expiring a tag does nothing.
 */
import { revalidateTag } from 'next/cache'
import type { CollectionSlug, GlobalSlug } from 'payload'

import { expireTagsNow } from '../../server/cache/processStore.mjs'

export const insideNextServer = (): boolean => Boolean(process.env.NEXT_RUNTIME)

/**
 * Expired by every save, with the saved collection's own tag: for caches of
 * results built from many reads (the /v1 replies), which would otherwise have
 * to repeat the tags of every read they make.
 */
export const ANY_CONTENT_TAG = 'any-content'

/**
 * A tag of the read side's cache: the slug of a collection or global (from
 * the generated types, so a misspelt tag does not compile), or ANY_CONTENT_TAG.
 */
export type ContentTag = CollectionSlug | GlobalSlug | typeof ANY_CONTENT_TAG

export function expireTag(tag: ContentTag): void {
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
export async function expireTagNow(tag: ContentTag): Promise<void> {
  if (!insideNextServer()) return
  await expireTagsNow([tag, ANY_CONTENT_TAG])
}
