import type { FieldValues, Resolver } from 'react-hook-form'

type LazyRules<Rules> = { prepare: () => Promise<Rules> }

/**
 * A module fetched once, when first needed: `load` runs at the first call;
 * a failed fetch is tried again at the next call.
 */
export function loadOnce<Loaded>(load: () => Promise<Loaded>): () => Promise<Loaded> {
  let loading: Promise<Loaded> | undefined
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}

/**
 * A form's rules (zod schemas, phone-number data: most of a form's script)
 * fetched when the form is first used instead of with the page. `load` runs
 * once, at `prepare()` (the form's first focus) or at the first check,
 * whichever comes first; a failed fetch is tried again at the next check.
 */
export function lazyRules<Rules>(load: () => Promise<Rules>): LazyRules<Rules> {
  return { prepare: loadOnce(load) }
}

/** A resolver that waits for the rules, then checks with the resolver they give. */
export function lazyResolver<Rules, Values extends FieldValues, Output>(
  rules: LazyRules<Rules>,
  pick: (loaded: Rules) => Resolver<Values, unknown, Output>,
): Resolver<Values, unknown, Output> {
  return async (values, context, options) => pick(await rules.prepare())(values, context, options)
}
