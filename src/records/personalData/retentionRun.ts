/**
 * The daily retention run: every submission whose period has passed (site
 * settings, counted from its decision or answer) loses its files and its
 * personal fields. One run per Sri Lankan day across every instance: the run
 * first claims the day in the audit log, and a second claim fails. A record
 * that cannot be cleared is counted, left as it was, and found again by the
 * next day's run; it never stops the others. Sent and given-up mail older
 * than a month leaves the outbox in the same run.
 */
import type { Payload, Where } from 'payload'

import { claimRun, recordAudit } from '@/services/audit/record'
import { removeFinishedMail } from '@/services/mail/outbox'
import type { FileStore } from '@/services/storage/fileStore'

import { clearPersonalData } from './clearing'
import { scrubDeletedData } from './scrub'
import { addMonths, colomboDay, RETENTION_RULES, retentionPeriodsOf, type RetentionRule } from '@/foundations/retentionPeriods'

export type RetentionResult =
  | { ran: false; day: string }
  | { ran: true; day: string; cleared: Record<string, number>; files: number; failed: number }

/** Records of `rule` decided before `cutoff` and not yet cleared; one decided before the decision date was kept counts from its last change. */
function dueWhere(rule: RetentionRule, cutoff: Date): Where {
  return {
    and: [
      { status: { equals: rule.status } },
      { personal_data_cleared_at: { exists: false } },
      {
        or: [
          { decided_at: { less_than: cutoff.toISOString() } },
          { and: [{ decided_at: { exists: false } }, { updatedAt: { less_than: cutoff.toISOString() } }] },
        ],
      },
    ],
  }
}

export async function runRetention(payload: Payload, { now, store }: { now: Date; store: FileStore }): Promise<RetentionResult> {
  const day = colomboDay(now)
  // A claim already made (by another instance, or an earlier run the same day) means this run is done.
  if (!(await claimRun(payload, { action: 'retention_run', subject: `Retention run of ${day}: started`, runKey: `retention:${day}` }))) return { ran: false, day }
  const periods = retentionPeriodsOf((await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })) as unknown as Record<string, unknown>)
  const cleared: Record<string, number> = {}
  let files = 0
  let failed = 0
  for (const rule of RETENTION_RULES) {
    const cutoff = addMonths(now, -periods[rule.period])
    const { docs } = await payload.find({ collection: rule.collection, where: dueWhere(rule, cutoff), pagination: false, depth: 0, overrideAccess: true })
    cleared[rule.label] = 0
    for (const doc of docs) {
      try {
        files += (await clearPersonalData(payload, rule.collection, doc as unknown as Parameters<typeof clearPersonalData>[2], store, now)).files
        cleared[rule.label] = (cleared[rule.label] ?? 0) + 1
      } catch (error) {
        failed += 1
        // The error's name only: a database error quotes the row, and the row is personal data.
        const reason = error instanceof Error ? error.name : 'Error'
        payload.logger.warn({ event: 'retention', collection: rule.collection, id: doc.id, reason }, 'A record could not be cleared; the next run tries again')
      }
    }
  }
  const total = Object.values(cleared).reduce((sum, count) => sum + count, 0)
  const mails = await removeFinishedMail(payload, now)
  if (total > 0 || mails > 0) await scrubDeletedData(payload)
  await recordAudit(payload, {
    action: 'retention_run',
    subject: `Retention run of ${day}: ${total} record${total === 1 ? '' : 's'} cleared${failed ? `, ${failed} left for the next run` : ''}`,
    detail: { cleared, files, failed, periods, mails },
  })
  payload.logger.info({ event: 'retention', day, cleared: total, files, failed }, 'Retention run finished')
  return { ran: true, day, cleared, files, failed }
}
