/**
 * The steps every POST of the write side runs, the three forms of §7 and the
 * status page's two requests alike: refuse cross-site requests and clients
 * over their rate limit before the body is read, read the body within its
 * limit, drop bots (the forms), then hand the body to the request's own part
 * (check it with the browser's schema, store it whole, reply, mail in the
 * background), and answer a failure of any step with a clear message.
 */
import type { Payload } from 'payload'

import { sniffFile } from '@/services/applicantFiles/fileTypes'
import { getEnv } from '@/settings'
import { type Checked, type FieldErrors, FORM_MIN_FILL_MS } from '@/foundations/formRules/common'
import { FORM_MESSAGES as M, referenceMessage } from '@/foundations/formRules/messages'
import { IDEMPOTENCY_HEADER } from '@/foundations/formRules/xsrf'
import { BodyTooLarge, readLimitedText } from '@/foundations/requestBody'
import { describeFailure } from '@/foundations/describeFailure'
import { payloadClient } from '@/model/payloadClient'
import { countRefusal } from '@/server/metrics.mjs'
import { sharedRedis } from '@/server/redisConnection.mjs'
import { type ClientRateLimit, RateLimiter } from '@/services/security/rateLimit'
import { RedisRateLimiter } from '@/services/security/redisRateLimit'
import { SCAN_RETRY_AFTER_S, scanDocument } from '@/services/virusScan/applicantUploads'

import { crossSiteRefusal, rateRefusal } from './guard'
import { type ParsedUpload, UploadRefused } from './multipart'
import { ChangedAfterStored } from './storeSubmission'
import type { CheckedFile, StoreFaults } from './wholeOrNothing'

export type SubmissionDeps = { payload?: Payload; limiter?: ClientRateLimit; faults?: StoreFaults }

/**
 * A limit per client network (or per key), in Redis when REDIS_URL is set so
 * that every instance counts together, else in this process.
 */
export function clientLimiter(limit: { max: number; windowMs: number }, redis: { keyPrefix?: string; limits?: string } = {}): RateLimiter | RedisRateLimiter {
  const { redisUrl, payloadSecret } = getEnv()
  return redisUrl
    ? new RedisRateLimiter({ client: sharedRedis(redisUrl), ...limit, keySecret: payloadSecret, ...redis })
    : new RateLimiter(limit.max, limit.windowMs)
}

let sharedLimiter: ClientRateLimit | undefined
/** The forms' limit, shared by the three forms. */
export function defaultLimiter(): ClientRateLimit {
  sharedLimiter ??= clientLimiter(getEnv().formRateLimit)
  return sharedLimiter
}

const JSON_BODY_LIMIT = 64 * 1024

export function reply(status: number, body: Record<string, unknown>, headers?: Record<string, string>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

/** A refused request: its message, and the fields' own where there are some. */
export const refusal = (status: number, message: string, errors: FieldErrors = {}, headers?: Record<string, string>) =>
  reply(status, { success: false, message, errors }, headers)

export const invalid = (message: string, errors: FieldErrors) => refusal(400, message, errors)

class BadBody extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message)
  }
}

/** The body as text, refused with 413 past `limit` bytes (counted while it streams) and 400 when it cannot be read. */
async function bodyText(request: Request, limit: number): Promise<string> {
  try {
    return await readLimitedText(request, limit)
  } catch (error) {
    if (error instanceof BodyTooLarge) throw new BadBody(M.formTooLarge, 413)
    throw new BadBody(M.bodyUnreadable)
  }
}

/** A reader of a JSON object of at most `limit` bytes. */
export function jsonBody(limit: number) {
  return async (request: Request): Promise<Record<string, unknown>> => {
    const text = await bodyText(request, limit)
    try {
      const body = JSON.parse(text) as unknown
      if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>
    } catch {
      // answered below
    }
    throw new BadBody(M.notJsonObject)
  }
}

/** The forms' JSON bodies. */
export const readJson = jsonBody(JSON_BODY_LIMIT)

/**
 * A reader of an `application/x-www-form-urlencoded` body of at most `limit`
 * bytes (a payment gateway's notice), each field once: a field sent twice
 * could be read one way by a check and another by what is stored.
 */
export function formBody(limit: number, messages: { notForm: string; repeated: (name: string) => string }) {
  return async (request: Request): Promise<Record<string, unknown>> => {
    if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '')) throw new BadBody(messages.notForm)
    const text = await bodyText(request, limit)
    const fields: Record<string, string> = {}
    for (const [name, value] of new URLSearchParams(text)) {
      if (Object.hasOwn(fields, name)) throw new BadBody(messages.repeated(name))
      fields[name] = value
    }
    return fields
  }
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

