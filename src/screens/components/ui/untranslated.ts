/**
 * Staff's texts still in English on a Sinhala or Tamil page are marked
 * `lang="en"`, so a screen reader switches voice for them. Spread onto the
 * element: nothing at all on an English page, not even an empty attribute
 * in the page's data.
 */
import { type Language, untranslatedLanguage } from '@/foundations/languages'

export function untranslated(text: string | null | undefined, language: Language): { lang?: 'en' } {
  return text && untranslatedLanguage(text, language) ? { lang: 'en' } : {}
}
