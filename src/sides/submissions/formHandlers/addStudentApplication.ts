/** The degree application (§5): multipart, with the applicant's documents checked inside before anything is stored. */
import { fill } from '@/foundations/texts'
import type { Payload } from 'payload'

import { APPLICATION_LISTS, type ApplicationVariant } from '@/foundations/formRules/choices'
import { withoutAntiAbuse, type WithoutAntiAbuse } from '@/foundations/formRules/common'
import { checkDegreeApplication, type DegreeApplication } from '@/foundations/formRules/degreeApplication'
import { FORM_MESSAGES as M, listUnreadableMessage } from '@/foundations/formRules/messages'
import { removeQuietly } from '@/services/applicantFiles/places'
import type { Notice } from '@/services/mail/notify'
import { onlinePayment } from '@/settings'

import { readMultipart, type ParsedUpload } from '../multipart'
import { checked, checkUploads, invalid, type SubmissionDeps } from '../steps'
import type { StoredSubmission } from '../storeSubmission'
import { type SubmissionRecord, submitForm } from '../submitForm'
import type { CheckedFile } from '../wholeOrNothing'

type ApplicationDeps = SubmissionDeps & { onlinePaymentOn?: boolean }

/** The application as checked: its fields, the degree it names, and its documents, each checked and scanned. */
type CheckedApplication = { fields: WithoutAntiAbuse<DegreeApplication>; degreeName: string; files: CheckedFile[] }

/** POST /v1/academicPage/addStudentApplication (multipart, with documents). */
export async function addStudentApplication(request: Request, deps: ApplicationDeps = {}): Promise<Response> {
  let upload: ParsedUpload | undefined
  try {
    return await submitForm(request, deps, {
      read: async (incoming) => {
        upload = await readMultipart(incoming)
        return upload.fields
      },
      check: (body, payload) => checkApplicationBody(body, payload, upload, deps),
      record: applicationRecord,
      tell: tellOfApplication,
      received: M.applicationReceived,
      withReference: true,
    })
  } finally {
    // The upload's temporary folder, whatever happened: what was stored is in the file store by now.
    if (upload) await removeQuietly(upload.folder)
  }
}

/** Its lists (sent as JSON text) read, its fields checked, its degree looked up, its fee's way allowed, its documents checked and scanned. */
async function checkApplicationBody(
  body: Record<string, unknown>,
  payload: Payload,
  upload: ParsedUpload | undefined,
  deps: ApplicationDeps,
): Promise<CheckedApplication | Response> {
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
  // Paying online needs the gateway; a bank deposit chosen over it needs its receipt (decision 055).
  if (data.fee_method === 'online' && !(deps.onlinePaymentOn ?? Boolean(onlinePayment()))) {
    return invalid(M.correctErrors, { fee_method: M.onlinePaymentUnavailable })
  }
  if (data.fee_method === 'bank' && !upload?.files.some((file) => file.field === 'receipt')) {
    return invalid(M.correctErrors, { receipt: M.receiptMissing })
  }
  const files = await checkUploads(upload, (file) => file.field)
  if (files instanceof Response) return files
  return { fields: withoutAntiAbuse(data), degreeName: degree.degree_name, files }
}

function applicationRecord({ fields: { degree_type, fee_method, ...fields }, degreeName, files }: CheckedApplication): SubmissionRecord {
  return {
    collection: 'degree-applications',
    referencePrefix: 'APP',
    data: { ...fields, fee_method: fee_method === 'online' ? 'online' : 'bank', degree: Number(degree_type), degree_name: degreeName },
    files,
  }
}

function tellOfApplication({ fields, degreeName, files }: CheckedApplication, stored: StoredSubmission): Notice {
  return {
    kind: 'degreeApplication',
    reference: stored.reference,
    summary: [
      `Degree: ${degreeName} (${fields.week_type})`,
      `Applicant: ${fields.full_name}`,
      `E-mail: ${fields.email_address}`,
      `Mobile: ${fields.mobile_no}`,
      `Documents: ${files.length}`,
      `Fee: ${fields.fee_method === 'online' ? 'to be paid online (PayHere); its notice will follow' : 'bank deposit'}`,
    ],
    adminPath: `/admin/collections/degree-applications/${stored.id}`,
    applicant: {
      email: fields.email_address,
      name: fields.full_name,
      thanks: (words) => fill(words.thanks.degreeApplication, { degree: degreeName }),
      statusPage: true,
    },
  }
}
