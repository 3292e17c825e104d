/**
 * /readyz on an instance with PostgreSQL, Redis and a bucket, each reached
 * through a relay the test can cut: 503 naming the part that stopped
 * answering (and never its address or a secret), 200 again once it is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ownPostgresDatabase, testDatabases } from '../support/databases'
import { testRedis } from '../support/redis'
import { startTestS3, type TestS3 } from '../support/s3'
import { startTcpProxy, type TcpProxy } from '../support/tcpProxy'
import { startTestServer, type TestServer } from '../support/testServer'

const postgres = testDatabases().some((database) => database.name === 'postgres')
const redis = await testRedis()
/** A Redis database of its own (the others: 13 benchmark, 14 two instances, 15 the Redis tests). */
const READINESS_REDIS_DB = 12

type Readiness = { status: string; checks: Record<string, string> }

async function readyz(server: TestServer): Promise<{ status: number; body: Readiness; text: string }> {
  const response = await fetch(`${server.baseURL}/readyz`)
  const text = await response.text()
  return { status: response.status, body: JSON.parse(text) as Readiness, text }
}

type Answer = Awaited<ReturnType<typeof readyz>>

/**
 * Asks until an answer passes `wanted` (each answer takes a round of checks),
 * for up to 20 s; the last answer. On a busy machine a check can miss its
 * half-second once (src/server/redisConnection.mjs), so a test waits for the state
 * it describes rather than taking the first answer.
 */
async function until(server: TestServer, wanted: (answer: Answer) => boolean): Promise<Answer> {
  let answer = await readyz(server)
  for (let attempt = 0; attempt < 80 && !wanted(answer); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    answer = await readyz(server)
  }
  return answer
}

const READY = { status: 'ready', checks: { database: 'ok', migrations: 'ok', redis: 'ok', bucket: 'ok' } }
const isReady = (answer: Answer) => answer.status === 200

describe.skipIf(!postgres || !redis)('readiness when a service stops answering', () => {
  let server: TestServer
  let s3: TestS3
  const relays: Record<'database' | 'redis' | 'bucket', TcpProxy> = {} as never
  const secrets: string[] = []

  beforeAll(async () => {
    const databaseUrl = new URL((await ownPostgresDatabase('readiness'))!)
    const redisUrl = new URL(redis!.url)
    s3 = await startTestS3('campus-readiness')
    relays.database = await startTcpProxy(Number(databaseUrl.port || 5432), databaseUrl.hostname)
    relays.redis = await startTcpProxy(Number(redisUrl.port || 6379), redisUrl.hostname)
    relays.bucket = await startTcpProxy(Number(new URL(s3.endpoint).port))
    databaseUrl.host = `127.0.0.1:${relays.database.port}`
    redisUrl.host = `127.0.0.1:${relays.redis.port}`
    redisUrl.pathname = `/${READINESS_REDIS_DB}`
    const env = {
      ...s3.env,
      S3_ENDPOINT: `http://127.0.0.1:${relays.bucket.port}`,
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl.toString(),
      PAYLOAD_SECRET: 'readiness-test-secret-0123456789abcdef0123',
    }
    secrets.push(env.PAYLOAD_SECRET, s3.env.S3_SECRET_ACCESS_KEY!, databaseUrl.toString(), redisUrl.toString(), String(relays.database.port), String(relays.redis.port), String(relays.bucket.port))
    server = await startTestServer('readiness', { env, captureOutput: true })
  }, 600_000)

  afterAll(async () => {
    server?.stop()
    for (const relay of Object.values(relays)) await relay?.close()
    await redis?.close()
    await s3?.close()
  })

  it('is ready when the database, its migrations, Redis and the bucket answer', async () => {
    expect(await until(server, isReady)).toMatchObject({ status: 200, body: READY })
  })

  it.each(['database', 'redis', 'bucket'] as const)('answers 503 naming the %s while it does not answer, and 200 once it is back', async (part) => {
    // A check leaves the database pool with an idle connection, which the cut then drops (answers within
    // 5 seconds share one check, src/sides/health/readiness.ts; `until` waits for a fresh one).
    if (part === 'database') await Promise.all(Array.from({ length: 4 }, () => readyz(server)))
    await until(server, isReady)
    await relays[part].cut()
    const others = ['database', 'redis', 'bucket'].filter((name) => name !== part)
    const down = await until(server, (answer) => answer.body.checks[part] !== 'ok' && others.every((other) => answer.body.checks[other] === 'ok'))
    expect(down.status).toBe(503)
    expect(down.body.status).toBe('not ready')
    expect(down.body.checks[part]).not.toBe('ok')
    for (const other of others) expect(down.body.checks[other]).toBe('ok')
    for (const secret of secrets) expect(down.text.includes(secret), 'the reply names an address or a secret').toBe(false)
    await relays[part].restore()
    expect((await until(server, isReady)).body).toEqual(READY)
  })

  it('logs a lost connection as a warning, never as an uncaught exception', () => {
    const lines = server.output().split('\n').filter((line) => line.startsWith('{'))
    expect(lines.some((line) => line.includes('A database connection was lost'))).toBe(true)
    expect(lines.filter((line) => line.includes('uncaughtException')).map((line) => line.slice(0, 200))).toEqual([])
  })
})
