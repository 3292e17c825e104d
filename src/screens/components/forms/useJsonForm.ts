'use client'

import type { FieldValues, Resolver, UseFormProps, UseFormRegister, UseFormReturn } from 'react-hook-form'

import type { Language } from '@/foundations/languages'

import { checkOnLeave, showServerErrors } from './formHelpers'
import { type FormContext, inFormLanguage } from './formLanguage'
import { lazyResolver, lazyRules } from '@/screens/components/pageSpeed/lazyRules'
import { submitForm } from './submit'
import { useFilledForm } from './useFilledForm'

/** A form sent as JSON to its /v1 POST: the alumni registration and the inquiry. */
export type JsonForm<Values extends FieldValues, Output, Rules> = {
  empty: Values
  path: string
  /** The form's own text of §8 when the send fails without one from the server. */
  failureMessage: string
  rules: { prepare: () => Promise<Rules> }
  /** useForm's options for it on a page in `language` (see quietForm). */
  settings: (language: Language) => UseFormProps<Values, unknown, Output>
}

/**
 * What a JSON form is made of, defined once at module level so that its rules
 * are fetched once for the page (see lazyRules). `pick` chooses the
 * resolver among the loaded rules; the form's values are all strings, a
 * narrower type than the schema's input.
 */
export function jsonForm<Values extends FieldValues, Output, Rules>(setup: {
  empty: Values
  path: string
  failureMessage: string
  loadRules: () => Promise<Rules>
  pick: (loaded: Rules) => unknown
}): JsonForm<Values, Output, Rules> {
  const rules = lazyRules(setup.loadRules)
  const resolver = lazyResolver(rules, (loaded) => setup.pick(loaded) as Resolver<Values, unknown, Output>)
  return {
    empty: setup.empty,
    path: setup.path,
    failureMessage: setup.failureMessage,
    rules,
    settings: (language) => ({
      resolver,
      defaultValues: setup.empty as never,
      mode: 'onTouched',
      // The resolver gives its messages in the page's language (see inContextLanguage).
      context: { language } satisfies FormContext,
    }),
  }
}

/**
 * What both JSON forms do the same way with their form:
 * - fields checked as the visitor leaves them (`field`, see checkOnLeave);
 * - the rules fetched at the form's first focus (`prepareRules`);
 * - `clear`: empty again, and a new filling-in (new key, new fill time);
 * - `send`: the checked values with the honeypot and the fill time, under the
 *   filling's idempotency key; a refusal's field messages go under the fields;
 * - `say`: the form's own messages in the page's language.
 */
export function useJsonForm<Values extends FieldValues, Output extends { website?: string }, Rules>(
  form: UseFormReturn<Values, unknown, Output>,
  setup: JsonForm<Values, Output, Rules>,
  language: Language,
) {
  const filling = useFilledForm()
  const field: UseFormRegister<Values> = (name, options) => checkOnLeave(form.register(name, options))

  const clear = () => {
    form.reset(setup.empty)
    filling.startAgain()
  }

  const send = async (data: Output) => {
    const result = await submitForm(
      setup.path,
      {
        ...data,
        website: data.website ?? '',
        form_elapsed_ms: filling.elapsed(),
      },
      filling.idempotencyKey(),
      setup.failureMessage,
      language,
    )
    if (!result.ok) showServerErrors(result.errors, Object.keys(setup.empty), form.setError)
    return result
  }

  const prepareRules = () => void setup.rules.prepare().catch(() => {})

  /** One of the forms' English messages, in the page's language. */
  const say = (message: string) => inFormLanguage(language, message)

  return { field, clear, send, prepareRules, say }
}
