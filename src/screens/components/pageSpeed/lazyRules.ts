import type { FieldValues, Resolver } from 'react-hook-form'

import { loadOnce } from '@/foundations/loadOnce'
import { inContextLanguage } from '@/screens/components/forms/formLanguage'

type LazyRules<Rules> = { prepare: () => Promise<Rules> }

/**
 * A form's rules (zod schemas, phone-number data: most of a form's script)
 * fetched when the form is first used instead of with the page. `load` runs
 * once, at `prepare()` (the form's first focus) or at the first check,
 * whichever comes first; a failed fetch is tried again at the next check.
 */
export function lazyRules<Rules>(load: () => Promise<Rules>): LazyRules<Rules> {
  return { prepare: loadOnce(load) }
}

/** A resolver that waits for the rules, then checks with the resolver they give; its messages in the form's language. */
export function lazyResolver<Rules, Values extends FieldValues, Output>(
  rules: LazyRules<Rules>,
  pick: (loaded: Rules) => Resolver<Values, unknown, Output>,
): Resolver<Values, unknown, Output> {
  return inContextLanguage(async (values, context, options) => pick(await rules.prepare())(values, context, options))
}
