/**
 * The site's languages (docs/decisions/068): the list and the address rules
 * live in src/server/languages.mjs, which the site's server loads as it is;
 * this gives them their types.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, pathIn as serverPathIn, splitLanguage } from '../server/languages.mjs'

export type Language = (typeof LANGUAGES)[number]

export { DEFAULT_LANGUAGE, LANGUAGES, splitLanguage }

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** The address of an English page address (`/about-us`, `/programs?id=3`) in `language`; other addresses as they are. */
export function pathIn(language: Language, path: string): string {
  return serverPathIn(language, path)
}

/** A page's address without the language Next rendered it under: `/en/about-us` and `/si/about-us` are `/about-us`. */
export function withoutLanguage(pathname: string): string {
  return pathname.replace(/^\/(?:en|si|ta)(?=\/|$)/, '') || '/'
}

/** BCP 47 tags: the `lang` of a page and the `hreflang` of its alternates. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en', si: 'si', ta: 'ta' }

/** Each language as staff read it in the back office. */
export const LANGUAGE_NAMES_IN_ENGLISH: Record<Language, string> = { en: 'English', si: 'Sinhala', ta: 'Tamil' }

/** Open Graph's locale of each language. */
export const OPEN_GRAPH_LOCALES: Record<Language, string> = { en: 'en_US', si: 'si_LK', ta: 'ta_LK' }

/**
 * The stylesheet with each language's font and line spacing, and the font
 * file its text needs first (public/fonts, written by
 * scripts/languageFonts.mjs). English uses the system's fonts and loads none.
 */
export const LANGUAGE_FONT_STYLESHEETS: Record<Language, { stylesheet: string; firstFont: string } | null> = {
  en: null,
  si: { stylesheet: '/fonts/si.css', firstFont: '/fonts/noto-sans-sinhala-sinhala-400-normal.woff2' },
  ta: { stylesheet: '/fonts/ta.css', firstFont: '/fonts/noto-sans-tamil-tamil-400-normal.woff2' },
}

/**
 * Text as HTML with every character beyond Latin-1 written as a character
 * reference (`සිංහල` is `&#xdc3;&#xdd2;…`). For the other languages' names on
 * an English page: Node sends a page whose text holds such a character as a
 * two-byte string, about seven times slower than one of Latin-1 alone
 * (docs/decisions/068), so an English page keeps every character one byte.
 */
export function latin1Html(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`).replace(/[^\u0000-\u00ff]/gu, (character) => `&#x${character.codePointAt(0)!.toString(16)};`)
}

/** The language a /v1 request asks for with `?locale=` (refused earlier when unknown); English without one. */
export function requestLanguage(request: Request): Language {
  const locale = new URL(request.url).searchParams.get('locale')
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE
}

/** Each language's own script, when it is not Latin. */
const SCRIPTS: Partial<Record<Language, RegExp>> = { si: /[\u0D80-\u0DFF]/u, ta: /[\u0B80-\u0BFF]/u }

/**
 * `'en'` for a text of staff's on a Sinhala or Tamil page when it has Latin
 * letters and none of the page's script: the English shown until staff
 * translate it, marked so that a screen reader reads it in English. Markup
 * and character references in `text` are not counted.
 */
export function untranslatedLanguage(text: string, language: Language): 'en' | undefined {
  const script = SCRIPTS[language]
  if (!script) return undefined
  const words = text.replace(/<[^>]*>/g, ' ').replace(/&#?\w+;/g, ' ')
  return /[A-Za-z]/.test(words) && !script.test(words) ? 'en' : undefined
}
