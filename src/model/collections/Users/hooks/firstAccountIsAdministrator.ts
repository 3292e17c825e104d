import type { CollectionBeforeChangeHook } from 'payload'

/**
 * The first account is always an administrator, however it is made (the
 * /admin create-first-user form, POST /api/users/first-register, a script):
 * otherwise nobody could ever manage staff.
 */
export const firstAccountIsAdministrator: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  return totalDocs === 0 ? { ...data, role: 'admin' } : data
}
