import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access'

export const STAFF_ROLES = [
  { label: 'Administrator', value: 'admin' },
  { label: 'Editor', value: 'editor' },
  { label: 'Admissions officer', value: 'admissions' },
  { label: 'Alumni office', value: 'alumni' },
] as const

const isAdmin = ({ req }: { req: { user?: unknown } }) =>
  (req.user as { role?: string } | null | undefined)?.role === 'admin'

/** Staff accounts for the back office. Administrators manage the others. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: { tokenExpiration: 60 * 60 * 8, maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
  admin: { useAsTitle: 'email', group: 'Site', defaultColumns: ['name', 'email', 'role'] },
  access: {
    read: isStaff,
    create: isAdmin,
    delete: isAdmin,
    update: ({ req, id }) => isAdmin({ req }) || (req.user ? req.user.id === id : false),
    admin: isStaff,
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: [...STAFF_ROLES],
      // Only an administrator changes roles, so nobody can make themselves one.
      access: { update: ({ req }) => isAdmin({ req }) },
      saveToJWT: true,
    },
  ],
}
