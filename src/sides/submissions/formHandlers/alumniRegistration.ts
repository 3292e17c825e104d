/** The alumni registration (§5): JSON, its programme looked up so the qualification text is built from the stored name. */
import { withoutAntiAbuse } from '@/foundations/formRules/common'
import { qualificationText } from '@/foundations/formRules/choices'
import { checkAlumniRegistration } from '@/foundations/formRules/alumniRegistration'
import { FORM_MESSAGES as M } from '@/foundations/formRules/messages'
import { notifySubmission } from '@/services/mail/notify'

import { storeSubmission } from '../storeSubmission'
import { checked, handle, invalid, readJson, reply, type SubmissionDeps, withReference } from '../steps'

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
