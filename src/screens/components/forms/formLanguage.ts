/**
 * The forms' messages in the page's language, in the browser. The rules
 * write English (src/foundations/formRules); on a Sinhala or Tamil page the
 * language's messages are fetched once, when a message is first shown, and
 * each message is looked up in them (translateMessages.ts). English pages
 * fetch nothing more.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'

import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/foundations/languages'
import { messageTranslator, type TranslateMessage } from '@/foundations/formRules/translateMessages'
import { loadFormTexts } from '@/foundations/texts/forms/load'

/** What a form gives useForm as `context`, so that its resolver knows the page's language. */
export type FormContext = { language: Language }

const loaded = new Map<Language, Promise<TranslateMessage>>()

function translatorFor(language: Language): Promise<TranslateMessage> {
  let translator = loaded.get(language)
  if (!translator) {
    translator = loadFormTexts(language).then(messageTranslator)
    // A failed fetch is tried again next time; meanwhile the message stays English.
    translator.catch(() => loaded.delete(language))
    loaded.set(language, translator)
  }
  return translator
}

/** One of the forms' English messages in `language` (English when its messages cannot be fetched). */
export async function inFormLanguage(language: Language, message: string): Promise<string> {
  if (language === DEFAULT_LANGUAGE) return message
  try {
    return (await translatorFor(language))(message)
  } catch {
    return message
  }
}

/** The messages of react-hook-form's errors (rows and lists included), each translated; the fields' elements (`ref`) as they are. */
function translateErrors(value: unknown, translate: TranslateMessage): unknown {
  if (Array.isArray(value)) return value.map((item) => translateErrors(item, translate))
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, key === 'message' && typeof inner === 'string' ? translate(inner) : key === 'ref' ? inner : translateErrors(inner, translate)]),
  )
}

/** A resolver whose messages are in the language of the form's context (`FormContext`). */
export function inContextLanguage<Values extends FieldValues, Output>(resolver: Resolver<Values, unknown, Output>): Resolver<Values, unknown, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options)
    const language = (context as Partial<FormContext> | undefined)?.language
    if (!isLanguage(language) || language === DEFAULT_LANGUAGE || Object.keys(result.errors).length === 0) return result
    try {
      const translate = await translatorFor(language)
      return { ...result, errors: translateErrors(result.errors, translate) as FieldErrors<Values> } as typeof result
    } catch {
      return result
    }
  }
}
