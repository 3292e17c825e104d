import type { Access, CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isAdmin, isStaff, STAFF_ROLES } from '@/services/access'
import { auditRoleChange, auditSignIn } from '@/services/audit/accountHooks'
import { getEnv } from '@/settings'
import { limitLoginAttempts, recordSuccessfulLogin } from '@/services/security/loginLimitHooks'
import { PASSWORD_RESET_SUBJECT, passwordResetHtml } from '@/services/security/passwordReset'
import { sessionCookie } from '@/services/security/sessionCookie'

/** Administrators see every account; other staff only their own. */
const readAccounts: Access = ({ req }) => {
  if (!req.user) return false
  return isAdmin({ req }) ? true : { id: { equals: req.user.id } }
}

/**
 * The first account is always an administrator, however it is made (the
 * /admin create-first-user form, POST /api/users/first-register, a script):
 * otherwise nobody could ever manage staff.
 */
const firstAccountIsAdministrator: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  return totalDocs === 0 ? { ...data, role: 'admin' } : data
}

/** Staff accounts for the back office. Administrators manage the others. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    tokenExpiration: 60 * 60 * 8,
    cookies: sessionCookie(getEnv().siteUrl),
    // Payload's own lock would let anyone lock an account with wrong
    // passwords; failed sign-ins are limited per address instead (src/services/security/loginLimits.ts).
    maxLoginAttempts: 0,
    forgotPassword: {
      generateEmailSubject: () => PASSWORD_RESET_SUBJECT,
      generateEmailHTML: passwordResetHtml,
    },
  },
  admin: { useAsTitle: 'email', group: 'Site', defaultColumns: ['name', 'email', 'role'] },
  access: {
    read: readAccounts,
    create: isAdmin,
    delete: isAdmin,
    update: ({ req, id }) => isAdmin({ req }) || (req.user ? req.user.id === id : false),
    admin: isStaff,
  },
  hooks: {
    beforeOperation: [limitLoginAttempts],
    beforeChange: [firstAccountIsAdministrator],
    afterChange: [auditRoleChange],
    afterLogin: [recordSuccessfulLogin, auditSignIn],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: STAFF_ROLES.map(({ value, label }) => ({ value, label })),
      // Only an administrator changes roles, so nobody can make themselves one.
      access: { update: ({ req }) => isAdmin({ req }) },
      saveToJWT: true,
    },
  ],
}
