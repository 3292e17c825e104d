/**
 * How long applicants' personal data is kept once a submission is decided
 * (Sri Lanka's PDPA: no longer than needed), and which records are past it.
 * Administrators set the periods in site settings; these are the defaults.
 */
export type RetentionPeriods = {
  rejectedApplicationMonths: number
  acceptedApplicationMonths: number
  answeredInquiryMonths: number
  rejectedAlumniMonths: number
}

export const DEFAULT_RETENTION: RetentionPeriods = {
  rejectedApplicationMonths: 6,
  acceptedApplicationMonths: 24,
  answeredInquiryMonths: 12,
  rejectedAlumniMonths: 6,
}

/** The site settings fields that hold each period, in months. */
export const RETENTION_SETTINGS: Record<keyof RetentionPeriods, string> = {
  rejectedApplicationMonths: 'retention_rejected_application_months',
  acceptedApplicationMonths: 'retention_accepted_application_months',
  answeredInquiryMonths: 'retention_answered_inquiry_months',
  rejectedAlumniMonths: 'retention_rejected_alumni_months',
}

/** The periods as site settings hold them; a missing or unusable value is its default. */
export function retentionPeriodsOf(settings: Record<string, unknown> | null | undefined): RetentionPeriods {
  const periods = { ...DEFAULT_RETENTION }
  for (const [key, field] of Object.entries(RETENTION_SETTINGS) as [keyof RetentionPeriods, string][]) {
    const value = settings?.[field]
    if (typeof value === 'number' && Number.isInteger(value) && value >= 1) periods[key] = value
  }
  return periods
}

export type SubmissionCollection = 'degree-applications' | 'alumni-registrations' | 'inquiries'

/** The statuses that close a submission: the decision (or answer) the period counts from. */
export const CLOSING_STATUSES: Record<SubmissionCollection, readonly string[]> = {
  'degree-applications': ['accepted', 'rejected'],
  'alumni-registrations': ['accepted', 'rejected'],
  inquiries: ['answered'],
}

export type RetentionRule = { collection: SubmissionCollection; status: string; period: keyof RetentionPeriods; label: string }

/** What is cleared, and when. An accepted alumni registration is kept: it is the directory's entry. */
export const RETENTION_RULES: readonly RetentionRule[] = [
  { collection: 'degree-applications', status: 'rejected', period: 'rejectedApplicationMonths', label: 'applications not accepted' },
  { collection: 'degree-applications', status: 'accepted', period: 'acceptedApplicationMonths', label: 'accepted applications' },
  { collection: 'inquiries', status: 'answered', period: 'answeredInquiryMonths', label: 'answered inquiries' },
  { collection: 'alumni-registrations', status: 'rejected', period: 'rejectedAlumniMonths', label: 'alumni registrations not accepted' },
]

/** `date` moved by whole calendar months (a month-end stays within its month: 31 Aug + 6 → 28 Feb). */
export function addMonths(date: Date, months: number): Date {
  const moved = new Date(date)
  const day = moved.getUTCDate()
  moved.setUTCDate(1)
  moved.setUTCMonth(moved.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate()
  moved.setUTCDate(Math.min(day, lastDay))
  return moved
}

/** When a record's personal data is cleared: its decision date plus its period; null when it is kept. */
export function clearsOn(collection: SubmissionCollection, status: unknown, decidedAt: string | null | undefined, periods: RetentionPeriods): Date | null {
  const rule = RETENTION_RULES.find((entry) => entry.collection === collection && entry.status === status)
  if (!rule || !decidedAt) return null
  return addMonths(new Date(decidedAt), periods[rule.period])
}

/** The day of `now` in Sri Lanka, as YYYY-MM-DD: one retention run per such day. */
export function colomboDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}
