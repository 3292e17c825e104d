/** Dates as the site shows them: en-GB (and Sinhala and Tamil), and the ordinal day badge ('5th Mar'). */
import { DEFAULT_LANGUAGE, type Language } from './languages'

const TIME_ZONE = 'Asia/Colombo'

export function ordinalSuffix(day: number): string {
  const lastTwo = day % 100
  if (lastTwo >= 11 && lastTwo <= 13) return 'th'
  return ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'
}

function parts(date: Date) {
  const formatted = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: TIME_ZONE }).formatToParts(date)
  return {
    day: Number(formatted.find((part) => part.type === 'day')?.value),
    month: formatted.find((part) => part.type === 'month')?.value ?? '',
  }
}

/** '5th Mar'; in Sinhala and Tamil the day and the month's name as longDate writes it ('5 මාර්තු', '5 மார்.'). */
export function dayBadge(iso: string, language: Language = DEFAULT_LANGUAGE): { day: string; month: string; label: string } {
  const date = new Date(iso)
  const { day, month } = parts(date)
  if (language === 'si' || language === 'ta') {
    const monthIndex = Number(new Intl.DateTimeFormat('en-GB', { month: 'numeric', timeZone: TIME_ZONE }).format(date)) - 1
    const name = language === 'si' ? SINHALA_MONTHS[monthIndex]! : new Intl.DateTimeFormat('ta-LK', { month: 'short', timeZone: TIME_ZONE }).format(date)
    return { day: String(day), month: name, label: `${day} ${name}` }
  }
  const dayText = `${day}${ordinalSuffix(day)}`
  return { day: dayText, month, label: `${dayText} ${month}` }
}

/**
 * The Gregorian months in Sinhala, as forms and notices in Sri Lanka name
 * them: ICU's si-LK names the traditional months instead (decision 068).
 */
const SINHALA_MONTHS = ['ජනවාරි', 'පෙබරවාරි', 'මාර්තු', 'අප්‍රේල්', 'මැයි', 'ජූනි', 'ජූලි', 'අගෝස්තු', 'සැප්තැම්බර්', 'ඔක්තෝබර්', 'නොවැම්බර්', 'දෙසැම්බර්']

/** '5 March 2026'; in Sinhala '2026 මාර්තු 5', in Tamil '5 மார்ச், 2026'. */
export function longDate(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  const date = new Date(iso)
  if (language === 'si') {
    const numbers = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: TIME_ZONE }).formatToParts(date)
    const part = (type: string) => Number(numbers.find((entry) => entry.type === type)?.value)
    return `${part('year')} ${SINHALA_MONTHS[part('month') - 1]} ${part('day')}`
  }
  return new Intl.DateTimeFormat(language === 'ta' ? 'ta-LK' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }).format(date)
}
