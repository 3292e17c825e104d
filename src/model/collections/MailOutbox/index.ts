import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/services/access'
import { MAIL_KINDS, MAIL_STATES, OUTBOX_COLLECTION } from '@/services/mail/outboxStates'

import { sendAgainEndpoint } from './sendAgain'

const nobody = () => false
const readOnly = { readOnly: true }
const options = (list: readonly { value: string; label: string }[]) => list.map(({ value, label }) => ({ value, label }))

/**
 * Every mail the site sends, written here first and sent by the delivery
 * (src/services/mail/delivery.ts), retried for 48 hours. Administrators see
 * where each one stands and can send a given-up mail again; nobody writes
 * here over the API. A mail's text is kept only until it is sent.
 */
export const MailOutbox: CollectionConfig = {
  slug: OUTBOX_COLLECTION,
  labels: { singular: 'Outgoing mail', plural: 'Outbox' },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody, readVersions: nobody },
  admin: {
    group: 'Site',
    hidden: ({ user }) => !isAdmin({ req: { user } }),
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'state', 'kind', 'to', 'subject', 'attempts', 'last_error'],
    listSearchableFields: ['reference', 'subject', 'to'],
    description:
      'Every mail the site sends waits here until the mail server takes it; one the server cannot take is tried again for 48 hours, then given up. A given-up mail can be sent again from its page.',
  },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  endpoints: [sendAgainEndpoint],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'state', label: 'State', type: 'select', required: true, defaultValue: 'queued', index: true, options: options(MAIL_STATES), admin: readOnly },
        { name: 'kind', label: 'Kind', type: 'select', required: true, options: options(MAIL_KINDS), admin: readOnly },
        { name: 'reference', label: 'About', type: 'text', index: true, admin: { ...readOnly, description: 'The reference of the submission it reports, if any.' } },
      ],
    },
    { name: 'to', label: 'To', type: 'text', required: true, index: true, admin: readOnly },
    { name: 'reply_to', label: 'Reply to', type: 'text', admin: readOnly },
    { name: 'subject', label: 'Subject', type: 'text', required: true, admin: readOnly },
    // The text: personal data, so never shown here, and emptied once the mail is sent.
    { name: 'text', type: 'textarea', access: { read: nobody }, admin: { hidden: true } },
    { name: 'html', type: 'textarea', access: { read: nobody }, admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        { name: 'attempts', label: 'Attempts', type: 'number', required: true, defaultValue: 0, admin: readOnly },
        { name: 'next_attempt_at', label: 'Next attempt', type: 'date', index: true, admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'sent_at', label: 'Sent', type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    // A textarea, so the sentence wraps on a phone.
    { name: 'last_error', label: 'Last problem', type: 'textarea', admin: readOnly },
    { name: 'send_again', type: 'ui', admin: { components: { Field: '@/screens/staff/SendAgainButton#SendAgainButton' } } },
    // Kept by the delivery, not shown.
    { name: 'message_id', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'retry_from', type: 'date', required: true, admin: { hidden: true } },
    { name: 'claimed_until', type: 'date', admin: { hidden: true } },
    { name: 'record_collection', type: 'text', admin: { hidden: true } },
    { name: 'record_id', type: 'text', index: true, admin: { hidden: true } },
  ],
  timestamps: true,
}
