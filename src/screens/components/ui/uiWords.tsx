'use client'

/**
 * The shared controls' words in the page's language: the site's layout hands
 * them down once (`UiWords`), and a control in the browser reads them with
 * `useUiWords`. English outside the layout (the back office, tests).
 */
import { createContext, useContext } from 'react'
import type React from 'react'

import { type UiTexts, uiTexts as english } from '@/foundations/texts/ui/en'

const Words = createContext<UiTexts>(english)

export function UiWords({ words, children }: { words: UiTexts; children: React.ReactNode }) {
  return <Words.Provider value={words}>{children}</Words.Provider>
}

export function useUiWords(): UiTexts {
  return useContext(Words)
}
