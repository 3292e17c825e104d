/**
 * What each submission shows staff about its retention: when it was decided
 * (or answered), when its personal data will be cleared, and when it was.
 * The clearing itself is src/records/personalData/.
 */
import type { CollectionBeforeChangeHook, Field, FieldHook, PayloadRequest } from 'payload'

import { CLOSING_STATUSES, clearsOn, retentionPeriodsOf, type RetentionPeriods, type SubmissionCollection } from '@/foundations/retentionPeriods'

import { serverOnly } from './fields'

const PERIODS = 'retentionPeriods'

/** The periods in site settings, read once per request however many records it shows. */
async function periodsFor(req: PayloadRequest): Promise<RetentionPeriods> {
  const cached = req.context[PERIODS] as Promise<RetentionPeriods> | undefined
  if (cached) return cached
  const read = req.payload
    .findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
    .then((settings) => retentionPeriodsOf(settings as unknown as Record<string, unknown>))
  req.context[PERIODS] = read
  return read
}

/** Sets `decided_at` when the status becomes a closing one, and clears it when it leaves. */
export function recordDecision(collection: SubmissionCollection): CollectionBeforeChangeHook {
  const closing = CLOSING_STATUSES[collection]
  return ({ data, originalDoc, operation }) => {
    if (!('status' in data) && operation === 'update') return data
    const before = operation === 'update' ? (originalDoc as { status?: string } | undefined)?.status : undefined
    const after = (data.status as string | undefined) ?? before
    if (after === before) return data
    data.decided_at = after && closing.includes(after) ? new Date().toISOString() : null
    return data
  }
}

export function retentionFields(collection: SubmissionCollection): Field[] {
  const clearsOnField: FieldHook = async ({ siblingData, req }) => {
    if (siblingData.personal_data_cleared_at) return null
    const date = clearsOn(collection, siblingData.status, siblingData.decided_at as string | undefined, await periodsFor(req))
    return date ? date.toISOString() : null
  }
  return [
    {
      type: 'row',
      fields: [
        {
          name: 'decided_at',
          label: collection === 'inquiries' ? 'Answered on' : 'Decided on',
          type: 'date',
          index: true,
          access: serverOnly,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description: 'Set when the status is saved as final.' },
        },
        {
          name: 'personal_data_clears_on',
          label: 'Personal data cleared on',
          type: 'date',
          virtual: true,
          access: serverOnly,
          hooks: { afterRead: [clearsOnField] },
          admin: {
            readOnly: true,
            date: { pickerAppearance: 'dayOnly' },
            description: 'From the retention periods in site settings. Empty while the record is open, or kept.',
          },
        },
        {
          name: 'personal_data_cleared_at',
          label: 'Personal data cleared',
          type: 'date',
          access: serverOnly,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, condition: (data) => Boolean(data?.personal_data_cleared_at) },
        },
      ],
    },
  ]
}
