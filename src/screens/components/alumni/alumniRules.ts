/** The alumni registration's rules for the browser, loaded when the form is first used (see lazyRules). */
import { zodResolver } from '@hookform/resolvers/zod'

import { alumniRegistrationSchema } from '@/foundations/formRules/alumniRegistration'

export { checkAlumniRegistration } from '@/foundations/formRules/alumniRegistration'

export const alumniResolver = zodResolver(alumniRegistrationSchema)
