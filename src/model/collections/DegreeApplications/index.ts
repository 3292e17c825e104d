import type { CollectionConfig, Field } from 'payload'

import { submissionAccess } from '@/services/access'
import { APPLICATION_STATUSES, HISTORY_EVENTS, MAX_REQUESTED_DOCUMENTS } from '@/foundations/applicationProgress'
import { FEE_METHODS, FEE_STATUSES } from '@/foundations/feePayment'
import { WEEK_TYPES } from '@/foundations/formRules/choices'

import { chargeCurrentFee } from './hooks/chargeCurrentFee'
import { recordStatusChange, tellApplicantOfChange } from './hooks/statusChange'
import { serverOnly, submissionFields } from '../kinds/submission/fields'
import { recordDecision, retentionFields } from '../kinds/submission/retention'
import { exportEndpoint } from '../kinds/submission/export'
import { removeMailAboutDeleted } from '../kinds/submission/hooks/removeMail'

const access = submissionAccess('admissions')
const SEARCHABLE = ['reference', 'full_name', 'name_with_initials', 'nic', 'email_address', 'mobile_no']

const text = (name: string, label?: string, required = false): Field => ({ name, label, type: 'text', required })

const STATUS_OPTIONS = APPLICATION_STATUSES.map(({ value, label }) => ({ value, label }))


/** What the applicant sees on the status page, and the history of every change. */
const statusTab = {
  label: 'Status and history',
  description: 'The applicant sees the status, the message and the document request on the status page and is told of each change by e-mail.',
  fields: [
    {
      name: 'applicant_message',
      label: 'Message to the applicant',
      type: 'textarea',
      maxLength: 2000,
      admin: { description: 'Shown on the status page and sent by e-mail. Staff notes stay private.' },
    },
    {
      name: 'requested_documents',
      label: 'Requested documents',
      type: 'array',
      maxRows: MAX_REQUESTED_DOCUMENTS,
      labels: { singular: 'Requested document', plural: 'Requested documents' },
      admin: { description: 'Asked for while the status is Waiting for documents; the applicant uploads them on the status page.' },
      fields: [{ name: 'name', label: 'Document', type: 'text', required: true, maxLength: 200 }],
    },
    { name: 'request_note', label: 'Note with the request', type: 'textarea', maxLength: 2000 },
    {
      name: 'status_changed_at',
      label: 'Last change the applicant sees',
      type: 'date',
      access: serverOnly,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'history',
      type: 'array',
      access: serverOnly,
      admin: { readOnly: true, initCollapsed: false },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'at', label: 'When', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'by', label: 'Who', type: 'text', required: true },
            { name: 'event', label: 'What', type: 'select', required: true, options: [...HISTORY_EVENTS] },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'from_status', label: 'From', type: 'select', options: STATUS_OPTIONS },
            { name: 'to_status', label: 'To', type: 'select', options: STATUS_OPTIONS },
          ],
        },
        { name: 'detail', label: 'Details', type: 'textarea' },
      ],
    },
  ],
} satisfies { label: string; description: string; fields: Field[] }

const serverWritten = (field: Field): Field => ({ ...field, access: serverOnly, admin: { ...field.admin, readOnly: true } }) as Field

/**
 * The fee and its payment (decision 054), written by the server: the
 * application sets how it is paid and what it was charged, PayHere's signed
 * notices the rest. Staff set a bank deposit's status alone, Paid once its
 * receipt is matched, and may turn an online fee nothing was paid on into a
 * bank deposit (decision 055; the history hook checks the change).
 */
const feeTab = {
  label: 'Fee',
  description: 'Online payments are recorded from PayHere\'s signed notices; a bank deposit is marked paid by staff once its receipt matches. Each change is in the history.',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'fee_method',
          label: 'Fee paid by',
          type: 'select',
          defaultValue: 'bank',
          index: true,
          options: [...FEE_METHODS],
          // Staff may only turn an online fee nothing was paid on into a bank deposit; the history hook checks the change.
          access: { create: () => false },
          admin: { description: 'If an applicant who chose to pay online paid at the bank instead, choose Bank deposit (and Paid once the slip matches).' },
        },
        {
          name: 'fee_status',
          label: 'Fee status',
          type: 'select',
          defaultValue: 'unpaid',
          index: true,
          options: [...FEE_STATUSES],
          access: {
            create: () => false,
            // Left as it is for an online fee, unless the same save makes it a bank deposit.
            update: ({ doc, data }) => ((data as { fee_method?: string } | undefined)?.fee_method ?? (doc as { fee_method?: string } | undefined)?.fee_method) !== 'online',
          },
          admin: { description: 'For a bank deposit, set Paid once the receipt matches; an online payment follows PayHere.' },
        },
        serverWritten({
          name: 'fee_amount',
          label: 'Fee charged (Rs)',
          type: 'number',
          admin: { description: 'The fee when the application was sent; a payment must be exactly this, in LKR.' },
        }),
      ],
    },
    // A note when the fee charged is not today's fee (src/screens/staff/FeeChargedNote.tsx).
    { name: 'fee_charged_note', type: 'ui', admin: { components: { Field: '@/screens/staff/FeeChargedNote#FeeChargedNote' } } },
    {
      type: 'row',
      fields: [
        serverWritten({ name: 'payment_id', label: 'PayHere payment id', type: 'text', index: true }),
        serverWritten({ name: 'payment_method', label: 'Paid with', type: 'text' }),
        serverWritten({ name: 'payment_amount', label: 'Amount received', type: 'text' }),
        serverWritten({ name: 'payment_currency', label: 'Currency', type: 'text' }),
      ],
    },
    {
      type: 'row',
      fields: [
        serverWritten({ name: 'payment_notice_at', label: 'Last notice', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } }),
        serverWritten({ name: 'fee_paid_at', label: 'Paid at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } }),
      ],
    },
  ],
} satisfies { label: string; description: string; fields: Field[] }

