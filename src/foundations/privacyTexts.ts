/**
 * The privacy notice's fixed texts: what the page says about each retention
 * period, and the sentence beside each form's submit button on why it asks
 * for what it does.
 */
import type { RetentionPeriods } from '@/foundations/retentionPeriods'
import { fill } from '@/foundations/texts/translation'

/** The privacy page's words about the periods (the pages' texts, pages.privacy). */
export type RetentionWords = {
  month: string
  months: string
  afterDecision: string
  afterAnswer: string
  rejectedApplications: string
  acceptedApplications: string
  inquiries: string
  rejectedAlumni: string
}

export const monthsText = (months: number, words: RetentionWords): string => fill(months === 1 ? words.month : words.months, { count: months })

/** The 'How long we keep it' list of the privacy page, from the periods in site settings, in the page's words. */
export function retentionStatements(periods: RetentionPeriods, words: RetentionWords): { what: string; howLong: string }[] {
  const after = (template: string, months: number) => fill(template, { months: monthsText(months, words) })
  return [
    { what: words.rejectedApplications, howLong: after(words.afterDecision, periods.rejectedApplicationMonths) },
    { what: words.acceptedApplications, howLong: after(words.afterDecision, periods.acceptedApplicationMonths) },
    { what: words.inquiries, howLong: after(words.afterAnswer, periods.answeredInquiryMonths) },
    { what: words.rejectedAlumni, howLong: after(words.afterDecision, periods.rejectedAlumniMonths) },
  ]
}

/** Why each form asks for the details it does: one plain sentence, shown beside its submit button. */
export const FORM_PURPOSES = {
  application: 'We ask for these details to assess your application and to contact you about it.',
  alumni: 'We ask for these details to confirm that you graduated from the campus, to list you in the alumni directory once your registration is accepted, and to keep in touch with you.',
  inquiry: 'We ask for these details to answer your inquiry.',
} as const

export type FormPurpose = keyof typeof FORM_PURPOSES
