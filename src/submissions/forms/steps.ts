/**
 * The steps every form POST of §7 runs, whichever form it is: refuse
 * cross-site requests and clients over the rate limit, read the body, drop
 * bots (honeypot, too fast), then hand the body to the form's own part
 * (check it with the browser's schema, store it whole, reply 201, mail in
 * the background), and answer a failure of any step with a clear message.
 */
import type { Payload } from 'payload'

import { getEnv } from '@/env'
import { FORM_MIN_FILL_MS } from '@/lib/constants'
import type { Checked, FieldErrors } from '@/lib/forms/common'
import { FORM_MESSAGES as M } from '@/lib/forms/messages'
import { IDEMPOTENCY_HEADER } from '@/lib/forms/xsrf'
import { BodyTooLarge, readLimitedText } from '@/lib/requestBody'
import { payloadClient } from '@/payloadClient'
import { sharedRedis } from '@/redis/connection.mjs'

import { describeFailure } from '@/logging/describeFailure'
import { crossSiteRefusal, rateRefusal } from '../guard'
import { UploadRefused } from '../multipart'
import { type ClientRateLimit, RateLimiter } from '@/security/rateLimit'
import { RedisRateLimiter } from '@/security/redisRateLimit'
import { ChangedAfterStored, type StoreFaults } from '../store'

export type SubmissionDeps = { payload?: Payload; limiter?: ClientRateLimit; faults?: StoreFaults }

let sharedLimiter: ClientRateLimit | undefined
/** In Redis when REDIS_URL is set, so that every instance counts a client's submissions together. */
function defaultLimiter(): ClientRateLimit {
  const { formRateLimit: { max, windowMs }, redisUrl, payloadSecret } = getEnv()
  sharedLimiter ??= redisUrl
    ? new RedisRateLimiter({ client: sharedRedis(redisUrl), max, windowMs, keySecret: payloadSecret })
    : new RateLimiter(max, windowMs)
  return sharedLimiter
}

const JSON_BODY_LIMIT = 64 * 1024

export function reply(status: number, body: Record<string, unknown>, headers?: Record<string, string>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

export const invalid = (message: string, errors: FieldErrors) => reply(400, { success: false, message, errors })

class BadBody extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message)
  }
}

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  let text: string
  try {
    text = await readLimitedText(request, JSON_BODY_LIMIT)
  } catch (error) {
    if (error instanceof BodyTooLarge) throw new BadBody(M.formTooLarge, 413)
    throw new BadBody(M.bodyUnreadable)
  }
  try {
    const body = JSON.parse(text) as unknown
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>
  } catch {
    // answered below
  }
  throw new BadBody(M.notJsonObject)
}

function idempotencyKey(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim() ?? ''
  return /^[A-Za-z0-9_-]{8,100}$/.test(key) ? key : null
}

/**
 * The fill time as sent: a number, or digits as text (multipart). Anything
 * else is not converted: an object's conversion can throw.
 */
function fillTime(value: unknown): number | 'missing' | 'not-a-number' {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return 'missing'
  if (typeof value === 'number') return value
  if (typeof value === 'string') return Number(value)
  return 'not-a-number'
}

/**
 * Bots fill the hidden field or send the form within moments of loading it.
 * A hidden field filled with anything but empty text is a bot too: it is
 * dropped quietly rather than answered with a message about the field.
 */
function botCheck(body: Record<string, unknown>): 'honeypot' | 'too-fast' | 'timer-invalid' | null {
  const { website } = body
  if (website !== undefined && website !== null && !(typeof website === 'string' && website.trim() === '')) return 'honeypot'
  const elapsed = fillTime(body.form_elapsed_ms)
  if (elapsed === 'not-a-number') return 'timer-invalid'
  // A missing timer is refused like a fast one: every form of the site sends it.
  if (elapsed === 'missing' || !Number.isFinite(elapsed) || elapsed < FORM_MIN_FILL_MS) return 'too-fast'
  return null
}

/** The steps every form shares; `accept` does the form's own part. */
export async function handle(
  request: Request,
  deps: SubmissionDeps,
  readBody: (request: Request) => Promise<Record<string, unknown>>,
  accept: (body: Record<string, unknown>, payload: Payload, key: string | null) => Promise<Response>,
  successMessage: string,
): Promise<Response> {
  const refused = crossSiteRefusal(request) ?? (await rateRefusal(request, deps.limiter ?? defaultLimiter()))
  if (refused) return reply(refused.status, { success: false, message: refused.message }, refused.headers)
  let body: Record<string, unknown>
  try {
    body = await readBody(request)
  } catch (error) {
    if (error instanceof UploadRefused) {
      return reply(error.status, { success: false, message: error.message, errors: error.field ? { [error.field]: error.message } : {} })
    }
    if (error instanceof BadBody) return reply(error.status, { success: false, message: error.message, errors: {} })
    console.error(`Reading a form submission to ${new URL(request.url).pathname} failed: ${describeFailure(error)}`)
    return reply(400, { success: false, message: M.bodyUnreadable, errors: {} })
  }
  const bot = botCheck(body)
  if (bot === 'honeypot') {
    // Answered as if stored, so the bot learns nothing; nothing is kept.
    console.warn(`A form submission to ${new URL(request.url).pathname} filled the hidden field and was dropped.`)
    return reply(201, { success: true, message: successMessage })
  }
  if (bot === 'too-fast') return reply(400, { success: false, message: M.tooFast, errors: {} })
  if (bot === 'timer-invalid') return invalid(M.timerInvalid, { form_elapsed_ms: M.timerInvalid })
  try {
    return await accept(body, deps.payload ?? (await payloadClient()), idempotencyKey(request))
  } catch (error) {
    if (error instanceof ChangedAfterStored) {
      return reply(409, { success: false, message: withReference(M.changedAfterStored, error.reference), reference: error.reference, errors: {} })
    }
    // Only the kind of failure: its message may quote the stored values.
    console.error(`Storing a form submission to ${new URL(request.url).pathname} failed: ${describeFailure(error)}`)
    return reply(500, { success: false, message: M.storeFailed })
  }
}

export function checked<T>(result: Checked<T>): T | Response {
  return result.ok ? result.data : invalid(result.message, result.errors)
}

export const withReference = (message: string, reference: string) => `${message} Your reference number is ${reference}.`
