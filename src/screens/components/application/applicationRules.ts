/** The application's rules for the browser, loaded when the form is first used (see lazyRules). */
import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'

import type { ApplicationVariant } from '@/foundations/formRules/choices'
import { applicationSchemas, type DegreeApplication } from '@/foundations/formRules/degreeApplication'

import type { ApplicationFormValues } from './formValues'
import { toSchemaInput } from './phoneNumbers'

export { applicationFormMessage } from '@/foundations/formRules/degreeApplication'

type ApplicationResolver = Resolver<ApplicationFormValues, unknown, DegreeApplication>

const resolvers = new Map<ApplicationVariant, ApplicationResolver>()

/** The schema sees whole phone numbers: the chosen country code and what was typed. */
export function applicationResolver(variant: ApplicationVariant): ApplicationResolver {
  let resolver = resolvers.get(variant)
  if (!resolver) {
    const check = zodResolver(applicationSchemas[variant])
    resolver = (values, context, options) => check(toSchemaInput(values) as never, context, options as never) as ReturnType<ApplicationResolver>
    resolvers.set(variant, resolver)
  }
  return resolver
}
