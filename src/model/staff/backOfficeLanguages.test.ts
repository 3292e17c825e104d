import { en } from '@payloadcms/translations/languages/en'
import { describe, expect, it } from 'vitest'

import { BACK_OFFICE_LANGUAGES, SINHALA_BACK_OFFICE } from './backOfficeLanguages'

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort()
type Texts = Record<string, Record<string, string>>

describe('the back office in Sinhala and Tamil', () => {
  it('offers English, Sinhala and Tamil, each named in itself', () => {
    const languages = BACK_OFFICE_LANGUAGES as unknown as Record<string, { translations: Texts }>
    expect(Object.keys(languages).sort()).toEqual(['en', 'si', 'ta'])
    expect(languages.si?.translations.general?.thisLanguage).toBe('සිංහල')
    expect(languages.ta?.translations.general?.thisLanguage).toBe('தமிழ்')
  })

  it('gives Sinhala every text Payload has, ours in Sinhala with English’s placeholders, the rest in English', () => {
    const sinhala = (BACK_OFFICE_LANGUAGES as unknown as Record<string, { translations: Texts }>).si!.translations
    const english = en.translations as unknown as Texts
    for (const [group, texts] of Object.entries(english)) expect(Object.keys(sinhala[group] ?? {}).sort(), group).toEqual(Object.keys(texts).sort())
    const ours = Object.entries(SINHALA_BACK_OFFICE as Texts).flatMap(([group, texts]) => Object.entries(texts).map(([key, text]) => ({ group, key, text })))
    expect(ours.length).toBeGreaterThan(80)
    for (const { group, key, text } of ours) {
      expect(sinhala[group]?.[key], `${group}.${key}`).toBe(text)
      expect(text, `${group}.${key}`).toMatch(/[\u0D80-\u0DFF]/u)
      expect(placeholders(text), `${group}.${key}`).toEqual(placeholders(english[group]?.[key] ?? ''))
    }
    expect(sinhala.general?.deleting).toBe(english.general?.deleting)
  })
})
