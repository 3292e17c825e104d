/** The inquiry (§5): JSON, stored as sent once checked. */
import { withoutAntiAbuse } from '@/foundations/formRules/common'
import { checkInquiry } from '@/foundations/formRules/inquiry'
import { FORM_MESSAGES as M } from '@/foundations/formRules/messages'
import { notifySubmission } from '@/services/mail/notify'

import { storeSubmission } from '../storeSubmission'
import { checked, handle, readJson, reply, type SubmissionDeps } from '../steps'

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
