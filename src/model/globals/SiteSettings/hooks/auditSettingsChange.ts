/**
 * Every save that changes the site settings, on record (the audit log): who,
 * when, from where and which fields, by name. The values are left out (a
 * mailbox, a bank account, the privacy notice's officer), except the
 * application fee's, which is what an applicant is charged and no one's
 * personal data. Written in the same transaction as the change.
 */
import type { GlobalAfterChangeHook } from 'payload'

import { recordAudit } from '@/services/audit/record'

/** Kept by the system, not set by staff. */
const BOOKKEEPING = new Set(['id', 'globalType', 'createdAt', 'updatedAt', 'last_changed_by'])

/** Settings whose old and new values the entry keeps: amounts, never a person's details. */
const VALUES_KEPT = new Set(['application_fee'])

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The names of the top-level fields whose stored values differ, in the order of the saved record. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const names = [...new Set([...Object.keys(after), ...Object.keys(before)])]
  return names.filter((name) => !BOOKKEEPING.has(name) && !same(before[name], after[name]))
}

export const auditSettingsChange: GlobalAfterChangeHook = async ({ doc, previousDoc, global, req }) => {
  // The saved record as stored (ids, not the uploads they name), beside the record as it was before the save.
  const saved = (await req.payload.findGlobal({ slug: global.slug, depth: 0, overrideAccess: true, req })) as unknown as Record<string, unknown>
  const before = (previousDoc ?? {}) as Record<string, unknown>
  const fields = changedFields(before, saved)
  if (fields.length === 0) return doc
  const values = Object.fromEntries(fields.filter((name) => VALUES_KEPT.has(name)).map((name) => [name, { from: before[name] ?? null, to: saved[name] ?? null }]))
  await recordAudit(
    req.payload,
    {
      action: 'settings_change',
      user: req.user ?? undefined,
      headers: req.headers,
      subject: `${typeof global.label === 'string' ? global.label : global.slug}: ${fields.join(', ')}`,
      detail: { fields, ...values },
    },
    req,
  )
  return doc
}
