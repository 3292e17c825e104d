/**
 * The write side's one entry for /v1 (src/screens/api/v1.ts): the three form POSTs of
 * §7, each in src/sides/submissions/formHandlers as named steps that
 * submitForm.ts runs after the steps every POST shares (steps.ts), the status page's requests (decision 019), which run the same steps,
 * and PayHere's payment notices (decision 054), which run them without the cookie check.
 */
import { paymentRoutes } from './paymentNotice'
import { statusRoutes } from './statusPage'
import { addAlumniRegistration } from './formHandlers/addAlumniRegistration'
import { addStudentApplication } from './formHandlers/addStudentApplication'
import { addInquiry } from './formHandlers/addInquiry'
import type { SubmissionDeps } from './steps'

export type { SubmissionDeps }
export { addAlumniRegistration, addInquiry, addStudentApplication }

export const postRoutes: Record<string, (request: Request, deps?: SubmissionDeps) => Promise<Response>> = {
  '/academicPage/addStudentApplication': addStudentApplication,
  '/AlumniPage/addAlumniRegistration': addAlumniRegistration,
  '/ContactUS/addInquiry': addInquiry,
  // The status page's requests (decision 019): not in the specification's table, under a prefix it does not use.
  ...statusRoutes,
  // PayHere's payment notices (decision 054): from the gateway's servers, proven by their signature.
  ...paymentRoutes,
}
