/**
 * The site's own English words that a Sinhala or Tamil page must not show:
 * every text of the pages' book (the shared controls' included) that the
 * language translates, cut at its placeholders into the runs of two words or
 * more that stay fixed ('Photo of {name}' gives 'Photo of'). A page showing
 * one rendered a text from the English book, or one written into a component.
 */
import { en } from '@/foundations/texts/en'
import { textsIn } from '@/foundations/texts'
import type { Language } from '@/foundations/languages'

function leaves(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === 'string') return [[path.join('.'), value]]
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => leaves(inner, [...path, key]))
  return []
}

export function englishLeftovers(language: Exclude<Language, 'en'>): string[] {
  const translated = new Map(leaves(textsIn(language)))
  const runs = new Set<string>()
  for (const [key, english] of leaves(en)) {
    if (translated.get(key) === english) continue
    for (const fragment of english.split(/\{\w+\}/)) {
      const run = fragment.replace(/^[\s,.:;()|?!-]+|[\s,.:;()|?!-]+$/g, '')
      if (/^[A-Za-z'’]+(?:[\s,&-]+[A-Za-z'’]+)+$/.test(run)) runs.add(run)
    }
  }
  return [...runs]
}
