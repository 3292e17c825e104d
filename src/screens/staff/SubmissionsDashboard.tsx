import Link from 'next/link'
import type { Payload, TypedUser } from 'payload'

import { submissionCounts } from '@/screens/staff/submissionCounts'

/**
 * Above the dashboard's cards: the submissions in each status, each count a
 * link to the list filtered by that status. A role that may not read a kind
 * of submission does not see it; a role that may read none sees nothing.
 */
export async function SubmissionsDashboard({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  const summaries = await submissionCounts(payload, user)
  if (summaries.length === 0) return null
  return (
    <section aria-labelledby="submissions-dashboard-heading" className="submissions-dashboard">
      <h2 id="submissions-dashboard-heading">Needs attention</h2>
      <div className="submissions-dashboard__cards">
        {summaries.map((summary) => (
          <div key={summary.slug} className="submissions-dashboard__card">
            <h3>
              <Link href={summary.href}>{summary.label}</Link>
            </h3>
            <ul>
              {summary.statuses.map((status) => (
                <li key={status.value} data-status={status.value} className={status.value === 'new' && status.count > 0 ? 'is-new' : undefined}>
                  <Link href={status.href}>
                    <strong>{status.count}</strong> {status.label.toLowerCase()}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  )
}
