/** Numbers as each language groups them: Tamil the Indian way (12,34,567), English and Sinhala in threes. */
import { DEFAULT_LANGUAGE, type Language } from './languages'

const NUMBER_LOCALES: Record<Language, string> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' }

export function formatNumber(value: number, language: Language = DEFAULT_LANGUAGE): string {
  return value.toLocaleString(NUMBER_LOCALES[language])
}
