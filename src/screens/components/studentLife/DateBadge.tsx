import { dayBadge } from '@/foundations/dates'
import type { Language } from '@/foundations/languages'

/** The ordinal day and short month, like '5th Mar' (in the page's language). */
export function DateBadge({ iso, language, className = '' }: { iso: string; language: Language; className?: string }) {
  const badge = dayBadge(iso, language)
  return (
    <span className={`inline-flex flex-col items-center rounded-lg bg-accent-400 px-3 py-1.5 leading-tight font-bold text-brand-900 shadow ${className}`} data-date-badge={badge.label}>
      <span className="text-lg">{badge.day}</span>
      <span className="text-xs uppercase">{badge.month}</span>
    </span>
  )
}
