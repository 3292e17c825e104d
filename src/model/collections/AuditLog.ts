import { APIError, type CollectionConfig } from 'payload'

import { isAdmin } from '@/services/access'
import { AUDIT_ACTIONS } from '@/services/audit/actions'
import { AUDIT_COLLECTION } from '@/services/audit/record'

const nobody = () => false

const UNCHANGEABLE = 'Audit log entries cannot be changed or deleted.'

/**
 * Who handled applicants' personal data, and staff accounts: written only by
 * the site's own code, read by administrators, never changed or deleted, not
 * even by code that skips access checks.
 */
export const AuditLog: CollectionConfig = {
  slug: AUDIT_COLLECTION,
  labels: { singular: 'Audit log entry', plural: 'Audit log' },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody, readVersions: nobody },
  admin: {
    group: 'Site',
    hidden: ({ user }) => !isAdmin({ req: { user } }),
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'action', 'actor_name', 'subject', 'address'],
    listSearchableFields: ['subject', 'actor_name', 'address'],
    description: 'Every download of an applicant’s document, CSV export, copy and erasure of a person’s data, retention run, staff sign-in and role change, scheduled publish (and its outcome) and change of the site settings. Entries cannot be changed or deleted.',
  },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  hooks: {
    beforeChange: [
      ({ operation, data }) => {
        if (operation !== 'create') throw new APIError(UNCHANGEABLE, 403, undefined, true)
        return data
      },
    ],
    beforeDelete: [
      () => {
        throw new APIError(UNCHANGEABLE, 403, undefined, true)
      },
    ],
  },
  fields: [
    { name: 'action', label: 'What', type: 'select', required: true, index: true, options: AUDIT_ACTIONS.map(({ value, label }) => ({ value, label })), admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        // The account may be deleted later: its e-mail and role are kept as they were.
        { name: 'actor', label: 'Account', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
        { name: 'actor_name', label: 'Who', type: 'text', required: true, index: true, admin: { readOnly: true } },
        { name: 'actor_role', label: 'Role', type: 'text', admin: { readOnly: true } },
        { name: 'address', label: 'From address', type: 'text', admin: { readOnly: true } },
      ],
    },
    { name: 'subject', label: 'Record or list', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'detail', label: 'Details', type: 'json', admin: { readOnly: true } },
    // A job that must run once across instances claims its run here: a second claim of the same key fails.
    { name: 'run_key', type: 'text', unique: true, admin: { hidden: true } },
  ],
  timestamps: true,
}
