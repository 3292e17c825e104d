import type { CollectionConfig } from 'payload'

import { submissionAccess } from '@/services/access'

import { INQUIRY_STATUSES, submissionFields } from './kinds/submission/fields'
import { recordDecision, retentionFields } from './kinds/submission/retention'
import { exportEndpoint } from './kinds/submission/export'
import { removeMailAboutDeleted } from './kinds/submission/hooks/removeMail'

const access = submissionAccess('admissions')
const SEARCHABLE = ['reference', 'first_name', 'surname', 'email', 'contact_no', 'message']

/** Questions sent from the Contact page (§2.17, §3 Inquiry). */
export const Inquiries: CollectionConfig = {
  slug: 'inquiries',
  labels: { singular: 'Inquiry', plural: 'Inquiries' },
  access: access.access,
  admin: {
    group: 'Submissions',
    hidden: access.hidden,
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'first_name', 'surname', 'email', 'degree_program', 'language', 'status', 'createdAt'],
    listSearchableFields: SEARCHABLE,
    components: { beforeListTable: ['@/screens/staff/ExportButton#ExportButton'] },
  },
  defaultSort: '-createdAt',
  endpoints: [exportEndpoint('inquiries', access.allowed, SEARCHABLE)],
  hooks: { beforeChange: [recordDecision('inquiries')], afterDelete: [removeMailAboutDeleted] },
  fields: [
    ...submissionFields(INQUIRY_STATUSES),
    ...retentionFields('inquiries'),
    {
      type: 'row',
      fields: [
        { name: 'first_name', type: 'text', required: true },
        { name: 'surname', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'contact_no', label: 'Contact number', type: 'text', required: true },
        { name: 'email', type: 'email', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'al_year', label: 'A/L year', type: 'text', required: true },
        { name: 'degree_program', label: 'Degree programme', type: 'text' },
      ],
    },
    { name: 'message', type: 'textarea', required: true },
  ],
}