const subjectRows = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  fields: [{ type: 'row', fields: [text('subject', 'Subject'), text('grade', 'Grade')] }],
})

/** Degree applications (§2.18, §3 Degree application) with their documents. */
export const DegreeApplications: CollectionConfig = {
  slug: 'degree-applications',
  labels: { singular: 'Degree application', plural: 'Degree applications' },
  access: access.access,
  admin: {
    group: 'Submissions',
    hidden: access.hidden,
    useAsTitle: 'full_name',
    defaultColumns: ['reference', 'full_name', 'degree_name', 'week_type', 'language', 'status', 'fee_status', 'payment_id', 'createdAt'],
    listSearchableFields: SEARCHABLE,
    components: { beforeListTable: ['@/screens/staff/ExportButton#ExportButton'] },
  },
  defaultSort: '-createdAt',
  endpoints: [exportEndpoint('degree-applications', access.allowed, SEARCHABLE)],
  hooks: { beforeChange: [chargeCurrentFee, recordStatusChange, recordDecision('degree-applications')], afterChange: [tellApplicantOfChange], afterDelete: [removeMailAboutDeleted] },
  fields: [
    ...submissionFields(STATUS_OPTIONS),
    ...retentionFields('degree-applications'),
    {
      type: 'tabs',
      tabs: [
        statusTab,
        feeTab,
        {
          label: 'Applicant',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'degree', type: 'relationship', relationTo: 'degrees', required: true, index: true },
                text('degree_name', 'Degree (as applied for)'),
                {
                  name: 'week_type',
                  label: 'Programme type',
                  type: 'select',
                  required: true,
                  options: [...WEEK_TYPES],
                  index: true,
                },
              ],
            },
            { type: 'row', fields: [text('name_with_initials', 'Name with initials', true), text('full_name', 'Full name', true)] },
            {
              type: 'row',
              fields: [text('date_of_birth', 'Date of birth', true), text('nationality', undefined, true), text('nic', 'NIC / Passport', true)],
            },
            { type: 'row', fields: [text('mailing_address', 'Mailing address', true), text('permanent_address', 'Permanent address')] },
            {
              type: 'row',
              fields: [text('mobile_no', 'Mobile number', true), text('home_no', 'Home number'), { name: 'email_address', label: 'E-mail address', type: 'email', required: true }],
            },
          ],
        },
        {
          label: 'Education',
          fields: [
            {
              type: 'row',
              fields: [text('al_school', 'A/L school', true), text('al_index_no', 'A/L index number', true), text('al_year', 'A/L year')],
            },
            { type: 'row', fields: [text('al_stream', 'A/L stream', true), text('al_medium', 'A/L medium', true)] },
            subjectRows('sl_al_details', 'A/L subjects'),
            {
              type: 'row',
              fields: [
                text('ol_school', 'O/L school', true),
                text('ol_index_no', 'O/L index number', true),
                text('ol_year', 'O/L year'),
                text('ol_maths_result', 'O/L Mathematics', true),
              ],
            },
            {
              type: 'collapsible',
              label: 'Foreign qualification',
              fields: [
                { type: 'row', fields: [text('name_of_the_examination', 'Examination'), text('institute'), text('country')] },
                { type: 'row', fields: [text('year'), text('medium')] },
                subjectRows('foreign_educational_details', 'Subjects'),
              ],
            },
          ],
        },
        {
          label: 'Other',
          fields: [
            {
              type: 'row',
              fields: [
                text('advertisement_media', 'Heard about us through'),
                text('advertised_paper', 'Newspaper'),
                text('other_media', 'Other source'),
              ],
            },
            {
              name: 'extra_curricular_activities',
              label: 'Extra-curricular activities',
              type: 'array',
              fields: [{ type: 'row', fields: [text('activity'), text('achievement'), text('achievemnet_year', 'Year')] }],
            },
          ],
        },
        {
          label: 'Documents',
          fields: [
            {
              name: 'document_links',
              type: 'ui',
              admin: { components: { Field: '@/screens/staff/ApplicationDocuments#ApplicationDocuments' } },
            },
            {
              // Written by the server when the application arrives; the files
              // themselves live outside anything served publicly.
              name: 'documents',
              label: 'Stored file details',
              type: 'array',
              // Staff cannot write it: a save from a form opened before an applicant's upload would drop that upload.
              access: serverOnly,
              admin: { readOnly: true, initCollapsed: true },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'field', label: 'Document', type: 'text', required: true },
                    text('original_filename', 'File name', true),
                    text('stored_name', 'Stored as', true),
                    text('mime_type', 'Type', true),
                    { name: 'size', type: 'number', required: true },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
