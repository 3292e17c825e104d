import { dayBadge } from '@/foundations/dates'

/** The ordinal day and short month, like '5th Mar'. */
export function DateBadge({ iso, className = '' }: { iso: string; className?: string }) {
  const badge = dayBadge(iso)
  return (
    <span className={`inline-flex flex-col items-center rounded-lg bg-accent-400 px-3 py-1.5 leading-tight font-bold text-brand-900 shadow ${className}`} data-date-badge={badge.label}>
      <span className="text-lg">{badge.day}</span>
      <span className="text-xs uppercase">{badge.month}</span>
    </span>
  )
}
