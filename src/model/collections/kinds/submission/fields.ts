/** Fields every submission collection has: a reference, a status, notes and its idempotency key. */
import type { Field } from 'payload'

import { DEFAULT_LANGUAGE, LANGUAGE_NAMES_IN_ENGLISH, LANGUAGES } from '@/foundations/languages'

export const REVIEW_STATUSES = [
  { label: 'New', value: 'new' },
  { label: 'In review', value: 'in_review' },
  { label: 'Accepted', value: 'accepted' },
  { label: 'Rejected', value: 'rejected' },
]

export const INQUIRY_STATUSES = [
  { label: 'New', value: 'new' },
  { label: 'Answered', value: 'answered' },
]

/** Written only by the site's own server code (with overrideAccess): staff read it, nobody sends it over REST or GraphQL. */
export const serverOnly = { create: () => false, update: () => false }

export function submissionFields(statuses: { label: string; value: string }[]): Field[] {
  return [
    {
      type: 'row',
      fields: [
        {
          name: 'reference',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          access: serverOnly,
          admin: { readOnly: true, description: 'Quoted to the visitor when the submission arrived.' },
        },
        { name: 'status', type: 'select', required: true, defaultValue: 'new', index: true, options: statuses },
        {
          // Set from the form's `?locale=`: the mails to the sender go out in it, and staff know which language to answer in.
          name: 'language',
          label: 'Sent in',
          type: 'select',
          required: true,
          defaultValue: DEFAULT_LANGUAGE,
          options: LANGUAGES.map((value) => ({ label: LANGUAGE_NAMES_IN_ENGLISH[value], value })),
          access: serverOnly,
          admin: { readOnly: true, description: 'The language the form was sent in; mails to the sender are in it.' },
        },
      ],
    },
    { name: 'staff_notes', label: 'Staff notes', type: 'textarea', admin: { description: 'Only staff see these.' } },
    {
      // The key the browser sent: a retried submission is stored once.
      name: 'idempotency_key',
      type: 'text',
      unique: true,
      index: true,
      access: serverOnly,
      admin: { hidden: true },
    },
    {
      // What that submission held (a digest of its fields and files): a retry under the same key that
      // holds something else is told the first one was kept, rather than answered as if it was stored.
      name: 'idempotency_fingerprint',
      type: 'text',
      access: serverOnly,
      admin: { hidden: true },
    },
  ]
}
