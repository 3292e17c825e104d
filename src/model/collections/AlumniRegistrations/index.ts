import type { CollectionConfig } from 'payload'

import { submissionAccess } from '@/services/access'
import { QUALIFICATION_TYPES } from '@/foundations/formRules/choices'

import { REVIEW_STATUSES, submissionFields } from '../kinds/submission/fields'
import { recordDecision, retentionFields } from '../kinds/submission/retention'
import { exportEndpoint } from '../kinds/submission/export'
import { removeMailAboutDeleted } from '../kinds/submission/hooks/removeMail'

import { removeDirectoryEntry, syncDirectoryEntry } from './hooks/directoryEntry'

const access = submissionAccess('alumni')
const SEARCHABLE = ['reference', 'name', 'personal_email', 'office_email', 'nic_passport_no', 'sab_reg_no', 'mobile_no']

/** Alumni registrations (§2.19, §3 Alumni registration). */
export const AlumniRegistrations: CollectionConfig = {
  slug: 'alumni-registrations',
  labels: { singular: 'Alumni registration', plural: 'Alumni registrations' },
  access: access.access,
  admin: {
    group: 'Submissions',
    hidden: access.hidden,
    useAsTitle: 'name',
    defaultColumns: ['reference', 'name', 'sab_academic_qualifications', 'intake', 'language', 'status', 'createdAt'],
    listSearchableFields: SEARCHABLE,
    description: 'Accepting a registration lists the person in the public alumni directory.',
    components: { beforeListTable: ['@/screens/staff/ExportButton#ExportButton'] },
  },
  defaultSort: '-createdAt',
  endpoints: [exportEndpoint('alumni-registrations', access.allowed, SEARCHABLE)],
  hooks: { beforeChange: [recordDecision('alumni-registrations')], afterChange: [syncDirectoryEntry], afterDelete: [removeDirectoryEntry, removeMailAboutDeleted] },
  fields: [
    ...submissionFields(REVIEW_STATUSES),
    ...retentionFields('alumni-registrations'),
    {
      name: 'directory_entry',
      type: 'relationship',
      relationTo: 'alumni-directory',
      admin: { readOnly: true, description: 'Set when the registration is accepted.' },
    },
    { name: 'name', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'permanent_address', type: 'textarea', required: true },
        { name: 'correspondence_address', type: 'textarea' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'mobile_no', label: 'Mobile number', type: 'text', required: true },
        { name: 'resident_no', label: 'Residence number', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'personal_email', type: 'email', required: true },
        { name: 'office_email', type: 'email', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'nic_passport_no', label: 'NIC / Passport number', type: 'text', required: true },
        { name: 'designation', type: 'text', required: true },
        { name: 'official_address', label: 'Company name', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'degree_program', label: 'Degree programme', type: 'relationship', relationTo: 'degree-program-names' },
        {
          name: 'qualification_type',
          label: 'Specialization',
          type: 'select',
          options: QUALIFICATION_TYPES.map(({ value, label }) => ({ value, label })),
        },
      ],
    },
    { name: 'sab_academic_qualifications', label: 'Academic qualifications', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'year_of_enrollment', type: 'text', required: true },
        { name: 'year_of_degree_obtained', type: 'text', required: true },
        { name: 'sab_reg_no', label: 'Registration number', type: 'text', required: true },
        { name: 'intake', type: 'text' },
      ],
    },
  ],
}
