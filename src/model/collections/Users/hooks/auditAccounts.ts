/** Staff sign-ins and role changes, on record (the audit log). */
import type { CollectionAfterChangeHook, CollectionAfterLoginHook } from 'payload'

import { roleOf, STAFF_ROLES } from '@/services/access'

import { recordAudit } from '@/services/audit/record'

const roleLabel = (role: unknown) => STAFF_ROLES.find((entry) => entry.value === role)?.label ?? String(role ?? 'none')

export const auditSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  await recordAudit(req.payload, { action: 'sign_in', user, headers: req.headers, subject: `Account ${String(user.email)}` }, req)
}

/** A new account's role, or a changed one; written in the same transaction as the change. */
export const auditRoleChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const before = operation === 'create' ? undefined : roleOf(previousDoc)
  const after = roleOf(doc)
  if (operation === 'update' && before === after) return doc
  await recordAudit(
    req.payload,
    {
      action: 'role_change',
      user: req.user ?? undefined,
      headers: req.headers,
      subject: `Account ${String(doc.email)}: ${operation === 'create' ? 'new account' : roleLabel(before)} → ${roleLabel(after)}`,
      detail: { account: doc.id, from: before ?? null, to: after ?? null },
    },
    req,
  )
  return doc
}