type Accept = (body: Record<string, unknown>, payload: Payload, key: string | null) => Promise<Response>

/** What one POST needs of the shared steps. */
export type Steps = {
  limiter: ClientRateLimit
  /** The reply to a client over its limit. */
  rateLimited?: string
  read: (request: Request) => Promise<Record<string, unknown>>
  /** The forms' bot checks, and the reply a dropped bot gets (as if stored). */
  bots?: { successMessage: string }
  /** The request's own part. */
  accept: Accept
  /** What the log says failed, without the values: 'Storing a form submission'. */
  doing: string
  payload?: Payload
  /**
   * false: the request comes from another server (a payment gateway's
   * notice), which carries no cookie and no page's Origin; it must prove
   * itself otherwise, by a signature.
   */
  fromSitePages?: false
}

/** Runs the shared steps around the request's own part. */
export async function runSteps(request: Request, steps: Steps): Promise<Response> {
  const path = new URL(request.url).pathname
  const crossSite = steps.fromSitePages === false ? null : crossSiteRefusal(request)
  const refused = crossSite ?? (await rateRefusal(request, steps.limiter, steps.rateLimited))
  if (refused) {
    countRefusal(crossSite ? 'cross_site' : 'rate_limit')
    return refusal(refused.status, refused.message, {}, refused.headers)
  }
  let body: Record<string, unknown>
  try {
    body = await steps.read(request)
  } catch (error) {
    if ((error instanceof UploadRefused || error instanceof BadBody) && error.status === 413) countRefusal('body_size')
    if (error instanceof UploadRefused) return refusal(error.status, error.message, error.field ? { [error.field]: error.message } : {})
    if (error instanceof BadBody) return refusal(error.status, error.message)
    console.error(`Reading a submission to ${path} failed: ${describeFailure(error)}`)
    return refusal(400, M.bodyUnreadable)
  }
  if (steps.bots) {
    const bot = botCheck(body)
    if (bot === 'honeypot') {
      // Answered as if stored, so the bot learns nothing; nothing is kept.
      console.warn(`A form submission to ${path} filled the hidden field and was dropped.`)
      return reply(201, { success: true, message: steps.bots.successMessage })
    }
    if (bot === 'too-fast') return refusal(400, M.tooFast)
    if (bot === 'timer-invalid') return invalid(M.timerInvalid, { form_elapsed_ms: M.timerInvalid })
  }
  try {
    return await steps.accept(body, steps.payload ?? (await payloadClient()), idempotencyKey(request))
  } catch (error) {
    if (error instanceof ChangedAfterStored) {
      return reply(409, { success: false, message: withReference(M.changedAfterStored, error.reference), reference: error.reference, errors: {} })
    }
    // Only the kind of failure: its message may quote the stored values.
    console.error(`${steps.doing} to ${path} failed: ${describeFailure(error)}`)
    return refusal(500, M.storeFailed)
  }
}

/**
 * Each uploaded file's type and content checked, then scanned for viruses,
 * before anything is stored: one bad file refuses the whole request, and so
 * does a scanner that does not answer. `field` names the form field a file's
 * message goes to.
 */
export async function checkUploads(upload: ParsedUpload | undefined, field: (file: ParsedUpload['files'][number]) => string): Promise<CheckedFile[] | Response> {
  const files: CheckedFile[] = []
  for (const file of upload?.files ?? []) {
    const sniffed = await sniffFile(file.tempPath, file.originalName)
    if (!sniffed.ok) return invalid(sniffed.message, { [field(file)]: sniffed.message })
    const scanned = await scanDocument(file.tempPath, file.originalName)
    if (!scanned.ok && scanned.status !== 503) countRefusal('virus')
    if (!scanned.ok && scanned.status === 503) return refusal(503, scanned.message, {}, { 'Retry-After': String(SCAN_RETRY_AFTER_S) })
    if (!scanned.ok) return invalid(scanned.message, { [field(file)]: scanned.message })
    files.push({ ...file, mime: sniffed.mime, extension: sniffed.extension })
  }
  return files
}

export function checked<T>(result: Checked<T>): T | Response {
  return result.ok ? result.data : invalid(result.message, result.errors)
}

export const withReference = (message: string, reference: string) => referenceMessage(message, reference)
