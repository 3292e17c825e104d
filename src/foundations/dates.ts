/** Dates as the site shows them: en-GB, and the ordinal day badge ('5th Mar'). */
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

/** '5th Mar' */
export function dayBadge(iso: string): { day: string; month: string; label: string } {
  const { day, month } = parts(new Date(iso))
  const dayText = `${day}${ordinalSuffix(day)}`
  return { day: dayText, month, label: `${dayText} ${month}` }
}

/** '5 March 2026' */
export function longDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }).format(new Date(iso))
}
