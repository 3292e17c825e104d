/** The alumni registration (§5): JSON, its programme looked up so the qualification text is built from the stored name. */
import type { Payload } from 'payload'

import { type AlumniRegistration, checkAlumniRegistration } from '@/foundations/formRules/alumniRegistration'
import { qualificationText } from '@/foundations/formRules/choices'
import { withoutAntiAbuse } from '@/foundations/formRules/common'
import { FORM_MESSAGES as M } from '@/foundations/formRules/messages'
import type { Notice } from '@/services/mail/notify'

import { checked, invalid, readJson, type SubmissionDeps } from '../steps'
import type { StoredSubmission } from '../storeSubmission'
import { type SubmissionRecord, submitForm } from '../submitForm'

/** The registration as stored (the declaration was checked to be 'agree' and is not kept), with its qualification's text. */
type CheckedRegistration = Omit<AlumniRegistration, 'website' | 'form_elapsed_ms' | 'declaration'> & { qualification: string }

/** POST /v1/AlumniPage/addAlumniRegistration (JSON). */
export function addAlumniRegistration(request: Request, deps: SubmissionDeps = {}): Promise<Response> {
  return submitForm(request, deps, {
    read: readJson,
    check: checkRegistrationBody,
    record: registrationRecord,
    tell: tellOfRegistration,
    received: M.registrationReceived,
    withReference: true,
  })
}

async function checkRegistrationBody(body: Record<string, unknown>, payload: Payload): Promise<CheckedRegistration | Response> {
  const data = checked(checkAlumniRegistration(body))
  if (data instanceof Response) return data
  const programme = await payload
    .findByID({ collection: 'degree-program-names', id: Number(data.degree_program_id), depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!programme) return invalid(M.selectDegreeProgram, { degree_program_id: M.selectDegreeProgram })
  const { declaration: _declaration, ...fields } = withoutAntiAbuse(data)
  // Built here from the stored programme name, as the form builds it.
  return { ...fields, qualification: qualificationText(programme.program_name, fields.qualification_type) }
}

function registrationRecord({ degree_program_id, qualification, ...fields }: CheckedRegistration): SubmissionRecord {
  return {
    collection: 'alumni-registrations',
    referencePrefix: 'ALM',
    data: { ...fields, degree_program: Number(degree_program_id), sab_academic_qualifications: qualification },
  }
}

function tellOfRegistration(registration: CheckedRegistration, stored: StoredSubmission): Notice {
  return {
    kind: 'alumniRegistration',
    reference: stored.reference,
    summary: [`Name: ${registration.name}`, `Qualification: ${registration.qualification}`, `Intake: ${registration.intake || '-'}`],
    adminPath: `/admin/collections/alumni-registrations/${stored.id}`,
    applicant: {
      email: registration.personal_email,
      name: registration.name,
      thanks: (words) => words.thanks.alumniRegistration,
    },
  }
}
