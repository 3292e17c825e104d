'use client'

/**
 * The application form's words in the page's language, handed down from the
 * page (src/foundations/texts, `forms.application`) to every section of the
 * form without passing them through each.
 */
import { createContext, useContext } from 'react'

import type { FormWords } from '@/foundations/texts'

export type ApplicationWords = FormWords<'application'>

const Words = createContext<ApplicationWords | null>(null)

export const ApplicationWordsProvider = Words.Provider

export function useApplicationWords(): ApplicationWords {
  const words = useContext(Words)
  if (!words) throw new Error('The application form was rendered without its words (ApplicationWordsProvider).')
  return words
}
