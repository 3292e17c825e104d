import { describe, expect, it } from 'vitest'

import { LANGUAGES, latin1Html } from '../languages'
import { en } from './en'
import { fill, textsIn } from './index'
import { translationOf } from './translation'
import { formTexts } from './forms/en'
import { formTextsIn } from './forms'
import { mailTexts } from './mails/en'
import { mailTextsIn } from './mails'

type Tree = { [key: string]: string | Tree }

/** Every text of a tree of texts, by its dotted key. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(`${prefix}${key}`, value)
    else for (const [inner, text] of leaves(value, `${prefix}${key}.`)) found.set(inner, text)
  }
  return found
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

/** The books of texts: the pages' (./en.ts), the forms' (./forms/en.ts) and the mails' (./mails/en.ts), each in every language. */
const BOOKS = [
  { name: 'pages', english: en, inLanguage: textsIn },
  { name: 'forms', english: formTexts, inLanguage: formTextsIn },
  { name: 'mails', english: mailTexts, inLanguage: mailTextsIn },
] as const

describe('the texts of each language', () => {
  for (const book of BOOKS) {
    const english = leaves(book.english as unknown as Tree)

    for (const language of LANGUAGES) {
      it(`${book.name}, ${language}: every key of English, none more, each a text with English's placeholders`, () => {
        const texts = leaves(book.inLanguage(language) as unknown as Tree)
        expect([...texts.keys()].sort()).toEqual([...english.keys()].sort())
        for (const [key, text] of texts) {
          expect(text.trim(), key).not.toBe('')
          expect(placeholders(text), key).toEqual(placeholders(english.get(key)!))
        }
      })
    }

    it(`${book.name}: Sinhala and Tamil are written in their own scripts, not left in English`, () => {
      // Names and acronyms (CQA) may stay as they are; the rest of each language is its own.
      for (const [language, script] of [['si', /[\u0D80-\u0DFF]/], ['ta', /[\u0B80-\u0BFF]/]] as const) {
        const texts = [...leaves(book.inLanguage(language) as unknown as Tree).entries()]
        const untranslated = texts.filter(([key, text]) => !script.test(text) && text === english.get(key) && !/^[A-Z]{2,5}$/.test(text))
        expect(untranslated, language).toEqual([])
      }
    })
  }

  it('names each language in itself', () => {
    expect(LANGUAGES.map((language) => textsIn(language).language.name)).toEqual(['English', 'සිංහල', 'தமிழ்'])
  })
})

describe('the type check of a translation', () => {
  type English = { readonly map: 'Map of {campus}'; readonly plain: 'Plain' }

  it('refuses a missing key and a placeholder English does not have (the @ts-expect-error lines fail the type check if accepted)', () => {
    // @ts-expect-error: `plain` is missing
    translationOf<English>()({ map: '{campus} map' })
    // @ts-expect-error: {place} is not English's {campus}
    translationOf<English>()({ map: '{place} map', plain: 'x' })
    // @ts-expect-error: English's {campus} is left out
    translationOf<English>()({ map: 'map', plain: 'x' })
    expect(translationOf<English>()({ map: '{campus} map', plain: 'x' }).map).toBe('{campus} map')
  })

  it("checks the values given to a text against English's placeholders", () => {
    // @ts-expect-error: the copyright takes {year} and {campus}
    expect(fill(en.layout.copyright, { campus: 'Campus' })).toContain('{year}')
  })
})

describe('fill', () => {
  it('puts each value in its placeholder, in any language', () => {
    expect(fill(en.layout.copyright, { year: 2026, campus: 'Campus' })).toBe('© 2026 Campus. All rights reserved.')
    expect(fill(textsIn('ta').layout.mapOf, { campus: 'Campus' })).toBe('Campus வரைபடம்')
  })

  it('leaves a placeholder it was given no value for, so the type check and the pages test can see it', () => {
    expect(fill('{a} and {b}' as string, {} as Record<never, string>)).toBe('{a} and {b}')
  })
})

describe('latin1Html', () => {
  it('writes every character beyond Latin-1 as a reference, and escapes what HTML would read', () => {
    expect(latin1Html('සිංහල')).toBe('&#xdc3;&#xdd2;&#xd82;&#xdc4;&#xdbd;')
    expect(latin1Html('தமிழ்')).toBe('&#xba4;&#xbae;&#xbbf;&#xbb4;&#xbcd;')
    expect(latin1Html('English © <b>')).toBe('English © &#60;b&#62;')
  })
})
