import type { Access } from 'payload'

import { isAdmin } from '@/services/access'

/** Administrators see every account; other staff only their own. */
export const readAccounts: Access = ({ req }) => {
  if (!req.user) return false
  return isAdmin({ req }) ? true : { id: { equals: req.user.id } }
}

/** Administrators change every account; other staff only their own (its role excepted: see the role field). */
export const updateAccounts: Access = ({ req, id }) => isAdmin({ req }) || (req.user ? req.user.id === id : false)
