import type { Field, NumberFieldSingleValidation, Tab } from 'payload'

import { adminOnlyField, isAdmin } from '@/services/access'
import { DEFAULT_RETENTION, RETENTION_SETTINGS, type RetentionPeriods } from '@/foundations/retentionPeriods'
import { translated } from '@/model/fields/translated'

/** A retention period is a whole number of months in this range. */
export const RETENTION_MONTHS = { min: 1, max: 120 } as const

export const RETENTION_MONTHS_MESSAGE = `Enter a whole number of months from ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max}.`

/**
 * Whole months within the range. An unchanged stored value is not checked for
 * staff who cannot change it, so that they can still save the rest of the
 * settings whatever the database holds.
 */
export const validateRetentionMonths: NumberFieldSingleValidation = (value, { previousValue, req }) => {
  if (value === previousValue && !isAdmin({ req })) return true
  if (typeof value !== 'number' || !Number.isInteger(value) || value < RETENTION_MONTHS.min || value > RETENTION_MONTHS.max) {
    return RETENTION_MONTHS_MESSAGE
  }
  return true
}

/**
 * One period. Its name is the one the retention run reads
 * (src/foundations/retentionPeriods.ts), so the two cannot drift apart.
 */
function retentionField(period: keyof RetentionPeriods, label: string, description: string): Field {
  return {
    name: RETENTION_SETTINGS[period],
    label,
    type: 'number',
    required: true,
    defaultValue: DEFAULT_RETENTION[period],
    min: RETENTION_MONTHS.min,
    max: RETENTION_MONTHS.max,
    // How long applicants' data is kept is the campus's legal choice, not an editorial one.
    access: adminOnlyField,
    validate: validateRetentionMonths,
    admin: { step: 1, description },
  }
}

/**
 * The privacy notice at /privacy (Sri Lanka's Personal Data Protection Act,
 * No. 9 of 2022): its text and the data protection officer, which editors
 * keep up, and how long personal data is kept, which only administrators
 * set. The page lists the periods from these fields, so they are never
 * typed twice, and the daily retention run clears data by the same numbers.
 */
export const privacyTab: Tab = {
  label: 'Privacy and retention',
  description: 'The privacy notice at /privacy, and how long personal data is kept.',
  fields: [
    translated({
      name: 'privacy_notice',
      label: 'Privacy notice',
      type: 'richText',
      admin: {
        description:
          'The text of the /privacy page: who decides how personal data is used, what is collected and why, and the rights of the people it belongs to. The page adds how long data is kept (below) and the data protection officer’s contact.',
      },
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'dpo_name',
          label: 'Data protection officer',
          type: 'text',
          admin: { description: 'A name, a title or both, as the page should show it.' },
        },
        {
          name: 'dpo_email',
          label: 'Data protection officer’s e-mail',
          type: 'email',
          admin: { description: 'Where people send requests about their data. Left empty, the page gives the contact e-mail.' },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'How long personal data is kept (months)',
      admin: {
        description:
          'After this many months a record’s personal details and documents are deleted, and only an anonymous record is kept. The privacy notice states these periods. Only administrators change them.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            retentionField('rejectedApplicationMonths', 'Applications not accepted', 'Months after the decision.'),
            retentionField('acceptedApplicationMonths', 'Accepted applications', 'Months after the decision.'),
          ],
        },
        {
          type: 'row',
          fields: [
            retentionField('answeredInquiryMonths', 'Answered inquiries', 'Months after the inquiry is answered.'),
            retentionField('rejectedAlumniMonths', 'Alumni registrations not accepted', 'Months after the decision.'),
          ],
        },
      ],
    },
  ],
}
