/**
 * The language of the page being rendered: the `[lang]` segment at the root
 * of the site's pages (src/app/(site)/[lang]), which only the address sets
 * (src/server/languages.mjs). Read through Next's root params, so a server
 * component anywhere below (a not-found page, a page's head) has it without
 * being handed it, and a cached page is always the page of its address.
 */
import { lang } from 'next/root-params'

import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/foundations/languages'

export async function pageLanguage(): Promise<Language> {
  const value: unknown = await lang()
  return isLanguage(value) ? value : DEFAULT_LANGUAGE
}
