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
