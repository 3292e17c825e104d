import { describe, expect, it } from 'vitest'

import { untranslatedLanguage } from './languages'

describe('untranslatedLanguage', () => {
  it('marks English text on a Sinhala or Tamil page, and nothing on an English page', () => {
    expect(untranslatedLanguage('Convocation 2025', 'si')).toBe('en')
    expect(untranslatedLanguage('Convocation 2025', 'ta')).toBe('en')
    expect(untranslatedLanguage('Convocation 2025', 'en')).toBeUndefined()
  })

  it("leaves a translation alone, Latin words inside it included", () => {
    expect(untranslatedLanguage('උපාධි ප්‍රදානෝත්සවය 2025', 'si')).toBeUndefined()
    expect(untranslatedLanguage('LIPA பட்டமளிப்பு விழா', 'ta')).toBeUndefined()
  })

  it('counts the words of rich text, not its markup, and leaves text without letters alone', () => {
    expect(untranslatedLanguage('<p>பட்டமளிப்பு &amp; விழா</p>', 'ta')).toBeUndefined()
    expect(untranslatedLanguage('<p><strong>Open</strong> day</p>', 'ta')).toBe('en')
    expect(untranslatedLanguage('<p>2025 – 2026</p>', 'si')).toBeUndefined()
    expect(untranslatedLanguage('', 'si')).toBeUndefined()
  })

  it('does not take Tamil text for Sinhala, or the other way round', () => {
    expect(untranslatedLanguage('Library தமிழ்', 'si')).toBe('en')
  })
})
