/** The degree application (§5): multipart, with the applicant's documents checked inside before anything is stored. */
import { withoutAntiAbuse } from '@/foundations/formRules/common'
import { APPLICATION_LISTS, type ApplicationVariant } from '@/foundations/formRules/choices'
import { checkDegreeApplication } from '@/foundations/formRules/degreeApplication'
import { FORM_MESSAGES as M, listUnreadableMessage } from '@/foundations/formRules/messages'

import { removeQuietly } from '@/services/applicantFiles/places'
import { onlinePayment } from '@/settings'
import { notifySubmission } from '@/services/mail/notify'

import { readMultipart, type ParsedUpload } from '../multipart'
import { checked, checkUploads, handle, invalid, reply, type SubmissionDeps, withReference } from '../steps'
import { storeSubmission } from '../storeSubmission'

/** POST /v1/academicPage/addStudentApplication (multipart, with documents). */
export async function addStudentApplication(request: Request, deps: SubmissionDeps & { onlinePaymentOn?: boolean } = {}): Promise<Response> {
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
        // Paying online needs the gateway; a bank deposit chosen over it needs its receipt (decision 055).
        if (data.fee_method === 'online' && !(deps.onlinePaymentOn ?? Boolean(onlinePayment()))) {
          return invalid(M.correctErrors, { fee_method: M.onlinePaymentUnavailable })
        }
        if (data.fee_method === 'bank' && !upload?.files.some((file) => file.field === 'receipt')) {
          return invalid(M.correctErrors, { receipt: M.receiptMissing })
        }

        const files = await checkUploads(upload, (file) => file.field)
        if (files instanceof Response) return files
        const { degree_type, fee_method, ...fields } = withoutAntiAbuse(data)
        const stored = await storeSubmission({
          payload,
          collection: 'degree-applications',
          referencePrefix: 'APP',
          idempotencyKey: key,
          data: { ...fields, fee_method: fee_method === 'online' ? 'online' : 'bank', degree: Number(degree_type), degree_name: degree.degree_name },
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
              `Fee: ${fee_method === 'online' ? 'to be paid online (PayHere); its notice will follow' : 'bank deposit'}`,
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
