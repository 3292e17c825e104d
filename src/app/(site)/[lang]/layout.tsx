/**
 * The root of the Sinhala (/si) and Tamil (/ta) pages: the English pages'
 * layout (docs/decisions/068), which reads the language from this segment.
 * English is not a value of it: its pages are the static tree beside it,
 * src/app/(site)/(en), so an English page costs Next no dynamic route.
 */
import type { Language } from '@/foundations/languages'

export { default, generateMetadata, viewport } from '../(en)/layout'

// As the English layout's (src/server/cache/lifetimes.mjs): Next reads it from this file.
export const revalidate = 60

export function generateStaticParams(): { lang: Exclude<Language, 'en'> }[] {
  return [{ lang: 'si' }, { lang: 'ta' }]
}
