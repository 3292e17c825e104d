import type { Access, PayloadRequest } from 'payload'

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

export type StaffRole = 'admin' | 'editor' | 'admissions' | 'alumni'

export function roleOf(user: unknown): StaffRole | undefined {
  return (user as { role?: StaffRole } | null | undefined)?.role
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
