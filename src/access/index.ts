import type { Access, FieldAccess, PayloadRequest } from 'payload'

/** Signed-in staff member. */
export const isStaff = ({ req }: { req: PayloadRequest }): boolean => Boolean(req.user)

export const anyone: Access = () => true

/** Public content: everyone reads it, only staff change it. */
export const publicContentAccess = {
  read: anyone,
  create: isStaff,
  update: isStaff,
  delete: isStaff,
}

type StaffRole = 'admin' | 'editor' | 'admissions' | 'alumni'

export function roleOf(user: unknown): StaffRole | undefined {
  return (user as { role?: StaffRole } | null | undefined)?.role
}

/** Signed-in administrator. */
export const isAdmin = ({ req }: { req: { user?: unknown } }): boolean => roleOf(req.user) === 'admin'

/**
 * For fields only administrators may set: what injects script into the pages
 * or decides where mail goes. Other staff see the value and cannot change it;
 * a value they send is dropped.
 */
export const adminOnlyField: { create: FieldAccess; update: FieldAccess } = {
  create: ({ req }) => isAdmin({ req }),
  update: ({ req }) => isAdmin({ req }),
}

/**
 * Submissions hold personal data: each kind is seen only by the roles that
 * work on it, and administrators. Nobody creates them through Payload's API;
 * they arrive only through the /v1 forms (which use the local API).
 */
export function submissionAccess(...roles: StaffRole[]) {
  const allowed = (user: unknown) => {
    const role = roleOf(user)
    return role === 'admin' || (role !== undefined && roles.includes(role))
  }
  const access: Access = ({ req }) => allowed(req.user)
  return {
    allowed,
    access: { read: access, update: access, delete: access, create: () => false, readVersions: access },
    hidden: ({ user }: { user: unknown }) => !allowed(user),
  }
}
