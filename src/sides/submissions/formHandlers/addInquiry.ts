/** The inquiry (§5): JSON, stored as sent once checked. */
import { withoutAntiAbuse, type WithoutAntiAbuse } from '@/foundations/formRules/common'
import { checkInquiry, type Inquiry } from '@/foundations/formRules/inquiry'
import { FORM_MESSAGES as M } from '@/foundations/formRules/messages'
import type { Notice } from '@/services/mail/notify'

import { checked, readJson, type SubmissionDeps } from '../steps'
import type { StoredSubmission } from '../storeSubmission'
import { type SubmissionRecord, submitForm } from '../submitForm'

type CheckedInquiry = WithoutAntiAbuse<Inquiry>

/** POST /v1/ContactUS/addInquiry (JSON). */
export function addInquiry(request: Request, deps: SubmissionDeps = {}): Promise<Response> {
  return submitForm(request, deps, {
    read: readJson,
    check: checkInquiryBody,
    record: inquiryRecord,
    tell: tellOfInquiry,
    received: M.inquirySuccess,
    withReference: false,
  })
}

async function checkInquiryBody(body: Record<string, unknown>): Promise<CheckedInquiry | Response> {
  const data = checked(checkInquiry(body))
  return data instanceof Response ? data : withoutAntiAbuse(data)
}

function inquiryRecord(inquiry: CheckedInquiry): SubmissionRecord {
  return { collection: 'inquiries', referencePrefix: 'INQ', data: inquiry }
}

function tellOfInquiry(inquiry: CheckedInquiry, stored: StoredSubmission): Notice {
  return {
    kind: 'inquiry',
    reference: stored.reference,
    summary: [
      `From: ${inquiry.first_name} ${inquiry.surname} <${inquiry.email}>`,
      `Phone: ${inquiry.contact_no}`,
      `A/L year: ${inquiry.al_year}`,
      `Programme: ${inquiry.degree_program || '-'}`,
      '',
      inquiry.message,
    ],
    adminPath: `/admin/collections/inquiries/${stored.id}`,
    applicant: {
      email: inquiry.email,
      name: inquiry.first_name,
      thanks: (words) => words.thanks.inquiry,
    },
  }
}
