import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'

import { submissionAccess } from '@/services/access'
import { QUALIFICATION_TYPES } from '@/foundations/formRules/choices'

import { REVIEW_STATUSES, submissionFields } from './common'
import { recordDecision, retentionFields } from './retentionFields'
import { exportEndpoint } from './export'

const access = submissionAccess('alumni')
const SEARCHABLE = ['reference', 'name', 'personal_email', 'office_email', 'nic_passport_no', 'sab_reg_no', 'mobile_no']

/**
 * An accepted registration appears in the public alumni directory; moving it
 * out of 'accepted' (or deleting it) takes the entry out again.
 */
const syncDirectoryEntry: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  if (context.syncingDirectory) return doc
  const entryId = typeof doc.directory_entry === 'object' ? doc.directory_entry?.id : doc.directory_entry
  const entry = {
    name: doc.name,
    designation: doc.designation,
    sab_academic_qualifications: doc.sab_academic_qualifications,
    intake: doc.intake,
    official_address: doc.official_address,
  }
  if (doc.status === 'accepted') {
    if (entryId) {
      await req.payload.update({ collection: 'alumni-directory', id: entryId, data: entry, req })
      return doc
    }
    const created = await req.payload.create({ collection: 'alumni-directory', data: entry, req })
    await req.payload.update({
      collection: 'alumni-registrations',
      id: doc.id,
      data: { directory_entry: created.id },
      req,
      context: { syncingDirectory: true },
    })
    return { ...doc, directory_entry: created.id }
  }
  if (entryId && previousDoc?.status === 'accepted') {
    await req.payload.delete({ collection: 'alumni-directory', id: entryId, req })
    await req.payload.update({
      collection: 'alumni-registrations',
      id: doc.id,
      data: { directory_entry: null },
      req,
      context: { syncingDirectory: true },
    })
    return { ...doc, directory_entry: null }
  }
  return doc
}

const removeDirectoryEntry: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const entryId = typeof doc.directory_entry === 'object' ? doc.directory_entry?.id : doc.directory_entry
  if (entryId) await req.payload.delete({ collection: 'alumni-directory', where: { id: { equals: entryId } }, req })
  return doc
}

/** Alumni registrations (§2.19, §3 Alumni registration). */
export const AlumniRegistrations: CollectionConfig = {
  slug: 'alumni-registrations',
  labels: { singular: 'Alumni registration', plural: 'Alumni registrations' },
  access: access.access,
  admin: {
    group: 'Submissions',
    hidden: access.hidden,
    useAsTitle: 'name',
    defaultColumns: ['reference', 'name', 'sab_academic_qualifications', 'intake', 'status', 'createdAt'],
    listSearchableFields: SEARCHABLE,
    description: 'Accepting a registration lists the person in the public alumni directory.',
    components: { beforeListTable: ['@/screens/backOffice/ExportButton#ExportButton'] },
  },
  defaultSort: '-createdAt',
  endpoints: [exportEndpoint('alumni-registrations', access.allowed, SEARCHABLE)],
  hooks: { beforeChange: [recordDecision('alumni-registrations')], afterChange: [syncDirectoryEntry], afterDelete: [removeDirectoryEntry] },
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
