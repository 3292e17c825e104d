/**
 * How long the outbox keeps trying: a growing wait between attempts (1, 2,
 * 4 … minutes, at most an hour), for 48 hours from when the mail was
 * written (or sent again by staff), then it is given up.
 */
const MINUTE = 60_000

export const MAIL_RETRY = {
  forMs: 48 * 60 * MINUTE,
  firstWaitMs: MINUTE,
  longestWaitMs: 60 * MINUTE,
  /** How long a pass holds its claim on a mail it is sending: longer than the SMTP timeouts together. */
  claimMs: 2 * MINUTE,
  /** The mails one pass looks at; the rest wait for the next pass. */
  perPass: 200,
  /** When to try again after `attempts` failed attempts. */
  nextAttempt(attempts: number, now: Date): Date {
    const wait = Math.min(this.firstWaitMs * 2 ** Math.max(0, attempts - 1), this.longestWaitMs)
    return new Date(now.getTime() + wait)
  },
}
