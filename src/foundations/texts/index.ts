/**
 * The site's own words in each of its languages (docs/decisions/068). A page
 * takes the texts of its language (`textsIn`); a component in the browser is
 * given the few it shows as props, so no page's code carries another
 * language's words.
 */
import type { Language } from '../languages'

import { en, type SiteTexts } from './en'
import { si } from './si'
import { ta } from './ta'

export type { SiteTexts }
export { fill } from './translation'

const TEXTS: Record<Language, SiteTexts> = { en, si, ta }

export function textsIn(language: Language): SiteTexts {
  return TEXTS[language]
}
