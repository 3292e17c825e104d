/**
 * The site's words of one language, fetched in the browser as a chunk of
 * their own: for a part of a page that only a click shows (the alumni
 * registration window), so the page itself carries none of its words.
 */
import type { Language } from '../languages'

import type { SiteTexts } from './en'

const LOADERS: Record<Language, () => Promise<SiteTexts>> = {
  en: async () => (await import('./en')).en,
  si: async () => (await import('./si')).si,
  ta: async () => (await import('./ta')).ta,
}

export function loadTexts(language: Language): Promise<SiteTexts> {
  return LOADERS[language]()
}
