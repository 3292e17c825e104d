import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff, STAFF_ROLES } from '@/services/access'
import { getEnv } from '@/settings'
import { PASSWORD_RESET_SUBJECT, passwordResetHtml } from '@/services/security/passwordReset'
import { sessionCookie } from '@/services/security/sessionCookie'

import { readAccounts, updateAccounts } from './access'
import { auditRoleChange, auditSignIn } from './hooks/auditAccounts'
import { firstAccountIsAdministrator } from './hooks/firstAccountIsAdministrator'
import { limitLoginAttempts, recordSuccessfulLogin } from './hooks/limitLogins'

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
    update: updateAccounts,
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
