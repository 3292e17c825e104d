/**
 * The cache's store, as this server process holds it (src/server/cache/cacheHandler.mjs
 * registers it). Next loads the cache handler outside the server bundle, so
 * the two meet on a global rather than a shared module.
 */
const STORE_KEY = Symbol.for('campus-website.cache-store')

/** @param {{ deleteTagged(tags: string[]): unknown }} store */
export function registerCacheStore(store) {
  globalThis[STORE_KEY] = store
}

/**
 * Drops the entries tagged with any of `tags`, as an expiry noted during a
 * request does when the request ends. For work done outside a request.
 * @param {string[]} tags
 */
export async function expireTagsNow(tags) {
  const store = globalThis[STORE_KEY]
  if (store) await store.deleteTagged(tags)
}
