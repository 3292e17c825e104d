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

/** The words around one form's fields (its labels, hints, buttons), handed to the form as a prop. */
export type FormWords<Form extends Exclude<keyof SiteTexts['forms'], 'common'>> = SiteTexts['forms']['common'] & SiteTexts['forms'][Form]

export function formWordsIn<Form extends Exclude<keyof SiteTexts['forms'], 'common'>>(language: Language, form: Form): FormWords<Form> {
  const { forms } = TEXTS[language]
  return { ...forms.common, ...forms[form] }
}
