/**
 * Limits on failed staff sign-ins, by client address as well as by account, so
 * that guessing passwords is slow and yet nobody can lock a staff member out
 * (docs/decisions/011-staff-accounts-and-access.md):
 *
 * - failures from one address, whatever the accounts tried;
 * - failures for one account from one address;
 * - failures for one account from addresses it has never signed in from. An
 *   address the account signed in from recently is exempt from this one, so
 *   the staff member at their usual desk still gets in while an outsider is
 *   held back.
 *
 * Every attempt is counted as a failure before the password is checked and
 * taken back when the sign-in succeeds: Payload runs no hook on a failed
 * sign-in, and parallel guesses are counted at once.
 */
import { createHash } from 'node:crypto'

import { networkOf } from '../../server/network.mjs'

type LoginLimitRules = {
  /** Failures count for this long. */
  windowMs: number
  perAddress: number
  perAccountAndAddress: number
  perAccountFromNewAddresses: number
  /** An address an account signed in from stays known for this long. */
  knownAddressMs: number
}

export const DEFAULT_LOGIN_LIMITS: LoginLimitRules = {
  windowMs: 15 * 60 * 1000,
  perAddress: 20,
  perAccountAndAddress: 5,
  perAccountFromNewAddresses: 10,
  knownAddressMs: 30 * 24 * 60 * 60 * 1000,
}

/** One count of failures and how many it may hold within the window. */
export type FailureLimit = { key: string; max: number }

/**
 * Where the counts live: in memory for one app instance, in Redis for several
 * (./redisLoginStore.ts).
 */
export interface LoginAttemptStore {
  /**
   * In one step, so that parallel attempts cannot all pass the last place:
   * when every key holds fewer than its `max` failures after `at - windowMs`,
   * counts a failure at `at` under each and returns 0; otherwise counts
   * nothing and returns the time the attempt would be allowed.
   */
  countFailure(limits: FailureLimit[], at: number, windowMs: number): Promise<number>
  /** Takes back one failure counted at `at`. */
  removeFailure(key: string, at: number): Promise<void>
  clearFailures(key: string): Promise<void>
  /** When `account` last signed in from `address`, if it did. */
  lastSuccess(account: string, address: string): Promise<number | undefined>
  recordSuccess(account: string, address: string, at: number): Promise<void>
}

/** When a full count lets the next attempt in: `windowMs` after the failure `max` places from its end. */
function allowedAgainAt(times: number[], max: number, windowMs: number): number {
  return times.length >= max ? (times[times.length - max] as number) + windowMs : 0
}

export class MemoryLoginAttemptStore implements LoginAttemptStore {
  private readonly failed = new Map<string, number[]>()
  private readonly succeeded = new Map<string, number>()

  /** `keepMs`: entries older than this are dropped when the maps grow large. */
  constructor(private readonly keepMs: { failures: number; successes: number } = {
    failures: DEFAULT_LOGIN_LIMITS.windowMs,
    successes: DEFAULT_LOGIN_LIMITS.knownAddressMs,
  }) {}

  // No await inside: one call runs whole before any other.
  async countFailure(limits: FailureLimit[], at: number, windowMs: number): Promise<number> {
    let againAt = 0
    for (const { key, max } of limits) againAt = Math.max(againAt, allowedAgainAt(this.recent(key, at - windowMs), max, windowMs))
    if (againAt > 0) return againAt
    for (const { key } of limits) this.failed.set(key, [...(this.failed.get(key) ?? []), at])
    if (this.failed.size > 10_000) this.forgetOldFailures(at)
    return 0
  }

  private recent(key: string, since: number): number[] {
    const recent = (this.failed.get(key) ?? []).filter((time) => time > since)
    if (recent.length > 0) this.failed.set(key, recent)
    else this.failed.delete(key)
    return recent
  }

  async removeFailure(key: string, at: number): Promise<void> {
    const times = this.failed.get(key)
    const index = times?.indexOf(at) ?? -1
    if (times && index >= 0) times.splice(index, 1)
  }

  async clearFailures(key: string): Promise<void> {
    this.failed.delete(key)
  }

  async lastSuccess(account: string, address: string): Promise<number | undefined> {
    return this.succeeded.get(`${account} ${address}`)
  }

  async recordSuccess(account: string, address: string, at: number): Promise<void> {
    this.succeeded.set(`${account} ${address}`, at)
    if (this.succeeded.size > 10_000) {
      for (const [key, time] of this.succeeded) if (at - time >= this.keepMs.successes) this.succeeded.delete(key)
    }
  }

  private forgetOldFailures(now: number) {
    for (const [key, times] of this.failed) {
      if (times.every((time) => now - time >= this.keepMs.failures)) this.failed.delete(key)
    }
  }
}

/** A sign-in let through, to be reported as a success if the password was right. */
export type LoginAttempt = { account: string; network: string; at: number; counted: string[] }

export type LoginDecision = { allowed: true; attempt: LoginAttempt } | { allowed: false; retryAfterSeconds: number }

export class LoginLimits {
  constructor(
    private readonly store: LoginAttemptStore = new MemoryLoginAttemptStore(),
    private readonly rules: LoginLimitRules = DEFAULT_LOGIN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Decides whether a sign-in to `email` from `client` (clientNetwork, or a
   * bare address: grouped the same way again) may be tried, and counts it as
   * a failure until told otherwise.
   */
  async begin(email: string, client: string): Promise<LoginDecision> {
    const now = this.now()
    const account = accountKey(email)
    const network = networkOf(client)
    const lastSuccess = await this.store.lastSuccess(account, network)
    const known = lastSuccess !== undefined && now - lastSuccess < this.rules.knownAddressMs
    const limits: FailureLimit[] = [
      { key: `address ${network}`, max: this.rules.perAddress },
      { key: pairKey(account, network), max: this.rules.perAccountAndAddress },
    ]
    if (!known) limits.push({ key: `account ${account}`, max: this.rules.perAccountFromNewAddresses })

    const againAt = await this.store.countFailure(limits, now, this.rules.windowMs)
    if (againAt > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((againAt - now) / 1000)) }
    return { allowed: true, attempt: { account, network, at: now, counted: limits.map(({ key }) => key) } }
  }

  /**
   * The password was right: the attempt is taken back, the account's earlier
   * failures from this address are forgotten, and the address becomes known.
   * Failures from the address for other accounts, and from new addresses for
   * this account, still count.
   */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    for (const key of attempt.counted) await this.store.removeFailure(key, attempt.at)
    await this.store.clearFailures(pairKey(attempt.account, attempt.network))
    await this.store.recordSuccess(attempt.account, attempt.network, this.now())
  }
}

/** E-mail addresses are kept only as hashes: a shared store then holds no personal data. */
function accountKey(email: string): string {
  return createHash('sha256').update(email.toLowerCase().trim()).digest('base64url')
}

const pairKey = (account: string, network: string) => `account ${account} address ${network}`
