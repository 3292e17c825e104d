/**
 * The store of src/server/cache/cacheHandler.mjs in Redis, for several instances of
 * the site (docs/decisions/017): a page rendered by one is served by all, and
 * a save on one expires the tag for all at once.
 *
 * Tag expiry writes one timestamp per tag; an entry is a miss when any of its
 * tags was expired at or after the entry was written. Nothing is scanned or
 * deleted, so an expiry costs the same however many pages carry the tag.
 * Both timestamps come from Redis's clock (TIME), so the instances' clocks
 * need not agree. A hit is one round trip: a script reads the entry and
 * compares its tags' timestamps in Redis.
 *
 * Entries live in a namespace of the build: instances of an older build in a
 * rolling deploy never serve a page that names the other build's scripts.
 * Tag timestamps are shared by all builds, so a save expires every copy.
 *
 * Any failure is a miss or a no-op, logged once per outage: pages are then
 * rendered as if the cache were empty.
 */
import { EXPIRE_SECONDS } from './lifetimes.mjs'
import { connected, OutageLog } from '../redisConnection.mjs'

const BYTES = '\u0000bytes'
const MAP = '\u0000map'

/** A cached value as JSON: Next's values hold Buffers (RSC payloads) and Maps (segments). */
export function pack(value) {
  if (value instanceof Uint8Array) return { [BYTES]: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') }
  if (value instanceof Map) return { [MAP]: [...value].map(([key, item]) => [pack(key), pack(item)]) }
  if (Array.isArray(value)) return value.map(pack)
  if (value && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    const out = {}
    for (const [key, item] of Object.entries(value)) out[key] = pack(item)
    return out
  }
  return value
}

export function unpack(value) {
  if (Array.isArray(value)) return value.map(unpack)
  if (value && typeof value === 'object') {
    if (typeof value[BYTES] === 'string') return Buffer.from(value[BYTES], 'base64')
    if (Array.isArray(value[MAP])) return new Map(value[MAP].map(([key, item]) => [unpack(key), unpack(item)]))
    const out = {}
    for (const [key, item] of Object.entries(value)) out[key] = unpack(item)
    return out
  }
  return value
}

// Microseconds since the epoch by Redis's clock, as digits (16 fit a double exactly).
const NOW = "local t = redis.call('TIME') local stamp = t[1] .. string.format('%06d', tonumber(t[2]))"
// An entry is stored as three lines: the stamp, its tags as a JSON array, the entry as JSON.
const SET_ENTRY = `${NOW} redis.call('SET', KEYS[1], stamp .. '\\n' .. ARGV[1], 'EX', ARGV[2]) return stamp`
const EXPIRE_TAGS = `${NOW} for _, key in ipairs(KEYS) do redis.call('SET', key, stamp) end return stamp`
// The stored entry (KEYS[1]), or nil when it is missing or one of its tags (or the reader's,
// ARGV) was expired at or after it was written. KEYS[2] is the tag keys' common start, with the
// client's key prefix applied; the keys themselves are built here from the entry's own list, so
// they cannot be declared in KEYS: this needs one Redis, not a cluster (docs/decisions/017).
const GET_FRESH = `
local stored = redis.call('GET', KEYS[1])
if not stored then return nil end
local first = string.find(stored, '\\n', 1, true)
local second = string.find(stored, '\\n', first + 1, true)
local stamp = tonumber(string.sub(stored, 1, first - 1))
local tags = cjson.decode(string.sub(stored, first + 1, second - 1))
for _, tag in ipairs(ARGV) do table.insert(tags, tag) end
for _, tag in ipairs(tags) do
  local at = redis.call('GET', KEYS[2] .. tag)
  if at and tonumber(at) >= stamp then return nil end
end
return stored`

export class RedisCache {
  /**
   * @param {{ client: any, build: string, log?: Pick<Console, 'warn'> }} options
   * `build`: the build's id, the namespace of the entries.
   */
  constructor({ client, build, log = console }) {
    this.client = client
    this.build = build
    this.outage = new OutageLog('pages are rendered without the shared cache', log)
    // Tags expired while Redis was failing: written as soon as it answers, or
    // the other instances would serve copies from before the save.
    this.unsentTags = new Set()
  }

  entryKey(key) {
    return `cache:${this.build}:${key}`
  }

  tagKey(tag) {
    return `cache-tag:${tag}`
  }

  /** `alsoTags`: tags the reader gives besides those stored with the entry. */
  async get(key, alsoTags = []) {
    if (this.unsentTags.size > 0) await this.deleteTagged([])
    try {
      await connected(this.client)
      const readerTags = [...new Set(alsoTags)]
      const stored = await this.client.eval(GET_FRESH, { keys: [this.entryKey(key), this.tagKey('')], arguments: readerTags })
      if (stored === null) return this.ok(undefined)
      const first = stored.indexOf('\n')
      const second = stored.indexOf('\n', first + 1)
      const tags = JSON.parse(stored.slice(first + 1, second))
      const entry = JSON.parse(stored.slice(second + 1))
      return this.ok({ ...entry, value: unpack(entry.value), tags: new Set(tags) })
    } catch (error) {
      this.outage.failed(error)
      return undefined
    }
  }

  async set(key, entry) {
    // Redis forgets what no instance has asked for within a shared cache's
    // longest lifetime; a shorter expiry Next asked for is kept.
    const expire = entry.cacheControl?.expire
    const seconds = Number.isFinite(expire) && expire > 0 ? Math.min(expire, EXPIRE_SECONDS) : EXPIRE_SECONDS
    await this.run(() => {
      const stored = `${JSON.stringify([...entry.tags])}\n${JSON.stringify({
        value: pack(entry.value),
        lastModified: entry.lastModified,
        cacheControl: entry.cacheControl,
      })}`
      return this.client.eval(SET_ENTRY, { keys: [this.entryKey(key)], arguments: [stored, String(seconds)] })
    })
  }

  async delete(key) {
    await this.run(() => this.client.del(this.entryKey(key)))
  }

  /**
   * Tag timestamps have no expiry: the tags are the site's collections, a
   * handful, and a timestamp evicted before its entries would revive them.
   */
  async deleteTagged(tags) {
    for (const tag of tags) this.unsentTags.add(tag)
    const sending = [...this.unsentTags]
    if (sending.length === 0) return
    const sent = await this.run(() => this.client.eval(EXPIRE_TAGS, { keys: sending.map((tag) => this.tagKey(tag)) }))
    if (sent) for (const tag of sending) this.unsentTags.delete(tag)
  }

  async run(command) {
    try {
      await connected(this.client)
      await command()
      this.outage.ok()
      return true
    } catch (error) {
      this.outage.failed(error)
      return false
    }
  }

  ok(result) {
    this.outage.ok()
    return result
  }
}
