/**
 * The three form POSTs of §7. Each runs the same steps: refuse cross-site
 * requests and clients over the rate limit, read the body, drop bots
 * (honeypot, too fast), check it with the same schema the browser used, store
 * it whole, reply 201, then send mail in the background.
 */
import type { Payload } from 'payload'

import { getEnv } from '@/env'
import { FORM_MIN_FILL_MS } from '@/lib/constants'
import { checkAlumniRegistration } from '@/lib/forms/alumniRegistration'
import { type Checked, type FieldErrors, withoutAntiAbuse } from '@/lib/forms/common'
import { APPLICATION_LISTS, type ApplicationVariant, qualificationText } from '@/lib/forms/choices'
import { checkDegreeApplication } from '@/lib/forms/degreeApplication'
import { checkInquiry } from '@/lib/forms/inquiry'
import { FORM_MESSAGES as M, listUnreadableMessage } from '@/lib/forms/messages'
import { IDEMPOTENCY_HEADER } from '@/lib/forms/xsrf'
import { BodyTooLarge, readLimitedText } from '@/lib/requestBody'
import { payloadClient } from '@/payloadClient'
import { sharedRedis } from '@/redis/connection.mjs'

import { statusRoutes } from './applicationStatus'
import { describeFailure } from './failure'
import { sniffFile } from './fileTypes'
import { crossSiteRefusal, rateRefusal } from './guard'
import { readMultipart, UploadRefused, type ParsedUpload } from './multipart'
import { notifySubmission } from './notify'
import { type ClientRateLimit, RateLimiter } from './rateLimit'
import { RedisRateLimiter } from './redisRateLimit'
import { removeQuietly } from './storage'
import { type CheckedFile, type StoreFaults, storeSubmission } from './store'

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

function reply(status: number, body: Record<string, unknown>, headers?: Record<string, string>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

const invalid = (message: string, errors: FieldErrors) => reply(400, { success: false, message, errors })

class BadBody extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message)
  }
}

async function readJson(request: Request): Promise<Record<string, unknown>> {
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
async function handle(
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
    // Only the kind of failure: its message may quote the stored values.
    console.error(`Storing a form submission to ${new URL(request.url).pathname} failed: ${describeFailure(error)}`)
    return reply(500, { success: false, message: M.storeFailed })
  }
}

function checked<T>(result: Checked<T>): T | Response {
  return result.ok ? result.data : invalid(result.message, result.errors)
}

const withReference = (message: string, reference: string) => `${message} Your reference number is ${reference}.`

/** POST /v1/academicPage/addStudentApplication (multipart, with documents). */
export async function addStudentApplication(request: Request, deps: SubmissionDeps = {}): Promise<Response> {
  let upload: ParsedUpload | undefined
  try {
    return await handle(
      request,
      deps,
      async (incoming) => {
        upload = await readMultipart(incoming)
        return upload.fields
      },
      async (body, payload, key) => {
        const variant: ApplicationVariant = body.form_variant === 'idForm' ? 'idForm' : 'picker'
        const input: Record<string, unknown> = { ...body }
        // Sent as JSON text; what the text holds is checked by the form's rules.
        for (const [list, label] of Object.entries(APPLICATION_LISTS)) {
          if (typeof input[list] === 'string') {
            try {
              input[list] = JSON.parse(input[list] as string)
            } catch {
              return invalid(M.correctErrors, { [list]: listUnreadableMessage(label) })
            }
          }
        }
        const data = checked(checkDegreeApplication(input, variant))
        if (data instanceof Response) return data
        const degree = await payload
          .findByID({ collection: 'degrees', id: Number(data.degree_type), depth: 0, overrideAccess: true, disableErrors: true })
          .catch(() => null)
        if (!degree) return invalid(M.selectDegreeType, { degree_type: M.unknownDegree })

        const files: CheckedFile[] = []
        for (const file of upload?.files ?? []) {
          const sniffed = await sniffFile(file.tempPath, file.originalName)
          if (!sniffed.ok) return invalid(sniffed.message, { [file.field]: sniffed.message })
          files.push({ ...file, mime: sniffed.mime, extension: sniffed.extension })
        }
        const { degree_type, ...fields } = withoutAntiAbuse(data)
        const stored = await storeSubmission({
          payload,
          collection: 'degree-applications',
          referencePrefix: 'APP',
          idempotencyKey: key,
          data: { ...fields, degree: Number(degree_type), degree_name: degree.degree_name },
          files,
          faults: deps.faults,
        })
        if (stored.created) {
          void notifySubmission(payload, {
            kind: 'degree application',
            reference: stored.reference,
            summary: [
              `Degree: ${degree.degree_name} (${fields.week_type})`,
              `Applicant: ${fields.full_name}`,
              `E-mail: ${fields.email_address}`,
              `Mobile: ${fields.mobile_no}`,
              `Documents: ${files.length}`,
            ],
            adminPath: `/admin/collections/degree-applications/${stored.id}`,
            applicant: {
              email: fields.email_address,
              name: fields.full_name,
              acknowledgement: `Thank you for applying for ${degree.degree_name}. Our admissions team will review your application and contact you.`,
              statusPage: true,
            },
          })
        }
        return reply(201, { success: true, message: withReference(M.applicationReceived, stored.reference), reference: stored.reference })
      },
      M.applicationReceived,
    )
  } finally {
    if (upload) await removeQuietly(upload.folder)
  }
}

