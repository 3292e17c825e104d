/**
 * The privacy notice's fixed texts: what the page says about each retention
 * period, and the sentence beside each form's submit button on why it asks
 * for what it does.
 */
import type { RetentionPeriods } from '@/foundations/retentionPeriods'

export const monthsText = (months: number): string => `${months} ${months === 1 ? 'month' : 'months'}`

/** The 'How long we keep it' list of the privacy page, from the periods in site settings. */
export function retentionStatements(periods: RetentionPeriods): { what: string; howLong: string }[] {
  return [
    { what: 'Applications that are not accepted, with their documents', howLong: `${monthsText(periods.rejectedApplicationMonths)} after the decision` },
    { what: 'Accepted applications, with their documents', howLong: `${monthsText(periods.acceptedApplicationMonths)} after the decision` },
    { what: 'Inquiries', howLong: `${monthsText(periods.answeredInquiryMonths)} after we answer them` },
    { what: 'Alumni registrations that are not accepted', howLong: `${monthsText(periods.rejectedAlumniMonths)} after the decision` },
  ]
}

/** Why each form asks for the details it does: one plain sentence, shown beside its submit button. */
export const FORM_PURPOSES = {
  application: 'We ask for these details to assess your application and to contact you about it.',
  alumni: 'We ask for these details to confirm that you graduated from the campus, to list you in the alumni directory once your registration is accepted, and to keep in touch with you.',
  inquiry: 'We ask for these details to answer your inquiry.',
} as const

export type FormPurpose = keyof typeof FORM_PURPOSES
