'use client'

import { useParams } from 'next/navigation'

import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/foundations/languages'

/** In the browser: the language of the page shown, from its `[lang]` segment (src/app/(site)/[lang]). */
export function useLanguage(): Language {
  const value = useParams<{ lang?: string }>()?.lang
  return isLanguage(value) ? value : DEFAULT_LANGUAGE
}
