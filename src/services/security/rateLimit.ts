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

/** An attempt a failure limit let through, counted as a failure until `forgiveFailure` is told it was right. */
export type FailureHold = {
  key: string
  network: string
  at: number
  /** Names this attempt's entries in a shared store. */
  member: string
  /** Let through while the key was locked: counted against its network only. */
  locked: boolean
  /** Counted in the instance's memory while the shared store failed. */
  local?: boolean
}

export type FailureDecision =
  | { allowed: true; hold: FailureHold; locked: false }
  /** The key is locked: a failure of this attempt is answered as a refusal, with this Retry-After. */
  | { allowed: true; hold: FailureHold; locked: true; retryAfterSeconds: number }
  | { allowed: false; retryAfterSeconds: number }

/**
 * A limit on failures per key (a reference number, decision 019) that no
 * stranger can turn against the key's owner. Each attempt counts as a
 * failure before its outcome is known, so parallel guesses cannot all pass
 * the last place, and is taken back once it proves right: only failures stay.
 * With `max` failures in the window the key is locked, yet each client
 * network that has not failed on the key within the window still gets one
 * attempt, so the owner is answered while a guesser gets one guess per
 * network. Attempts during the lock are counted against their network only,
 * so the lock ends `windowMs` after the failures that caused it.
 */
export interface FailureRateLimit {
  holdFailure(key: string, network: string): Promise<FailureDecision>
  /** The attempt was right: it is no failure. */
  forgiveFailure(hold: FailureHold): Promise<void>
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/**
 * The limits kept in memory, which is right for one app instance; several
 * instances share them in Redis (./redisRateLimit.ts,
 * docs/decisions/007-form-abuse.md and 017).
 */
export class RateLimiter implements ClientRateLimit, FailureRateLimit {
  private readonly hits = new Map<string, number[]>()
  /** A failure limit's failures per key and network. */
  private readonly networkHits = new Map<string, number[]>()

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
    const recent = this.recent(this.hits, client, now)
    if (recent.length >= this.max) return false
    recent.push(now)
    this.keepBounded(now)
    return true
  }

  /** Seconds until the client may submit again. */
  retryAfterSeconds(client: string): number {
    const oldest = this.hits.get(client)?.[0]
    if (oldest === undefined) return 0
    return seconds(oldest + this.windowMs - this.now())
  }

  // No await inside: one call runs whole before any other.
  async holdFailure(key: string, network: string): Promise<FailureDecision> {
    const now = this.now()
    const failures = this.recent(this.hits, key, now)
    const fromNetwork = this.recent(this.networkHits, pairKey(key, network), now)
    const hold = { key, network, at: now, member: '' }
    if (failures.length < this.max) {
      failures.push(now)
      fromNetwork.push(now)
      this.keepBounded(now)
      return { allowed: true, locked: false, hold: { ...hold, locked: false } }
    }
    const unlockAt = (failures[failures.length - this.max] as number) + this.windowMs
    const lastFromNetwork = fromNetwork.at(-1)
    if (lastFromNetwork !== undefined) {
      // Either the lock ends or this network's failures grow old: whichever comes first.
      return { allowed: false, retryAfterSeconds: seconds(Math.min(unlockAt, lastFromNetwork + this.windowMs) - now) }
    }
    fromNetwork.push(now)
    this.keepBounded(now)
    return { allowed: true, locked: true, retryAfterSeconds: seconds(unlockAt - now), hold: { ...hold, locked: true } }
  }

  async forgiveFailure(hold: FailureHold): Promise<void> {
    if (!hold.locked) removeOne(this.hits.get(hold.key), hold.at)
    removeOne(this.networkHits.get(pairKey(hold.key, hold.network)), hold.at)
  }

  /** The times under `key` still within the window, kept as the live list. */
  private recent(map: Map<string, number[]>, key: string, now: number): number[] {
    const recent = (map.get(key) ?? []).filter((time) => now - time < this.windowMs)
    map.set(key, recent)
    return recent
  }

  private keepBounded(now: number) {
    if (this.hits.size + this.networkHits.size <= 10_000) return
    for (const map of [this.hits, this.networkHits]) {
      for (const [key, times] of map) {
        if (times.every((time) => now - time >= this.windowMs)) map.delete(key)
      }
    }
  }
}

const pairKey = (key: string, network: string) => `${key}\n${network}`

/** Equal times are one failure as good as another: any one of them goes. */
function removeOne(times: number[] | undefined, at: number) {
  const index = times?.indexOf(at) ?? -1
  if (times && index >= 0) times.splice(index, 1)
}
