/**
 * The store of src/cache/cacheHandler.mjs in Redis, for several instances of
 * the site (docs/decisions/017): a page rendered by one is served by all, and
 * a save on one expires the tag for all at once.
 *
 * Tag expiry writes one timestamp per tag; an entry is a miss when any of its
 * tags was expired at or after the entry was written. Nothing is scanned or
 * deleted, so an expiry costs the same however many pages carry the tag.
 * Both timestamps come from Redis's clock (TIME), so the instances' clocks
 * need not agree.
 *
 * Entries live in a namespace of the build: instances of an older build in a
 * rolling deploy never serve a page that names the other build's scripts.
 * Tag timestamps are shared by all builds, so a save expires every copy.
 *
 * Any failure is a miss or a no-op, logged once per outage: pages are then
 * rendered as if the cache were empty.
 */
import { EXPIRE_SECONDS } from './lifetimes.mjs'
import { connected, OutageLog } from '../redis/connection.mjs'

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
const SET_ENTRY = `${NOW} redis.call('SET', KEYS[1], stamp .. ' ' .. ARGV[1], 'EX', ARGV[2]) return stamp`
const EXPIRE_TAGS = `${NOW} for _, key in ipairs(KEYS) do redis.call('SET', key, stamp) end return stamp`

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
      const stored = await this.client.get(this.entryKey(key))
      if (stored === null) return this.ok(undefined)
      const space = stored.indexOf(' ')
      const stamp = Number(stored.slice(0, space))
      const entry = JSON.parse(stored.slice(space + 1))
      const tags = [...new Set([...entry.tags, ...alsoTags])]
      if (tags.length > 0) {
        const expired = await this.client.mGet(tags.map((tag) => this.tagKey(tag)))
        if (expired.some((at) => at !== null && Number(at) >= stamp)) return this.ok(undefined)
      }
      return this.ok({ ...entry, value: unpack(entry.value), tags: new Set(entry.tags) })
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
      const stored = JSON.stringify({
        value: pack(entry.value),
        lastModified: entry.lastModified,
        cacheControl: entry.cacheControl,
        tags: [...entry.tags],
      })
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
