import type { Access, FieldAccess, PayloadRequest } from 'payload'

/** Signed-in staff member. */
export const isStaff = ({ req }: { req: PayloadRequest }): boolean => Boolean(req.user)

export const anyone: Access = () => true

/** Public files: everyone reads them, only staff change them. */
export const publicContentAccess = {
  read: anyone,
  create: isStaff,
  update: isStaff,
  delete: isStaff,
}

/**
 * Content with drafts (src/records/publishing/versions.ts): visitors, and every read
 * the pages and /v1 make (anonymous), see only what is published; staff see
 * drafts and the history too.
 */
const publishedUnlessStaff: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })

export const publishedContentAccess = {
  read: publishedUnlessStaff,
  readVersions: isStaff,
  create: isStaff,
  update: isStaff,
  delete: isStaff,
}

export const publishedGlobalAccess = {
  read: publishedUnlessStaff,
  readVersions: isStaff,
  update: isStaff,
}

/**
 * The back office's staff roles, in the order the role field lists them
 * (docs/decisions/011). `value` is stored on each account (a PostgreSQL enum):
 * a new role needs a migration and a row in the access matrix test.
 */
export const STAFF_ROLES = [
  { value: 'admin', label: 'Administrator' },
  { value: 'editor', label: 'Editor' },
  { value: 'admissions', label: 'Admissions officer' },
  { value: 'alumni', label: 'Alumni office' },
] as const

export type StaffRole = (typeof STAFF_ROLES)[number]['value']

/** Every role's stored value, in the list's order. */
export const STAFF_ROLE_VALUES: readonly StaffRole[] = STAFF_ROLES.map((role) => role.value)

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