/** POST /v1/AlumniPage/addAlumniRegistration (JSON). */
export function addAlumniRegistration(request: Request, deps: SubmissionDeps = {}): Promise<Response> {
  return handle(
    request,
    deps,
    readJson,
    async (body, payload, key) => {
      const data = checked(checkAlumniRegistration(body))
      if (data instanceof Response) return data
      const programme = await payload
        .findByID({ collection: 'degree-program-names', id: Number(data.degree_program_id), depth: 0, overrideAccess: true, disableErrors: true })
        .catch(() => null)
      if (!programme) return invalid(M.selectDegreeProgram, { degree_program_id: M.selectDegreeProgram })
      // The declaration was checked to be 'agree'; it is not stored.
      const { degree_program_id, declaration: _declaration, ...fields } = withoutAntiAbuse(data)
      const stored = await storeSubmission({
        payload,
        collection: 'alumni-registrations',
        referencePrefix: 'ALM',
        idempotencyKey: key,
        data: {
          ...fields,
          degree_program: Number(degree_program_id),
          // Built here from the stored programme name, as the form builds it.
          sab_academic_qualifications: qualificationText(programme.program_name, fields.qualification_type),
        },
        faults: deps.faults,
      })
      if (stored.created) {
        void notifySubmission(payload, {
          kind: 'alumni registration',
          reference: stored.reference,
          summary: [`Name: ${fields.name}`, `Qualification: ${qualificationText(programme.program_name, fields.qualification_type)}`, `Intake: ${fields.intake || '-'}`],
          adminPath: `/admin/collections/alumni-registrations/${stored.id}`,
          applicant: {
            email: fields.personal_email,
            name: fields.name,
            acknowledgement: 'Thank you for registering with our alumni association. We will be in touch once your registration has been reviewed.',
          },
        })
      }
      return reply(201, { success: true, message: withReference(M.registrationReceived, stored.reference), reference: stored.reference })
    },
    M.registrationReceived,
  )
}

/** POST /v1/ContactUS/addInquiry (JSON). */
export function addInquiry(request: Request, deps: SubmissionDeps = {}): Promise<Response> {
  return handle(
    request,
    deps,
    readJson,
    async (body, payload, key) => {
      const data = checked(checkInquiry(body))
      if (data instanceof Response) return data
      const fields = withoutAntiAbuse(data)
      const stored = await storeSubmission({
        payload,
        collection: 'inquiries',
        referencePrefix: 'INQ',
        idempotencyKey: key,
        data: fields,
        faults: deps.faults,
      })
      if (stored.created) {
        void notifySubmission(payload, {
          kind: 'inquiry',
          reference: stored.reference,
          summary: [`From: ${fields.first_name} ${fields.surname} <${fields.email}>`, `Phone: ${fields.contact_no}`, `A/L year: ${fields.al_year}`, `Programme: ${fields.degree_program || '-'}`, '', fields.message],
          adminPath: `/admin/collections/inquiries/${stored.id}`,
          applicant: {
            email: fields.email,
            name: fields.first_name,
            acknowledgement: 'Thank you for your inquiry. Our team will contact you shortly.',
          },
        })
      }
      return reply(201, { success: true, message: M.inquirySuccess, reference: stored.reference })
    },
    M.inquirySuccess,
  )
}

export const postRoutes: Record<string, (request: Request, deps?: SubmissionDeps) => Promise<Response>> = {
  '/academicPage/addStudentApplication': addStudentApplication,
  '/AlumniPage/addAlumniRegistration': addAlumniRegistration,
  '/ContactUS/addInquiry': addInquiry,
  // The status page's requests (decision 019): not in the specification's table, under a prefix it does not use.
  ...statusRoutes,
}
