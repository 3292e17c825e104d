/**
 * For a server component that shows staff's texts: marks each one still in
 * English on a Sinhala or Tamil page with `lang="en"` (nothing on an English
 * page), so a screen reader switches voice for it. The page's language is
 * its `[lang]` segment, as for the browser's components (./useLanguage.ts).
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language, untranslatedLanguage } from '@/foundations/languages'

export type UntranslatedMark = (text: string | null | undefined) => 'en' | undefined

async function pageLanguage(): Promise<Language> {
  if (!process.env.NEXT_RUNTIME) return DEFAULT_LANGUAGE
  try {
    // Loaded here: Next's root params exist only inside its compiled server, not in a component's test.
    const { lang } = await import('next/root-params')
    const value: unknown = await lang()
    return isLanguage(value) ? value : DEFAULT_LANGUAGE
  } catch {
    return DEFAULT_LANGUAGE
  }
}

export async function untranslatedMarker(): Promise<UntranslatedMark> {
  const language = await pageLanguage()
  return (text) => (text ? untranslatedLanguage(text, language) : undefined)
}
