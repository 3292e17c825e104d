/**
 * The status page's requests (decision 019): an applicant looks up an
 * application by reference and NIC, sends the documents staff asked for, and
 * asks for PayHere's checkout form while a fee chosen to be paid online is
 * unpaid (decision 054).
 * All are refused from other sites (the forms' XSRF check), limited per
 * client network before the body is read and by failures per reference once
 * it is known, and answer a wrong reference and a wrong NIC with the same
 * reply after the same work, so neither can be found out alone.
 */
import { createHash, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { removeQuietly } from '@/services/applicantFiles/places'
import { getEnv, onlinePayment, type PayhereSettings } from '@/settings'
import { publicFee } from '@/foundations/feePayment'
import { isApplicationStatus, mayUploadRequested, publicView, REQUESTED_DOCUMENT_FIELD } from '@/foundations/applicationProgress'
import {
  checkLookup,
  type LookupInput,
  REQUESTED_UPLOAD_FIELD,
  REQUESTED_UPLOAD_LABEL,
  STATUS_CHECKOUT_PATH,
  STATUS_LOOKUP_PATH,
  STATUS_MESSAGES,
  STATUS_UPLOAD_PATH,
} from '@/foundations/formRules/statusLookup'
import { MAX_FILES_PER_FIELD } from '@/foundations/formRules/applicationDocuments'
import type { Payer } from '@/foundations/formRules/payer'
import { checkPayer } from '@/foundations/formRules/payerRules'
import { deliverSoon } from '@/services/mail/delivery'
import { queueRequestedDocumentsNotice } from '@/services/mail/notify'
import { checkoutFields } from '@/services/payments/checkoutFields'
import { clientNetwork } from '@/services/security/clientAddress'
import type { ClientRateLimit, FailureRateLimit } from '@/services/security/rateLimit'

import { feeOf } from './feeOwed'
import { readMultipart, type ParsedUpload } from './multipart'
import { checkUploads, clientLimiter, jsonBody, refusal, reply, runSteps, type Steps } from './steps'
import { appendDocuments, NotAppendable } from './appendDocuments'
import type { StoreFaults } from './wholeOrNothing'

export type StatusDeps = { payload?: Payload; perAddress?: ClientRateLimit; perReference?: FailureRateLimit; faults?: StoreFaults }

/** A lookup's body is two short fields. */
const readLookup = jsonBody(4 * 1024)

let sharedLimits: { perAddress: ClientRateLimit; perReference: FailureRateLimit } | undefined
function defaultLimits() {
  const { perAddress, perReference } = getEnv().statusRateLimit
  sharedLimits ??= {
    perAddress: clientLimiter(perAddress, { keyPrefix: 'status-limit:address', limits: 'status lookups' }),
    // Not 'status-limit:reference', where every attempt was counted: those counts must not lock anyone out now.
    perReference: clientLimiter(perReference, { keyPrefix: 'status-failures:reference', limits: 'status lookups' }),
  }
  return sharedLimits
}

const NOT_FOUND = () => refusal(404, STATUS_MESSAGES.notFound)

const tooMany = (message: string, retryAfterSeconds: number) => refusal(429, message, {}, { 'Retry-After': String(retryAfterSeconds) })

const digest = (text: string) => createHash('sha256').update(text).digest()
/** Compared against when no application has the reference, so that a miss costs what a wrong NIC costs. */
const NO_NIC = digest('no application has this reference')

type Found = { id: number | string; doc: Record<string, unknown> }

/** The application with this reference and NIC, or null for a wrong either; one query and one comparison in both cases. */
async function findApplication(payload: Payload, input: LookupInput): Promise<Found | null> {
  const result = await payload.find({
    collection: 'degree-applications',
    where: { reference: { equals: input.reference } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: {
      reference: true,
      nic: true,
      status: true,
      status_changed_at: true,
      createdAt: true,
      applicant_message: true,
      requested_documents: true,
      request_note: true,
      fee_method: true,
      fee_status: true,
      fee_paid_at: true,
    },
  })
  const doc = result.docs[0] as unknown as Record<string, unknown> | undefined
  const stored = typeof doc?.nic === 'string' ? digest(doc.nic.toUpperCase()) : NO_NIC
  const matches = timingSafeEqual(stored, digest(input.nic)) && doc !== undefined
  return matches && doc ? { id: doc.id as number, doc } : null
}

/**
 * findApplication under the per-reference failure limit: a wrong reference
 * or NIC counts against the reference and the client's network, a right one
 * never. While the reference is locked a wrong pair is refused (429, not
 * 404) after the same work, a right one is still answered, and a network that
 * failed on the reference is refused before any work.
 */
async function findLimited(limiter: FailureRateLimit, payload: Payload, input: LookupInput, network: string): Promise<Found | Response> {
  const decision = await limiter.holdFailure(input.reference, network)
  if (!decision.allowed) return tooMany(STATUS_MESSAGES.referenceRateLimited, decision.retryAfterSeconds)
  let found: Found | null
  try {
    found = await findApplication(payload, input)
  } catch (error) {
    // Nothing was answered, so nothing was tried: the database's failure must not lock the applicant out.
    await limiter.forgiveFailure(decision.hold)
    throw error
  }
  if (found) {
    await limiter.forgiveFailure(decision.hold)
    return found
  }
  return decision.locked ? tooMany(STATUS_MESSAGES.referenceRateLimited, decision.retryAfterSeconds) : NOT_FOUND()
}

function viewOf(doc: Record<string, unknown>) {
  return publicView({
    reference: String(doc.reference),
    status: isApplicationStatus(doc.status) ? doc.status : 'new',
    status_changed_at: (doc.status_changed_at as string | null | undefined) ?? null,
    createdAt: String(doc.createdAt),
    applicant_message: (doc.applicant_message as string | null | undefined) ?? null,
    requested_documents: doc.requested_documents,
    request_note: (doc.request_note as string | null | undefined) ?? null,
    fee_method: (doc.fee_method as string | null | undefined) ?? null,
    fee_status: (doc.fee_status as string | null | undefined) ?? null,
    fee_paid_at: (doc.fee_paid_at as string | null | undefined) ?? null,
  }, { onlinePaymentOn: onlinePayment() !== undefined })
}

function limitsOf(deps: StatusDeps) {
  const fallback = deps.perAddress && deps.perReference ? undefined : defaultLimits()
  return { perAddress: deps.perAddress ?? fallback!.perAddress, perReference: deps.perReference ?? fallback!.perReference }
}

/**
 * The shared steps with the status page's limits, then the application the
 * body's reference and NIC name, found under the per-reference limit; the
 * request's own part gets it, or the applicant gets the refusal.
 */
function statusSteps(
  request: Request,
  deps: StatusDeps,
  own: {
    read: Steps['read']
    doing: string
    /** The request's own fields, checked with the reference and NIC before the application is looked for: their messages, or none. */
    check?: (body: Record<string, unknown>) => Record<string, string>
    accept: (found: Found, lookup: LookupInput, payload: Payload) => Promise<Response>
  },
): Promise<Response> {
  const limits = limitsOf(deps)
  return runSteps(request, {
    limiter: limits.perAddress,
    rateLimited: STATUS_MESSAGES.rateLimited,
    read: own.read,
    doing: own.doing,
    payload: deps.payload,
    accept: async (body, payload) => {
      const checked = checkLookup(body)
      const errors = { ...(checked.ok ? {} : checked.errors), ...own.check?.(body) }
      if (!checked.ok || Object.keys(errors).length > 0) return refusal(400, STATUS_MESSAGES.correctErrors, errors)
      const found = await findLimited(limits.perReference, payload, checked.data, clientNetwork(request.headers))
      return found instanceof Response ? found : own.accept(found, checked.data, payload)
    },
  })
}

/** POST /v1/applicationStatus/lookup (JSON: reference, nic). */
export function lookupApplicationStatus(request: Request, deps: StatusDeps = {}): Promise<Response> {
  return statusSteps(request, deps, {
    read: readLookup,
    doing: "Looking up an application's status",
    accept: async (found) => reply(200, { success: true, data: viewOf(found.doc) }),
  })
}

/** One field, with as many files as each document field of the application takes. */
const REQUESTED_FILES = { fields: [{ name: REQUESTED_UPLOAD_FIELD, label: REQUESTED_UPLOAD_LABEL }], maxPerField: MAX_FILES_PER_FIELD }

/** POST /v1/applicationStatus/documents (multipart: reference, nic and the files). */
export async function uploadRequestedDocuments(request: Request, deps: StatusDeps = {}): Promise<Response> {
  let upload: ParsedUpload | undefined
  try {
    return await statusSteps(request, deps, {
      read: async (incoming) => {
        upload = await readMultipart(incoming, REQUESTED_FILES)
        return upload.fields
      },
      doing: 'Storing requested documents',
      accept: async (found, lookup, payload) => {
        // Told only to the applicant who proved the reference and NIC.
        if (!isApplicationStatus(found.doc.status) || !mayUploadRequested(found.doc.status)) return refusal(409, STATUS_MESSAGES.notWaiting)
        if (!upload?.files.length) return refusal(400, STATUS_MESSAGES.noFiles, { [REQUESTED_UPLOAD_FIELD]: STATUS_MESSAGES.noFiles })
        const files = await checkUploads(upload, () => REQUESTED_UPLOAD_FIELD)
        if (files instanceof Response) return files
        try {
          await appendDocuments({
            payload,
            id: found.id,
            files,
            field: REQUESTED_DOCUMENT_FIELD,
            data: {},
            context: { applicantUpload: { fileNames: files.map((file) => file.originalName) } },
            // Read again under the application's lock: an upload that came in at the same moment may have answered the request.
            accepts: (current) => isApplicationStatus(current.status) && mayUploadRequested(current.status),
            faults: deps.faults,
            mail: (req) =>
              queueRequestedDocumentsNotice(
                payload,
                { reference: lookup.reference, adminPath: `/admin/collections/degree-applications/${found.id}`, count: files.length },
                { record: { collection: 'degree-applications', id: found.id }, req },
              ),
          })
        } catch (error) {
          if (error instanceof NotAppendable) return refusal(409, STATUS_MESSAGES.notWaiting)
          throw error
        }
        deliverSoon(payload)
        const after = await findApplication(payload, lookup)
        return reply(201, { success: true, message: STATUS_MESSAGES.uploaded, data: after ? viewOf(after.doc) : null })
      },
    })
  } finally {
    if (upload) await removeQuietly(upload.folder)
  }
}

/** The checkout's body: the lookup's two fields and the payer's six. */
const readCheckout = jsonBody(8 * 1024)

/** Why this application's fee cannot be paid online now, or null when it can. */
function notPayableOnline(doc: { fee_method?: unknown; fee_status?: unknown }): string | null {
  if (publicFee(doc, true).mayPayOnline) return null
  if (doc.fee_method !== 'online') return STATUS_MESSAGES.feeByBank
  return doc.fee_status === 'charged_back' ? STATUS_MESSAGES.feeSettledByAdmissions : STATUS_MESSAGES.feeNotDue
}

/**
 * POST /v1/applicationStatus/checkout (JSON: reference, nic and the payer's
 * first_name, last_name, email, phone, address and city): the form that
 * sends the applicant to PayHere for a fee still to be paid online (decision
 * 054), `{ action, fields }`, under the lookup's limits. Only for an
 * application whose fee was chosen to be paid online and is not paid or on
 * its way; never for a bank deposit. The payer's details in the form are
 * those this request sent: nothing the application stored is given out.
 */
export function startOnlinePayment(request: Request, deps: StatusDeps & { merchant?: PayhereSettings } = {}): Promise<Response> {
  const merchant = deps.merchant ?? onlinePayment()
  if (!merchant) return Promise.resolve(refusal(404, STATUS_MESSAGES.onlinePaymentOff))
  let payer: Payer | undefined
  return statusSteps(request, deps, {
    read: readCheckout,
    check: (body) => {
      const checked = checkPayer(body)
      if (!checked.ok) return checked.errors
      payer = checked.payer
      return {}
    },
    doing: 'Preparing an online payment',
    accept: async (found, _lookup, payload) => {
      const doc = (await payload.findByID({ collection: 'degree-applications', id: found.id, depth: 0, overrideAccess: true, select: { reference: true, degree_name: true, fee_method: true, fee_status: true, fee_amount: true } })) as unknown as Record<string, unknown>
      const refused = notPayableOnline(doc)
      if (refused) return refusal(409, refused)
      const order = { reference: String(doc.reference), degree_name: typeof doc.degree_name === 'string' ? doc.degree_name : null, fee: await feeOf(payload, doc) }
      return reply(200, { success: true, data: checkoutFields(merchant, order, payer as Payer, getEnv().siteUrl) })
    },
  })
}

export const statusRoutes = {
  [STATUS_LOOKUP_PATH]: lookupApplicationStatus,
  [STATUS_UPLOAD_PATH]: uploadRequestedDocuments,
  [STATUS_CHECKOUT_PATH]: startOnlinePayment,
} satisfies Record<string, (request: Request, deps?: StatusDeps) => Promise<Response>>
