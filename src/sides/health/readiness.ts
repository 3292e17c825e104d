/**
 * /readyz: whether this instance can serve, part by part. The database
 * answers and has every committed migration; Redis answers when REDIS_URL is
 * set; the bucket answers when S3_BUCKET is set. A load balancer sends no
 * visitor to an instance that is not ready (docs/operations.md).
 *
 * The reply names the failed parts only in words of its own: a driver's
 * message may hold a host, a user or a connection string.
 *
 * Anyone may ask it, as often as they like: an answer is reused for
 * READINESS_MAX_AGE_MS (RecentReadiness), so a flood of requests asks the
 * database, Redis and the bucket at most once in that time, and callers that
 * come while a check runs share it.
 */
import { getEnv } from '@/settings'
import { migrations as postgresMigrations } from '@/model/migrations/postgres'
import { migrations as sqliteMigrations } from '@/model/migrations/sqlite'
import { payloadClient } from '@/model/payloadClient'
import { connected, sharedRedis } from '@/server/redisConnection.mjs'
import { fileStore } from '@/services/storage/fileStore'

/** A part slower than this counts as down: a load balancer asks every few seconds. */
export const CHECK_TIMEOUT_MS = 2_000

export type Readiness = { ready: boolean; checks: Record<string, string> }

class NoAnswer extends Error {}

function withinTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoAnswer()), timeoutMs)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

/** Runs one check: 'ok', or what went wrong in a few words of our own. */
async function check(work: () => Promise<string | void>, timeoutMs: number): Promise<string> {
  try {
    return (await withinTimeout(work(), timeoutMs)) ?? 'ok'
  } catch (error) {
    return error instanceof NoAnswer ? `no answer within ${timeoutMs / 1000} s` : 'failed'
  }
}

/** The committed migrations the database has not applied. */
async function missingMigrations(): Promise<string[]> {
  const payload = await payloadClient()
  const applied = await payload.find({ collection: 'payload-migrations', pagination: false, depth: 0, overrideAccess: true, select: { name: true } })
  const names = new Set(applied.docs.map((doc) => (doc as { name?: string }).name))
  const expected = getEnv().databaseKind === 'postgres' ? postgresMigrations : sqliteMigrations
  return expected.map((migration) => migration.name).filter((name) => !names.has(name))
}

export type ReadinessParts = {
  database: () => Promise<string[]>
  redis?: () => Promise<unknown>
  bucket?: () => Promise<unknown>
}

/** The parts this instance depends on, from its configuration. */
export function configuredParts(): ReadinessParts {
  const { redisUrl, s3 } = getEnv()
  return {
    database: missingMigrations,
    redis: redisUrl
      ? async () => {
          const client = sharedRedis(redisUrl)
          await connected(client)
          await client.ping()
        }
      : undefined,
    bucket: s3 ? () => fileStore().reachable() : undefined,
  }
}

export async function readiness(parts: ReadinessParts = configuredParts(), timeoutMs = CHECK_TIMEOUT_MS): Promise<Readiness> {
  let missing: string[] | undefined
  const optional = (part: (() => Promise<unknown>) | undefined) => (part ? check(async () => void (await part()), timeoutMs) : undefined)
  const [database, redis, bucket] = await Promise.all([
    check(async () => {
      missing = await parts.database()
    }, timeoutMs),
    optional(parts.redis),
    optional(parts.bucket),
  ])
  const checks: Record<string, string> = { database }
  if (missing) checks.migrations = missing.length === 0 ? 'ok' : `${missing.length} not applied`
  if (redis) checks.redis = redis
  if (bucket) checks.bucket = bucket
  return { ready: Object.values(checks).every((value) => value === 'ok') && missing !== undefined, checks }
}

/** How old an answer of /readyz may be: a load balancer asks every few seconds, and the bucket is asked at most once in that time. */
export const READINESS_MAX_AGE_MS = 5_000

/** The latest readiness, checked again only once it is older than `maxAgeMs`; concurrent callers share one check. */
export class RecentReadiness {
  private latest: { at: number; answer: Promise<Readiness> } | undefined

  constructor(
    private readonly check: () => Promise<Readiness> = () => readiness(),
    private readonly maxAgeMs = READINESS_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<Readiness> {
    const now = this.now()
    if (this.latest && now - this.latest.at < this.maxAgeMs) return this.latest.answer
    const answer = this.check()
    this.latest = { at: now, answer }
    return answer
  }
}
