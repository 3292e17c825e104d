/** A refused attempt says when the client may try again. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * A per-client limit on form submissions: at most `max` within any `windowMs`;
 * a refused attempt is not counted.
 */
export interface ClientRateLimit {
  /** Records one attempt if the client is within the limit. */
  check(client: string): Promise<RateDecision>
}

/**
 * The limit kept in memory, which is right for one app instance; several
 * instances share one in Redis (./redisRateLimit.ts,
 * docs/decisions/007-form-abuse.md and 017).
 */
export class RateLimiter implements ClientRateLimit {
  private readonly hits = new Map<string, number[]>()

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async check(client: string): Promise<RateDecision> {
    if (this.take(client)) return { allowed: true }
    return { allowed: false, retryAfterSeconds: this.retryAfterSeconds(client) }
  }

  /** Records one attempt; false when the client is over the limit (the attempt is not counted). */
  take(client: string): boolean {
    const now = this.now()
    const recent = (this.hits.get(client) ?? []).filter((time) => now - time < this.windowMs)
    if (recent.length >= this.max) {
      this.hits.set(client, recent)
      return false
    }
    recent.push(now)
    this.hits.set(client, recent)
    if (this.hits.size > 10_000) this.forgetIdle(now)
    return true
  }

  /** Seconds until the client may submit again. */
  retryAfterSeconds(client: string): number {
    const oldest = this.hits.get(client)?.[0]
    if (oldest === undefined) return 0
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000))
  }

  private forgetIdle(now: number) {
    for (const [client, times] of this.hits) {
      if (times.every((time) => now - time >= this.windowMs)) this.hits.delete(client)
    }
  }
}
