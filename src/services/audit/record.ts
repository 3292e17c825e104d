/**
 * Writes one audit log entry: who, what, about which record, from which
 * address. Entries never hold an applicant's personal data, only references
 * and counts, so erasing a person never has to touch the log.
 *
 * The caller awaits it before handing anything out: a download whose entry
 * could not be written does not happen.
 */
import type { Payload, PayloadRequest } from 'payload'

import { roleOf } from '@/services/access'
import { clientAddress } from '@/services/security/clientAddress'

import { SITE_ACTOR, type AuditAction } from './actions'

export const AUDIT_COLLECTION = 'audit-log'

export type AuditEntry = {
  action: AuditAction
  /** The signed-in staff member; none for what the site does by itself. */
  user?: unknown
  /** The request's headers, for the address; none for what the site does by itself. */
  headers?: Headers
  /** Which record or list, by reference or name: never a person's data. */
  subject: string
  /** Counts and the like. */
  detail?: Record<string, unknown>
  /** Unique: a second entry with the same key is refused (a job's claim on its run). */
  runKey?: string
}

type Account = { id?: number | string; email?: string }

export async function recordAudit(payload: Payload, entry: AuditEntry, req?: Partial<PayloadRequest>): Promise<void> {
  const account = entry.user as Account | undefined
  await payload.create({
    collection: AUDIT_COLLECTION,
    data: {
      action: entry.action,
      actor: typeof account?.id === 'number' ? account.id : undefined,
      actor_name: account?.email ?? SITE_ACTOR,
      actor_role: roleOf(account) ?? '',
      subject: entry.subject.slice(0, 500),
      detail: entry.detail ?? null,
      address: entry.headers ? clientAddress(entry.headers) : '',
      run_key: entry.runKey,
    },
    overrideAccess: true,
    req,
  })
}

/**
 * Claims a run that must happen once across every instance, by writing its
 * entry with a unique run key: true for the first claim, false when the key
 * is taken already. Any other failure is thrown.
 */
export async function claimRun(payload: Payload, entry: AuditEntry & { runKey: string }): Promise<boolean> {
  try {
    await recordAudit(payload, entry)
    return true
  } catch (error) {
    const taken = await payload.count({ collection: AUDIT_COLLECTION, where: { run_key: { equals: entry.runKey } }, overrideAccess: true })
    if (taken.totalDocs > 0) return false
    throw error
  }
}
