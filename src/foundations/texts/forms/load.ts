/**
 * The forms' messages of one language, for the browser: Sinhala and Tamil
 * are fetched as a chunk of their own when a form of that language first
 * checks a field, so no page carries another language's messages.
 */
import type { Language } from '../../languages'

import { type FormTexts, formTexts as en } from './en'

const LOADERS: Record<Language, () => Promise<FormTexts>> = {
  en: async () => en,
  si: async () => (await import('./si')).formTexts,
  ta: async () => (await import('./ta')).formTexts,
}

export function loadFormTexts(language: Language): Promise<FormTexts> {
  return LOADERS[language]()
}
