/**
 * Next's cache for this site: rendered pages, /v1 replies and the content
 * reads of src/sides/content, kept in this server's memory (docs/decisions/014).
 *
 * Why not Next's default (memory in front of files in .next):
 * - pages are rendered from the database at run time, never taken from the
 *   build, which may have been made before the database existed (an image
 *   built once, started against its own data). Entries written while
 *   building are ignored, so a start always begins empty;
 * - a save expires a tag by dropping every entry that carries it, so the next
 *   request renders anew, and nothing stale survives a restart on disk;
 * - the memory used is bounded: the least recently used entries go first,
 *   so requests for endless query variants cannot exhaust it.
 *
 * With REDIS_URL set, the store is Redis instead (src/server/cache/redisCache.mjs),
 * shared by every instance of the site; the rules above hold the same.
 */
import fs from 'node:fs'
import path from 'node:path'

import { metrics } from '../metrics.mjs'
import { redisUrl, sharedRedis } from '../redisConnection.mjs'
import { etagOf } from './etag.mjs'
import { registerCacheStore } from './processStore.mjs'
import { RedisCache } from './redisCache.mjs'

const BUILDING = process.env.NEXT_PHASE === 'phase-production-build'
const TAGS_HEADER = 'x-next-cache-tags'
const DEFAULT_LIMIT_MB = 256

/** Rough bytes of a cached value: enough to bound memory, not to bill it. */
export function entrySize(value) {
  if (!value) return 64
  let size = 256
  const add = (part) => {
    if (typeof part === 'string') size += part.length * 2
    else if (part && typeof part.byteLength === 'number') size += part.byteLength
  }
  add(value.html)
  add(value.rscData)
  add(value.body)
  if (value.segmentData instanceof Map) for (const segment of value.segmentData.values()) add(segment)
  if (value.data) add(value.data.body ?? JSON.stringify(value.data))
  return size
}

/**
 * A rendered page with its ETag among the headers Next sends with every hit.
 * Computed here, once per render, because next.config.mjs turns off Next's
 * own, which hashes the page again on each request (docs/decisions/063).
 * Other values are kept as they are.
 */
export function withEtag(value) {
  const html = value?.html
  // A page whose HTML is not plain text or bytes gets no ETag, never one that could stay the same across renders.
  if (value?.kind !== 'APP_PAGE' || (typeof html !== 'string' && !(html instanceof Uint8Array))) return value
  return { ...value, headers: { ...value.headers, etag: etagOf(html, value.rscData) } }
}

/** The tags an entry carries: given with a data read, or in a page's or route's headers. */
export function entryTags(value, ctx) {
  const tags = new Set(ctx?.tags ?? [])
  const header = value?.headers?.[TAGS_HEADER]
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag)
  return tags
}

export class MemoryCache {
  constructor({ limitBytes }) {
    this.limitBytes = limitBytes
    this.entries = new Map()
    this.bytes = 0
  }

  get(key) {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    // Map order is the recency order: move a hit to the end.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  set(key, entry) {
    this.delete(key)
    if (entry.size > this.limitBytes) return
    this.entries.set(key, entry)
    this.bytes += entry.size
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.limitBytes) break
      this.delete(oldest)
    }
  }

  delete(key) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.size
  }

  deleteTagged(tags) {
    for (const [key, entry] of this.entries) {
      if (tags.some((tag) => entry.tags.has(tag))) this.delete(key)
    }
  }
}

const limitMb = Number(process.env.PAGE_CACHE_MB) > 0 ? Number(process.env.PAGE_CACHE_MB) : DEFAULT_LIMIT_MB
// One store per server process, shared by every handler instance Next creates.
let store

/** The build's id, which Next writes beside its server output; fixed in development. */
function buildId(serverDistDir) {
  try {
    return fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() || 'development'
  } catch {
    return 'development'
  }
}

function processStore(nextOptions) {
  const url = redisUrl()
  // The build keeps nothing (below), so it needs no Redis.
  if (url && !BUILDING) store ??= new RedisCache({ client: sharedRedis(url), build: buildId(nextOptions.serverDistDir ?? '') })
  store ??= new MemoryCache({ limitBytes: limitMb * 1024 * 1024 })
  registerCacheStore(store)
  return store
}

export default class CacheHandler {
  /** `options`: Next's (serverDistDir and so on), or a store and the build flag in tests. */
  constructor(options = {}) {
    this.store = options.store ?? processStore(options)
    this.building = options.building ?? BUILDING
  }

  /**
   * `ctx.tags` and `ctx.softTags` (a data read's tags and its page's paths):
   * Next checks them against the expiries this process saw; the Redis store
   * checks them against every instance's.
   */
  async get(key, ctx) {
    const entry = await this.store.get(key, [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])
    metrics().cache.inc({ cache: ctx?.kind === 'FETCH' ? 'data' : 'page', result: entry ? 'hit' : 'miss' })
    if (!entry) return null
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl }
  }

  async set(key, value, ctx) {
    if (this.building) return
    if (value === null || value === undefined) {
      await this.store.delete(key)
      return
    }
    await this.store.set(key, {
      value: withEtag(value),
      lastModified: Date.now(),
      cacheControl: ctx?.cacheControl,
      tags: entryTags(value, ctx),
      size: entrySize(value),
    })
  }

  /**
   * Every expiry drops the entries at once, whatever the durations: the site
   * only ever expires with { expire: 0 } (src/sides/content/cachedRead.ts).
   */
  async revalidateTag(tags, _durations) {
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean)
    if (list.length > 0) await this.store.deleteTagged(list)
  }

  resetRequestCache() {}
}
