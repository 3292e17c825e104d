/**
 * The Redis the shared-cache and shared-limit tests run against:
 * TEST_REDIS_URL, by default database 15 of the machine's Redis. Each test file
 * keeps its keys under a prefix of its own and deletes only those. Under
 * CI=true an unreachable Redis fails the run; elsewhere the files are skipped
 * with a warning that says so.
 */
import { randomUUID } from 'node:crypto'

import { createClient } from '@redis/client'

import { connectRedis } from '@/server/redisConnection.mjs'

export const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379/15'

export type TestRedis = {
  url: string
  prefix: string
  /** A client as one instance of the site has, keys under this file's prefix, once it is ready. */
  connect(): Promise<ReturnType<typeof connectRedis>>
  /** The keys under this file's prefix, without it. */
  keys(): Promise<string[]>
  /** TTL in seconds of a key under this file's prefix. */
  ttl(key: string): Promise<number>
  /** Deletes this file's keys and closes every client. */
  close(): Promise<void>
}

export async function testRedis(): Promise<TestRedis | null> {
  const url = process.env.TEST_REDIS_URL || DEFAULT_TEST_REDIS_URL
  const admin = createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: false } })
  admin.on('error', () => {})
  try {
    await admin.connect()
    await admin.ping()
  } catch (error) {
    const reason = `Redis at TEST_REDIS_URL (${url}) is unreachable: ${(error as Error).message}`
    if (process.env.CI === 'true') throw new Error(`${reason}. The shared cache and limit tests cannot be skipped in CI.`)
    console.warn(`${reason}. Skipping the shared cache and limit tests.`)
    return null
  }
  const prefix = `campus-test:${randomUUID()}:`
  const clients: ReturnType<typeof connectRedis>[] = []
  const keys = async () => {
    const found: string[] = []
    for await (const batch of admin.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) found.push(...batch)
    return found
  }
  return {
    url,
    prefix,
    async connect() {
      const client = connectRedis(url, { keyPrefix: prefix })
      clients.push(client)
      if (!client.isReady) await new Promise((resolve) => client.once('ready', resolve))
      return client
    },
    async keys() {
      return (await keys()).map((key) => key.slice(prefix.length))
    },
    ttl: (key) => admin.ttl(`${prefix}${key}`),
    async close() {
      const mine = await keys()
      if (mine.length > 0) await admin.del(mine)
      for (const client of clients) client.destroy()
      admin.destroy()
    },
  }
}
