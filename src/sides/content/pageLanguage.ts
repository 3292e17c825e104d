/**
 * The language of the page being rendered (docs/decisions/068). English
 * pages are the static tree src/app/(site)/(en), at the addresses the site
 * always had; Sinhala and Tamil pages are the same pages under the `[lang]`
 * segment (src/app/(site)/[lang]), whose value Next gives any server
 * component through its root params: a not-found page or a page's head has
 * it without being handed it, and a cached page is always the page of its
 * address.
 */
import { notFound } from 'next/navigation'
import { lang } from 'next/root-params'

import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/foundations/languages'

/** The `[lang]` segment's value: none on an English page. */
async function segment(): Promise<unknown> {
  return (await lang()) as unknown
}

/**
 * For a page: its language. Under `[lang]` only Sinhala and Tamil are pages
 * (`/fr/about-us`, `/no/such/page` and a bare `/en/…` are not): any other
 * value is the not-found page, inside the site's header and footer.
 */
export async function pageLanguage(): Promise<Language> {
  const value = await segment()
  if (value === undefined) return DEFAULT_LANGUAGE
  if (value === DEFAULT_LANGUAGE || !isLanguage(value)) notFound()
  return value
}

/** For the layout and the not-found pages: the page's language, and English for an address under no language of the site's (a not-found page must not be not found again). */
export async function shownLanguage(): Promise<Language> {
  const value = await segment()
  return isLanguage(value) && value !== DEFAULT_LANGUAGE ? value : DEFAULT_LANGUAGE
}
