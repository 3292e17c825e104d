/**
 * The forms' messages in each language, for the server, which answers in
 * any of them. The browser loads only its page's language (./load.ts).
 */
import type { Language } from '../../languages'

import { type FormTexts, formTexts as en } from './en'
import { formTexts as si } from './si'
import { formTexts as ta } from './ta'

export type { FormTexts }

const FORM_TEXTS: Record<Language, FormTexts> = { en, si, ta }

export function formTextsIn(language: Language): FormTexts {
  return FORM_TEXTS[language]
}
