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

/** Staff's text inside a sentence of the page's: wrapped in a marked span only where it needs the mark, so an English page's markup is unchanged. */
export function InlineText({ text, language }: { text: string; language: Language }) {
  return untranslated(text, language).lang ? <span lang="en">{text}</span> : text
}
