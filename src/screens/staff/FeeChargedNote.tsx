import type { Payload } from 'payload'

import { currentFee } from '@/model/collections/DegreeApplications/hooks/chargeCurrentFee'

const rupees = (amount: number) => `Rs ${amount.toLocaleString('en-LK', { maximumFractionDigits: 2 })}`

/** What staff are told when an application's fee charged is not the fee the settings state today; nothing when they agree. */
export function feeChargedNote(charged: unknown, today: number): string | null {
  if (typeof charged !== 'number' || charged === today) return null
  return `This application was charged ${rupees(charged)}, the fee when it was sent; today's fee is ${rupees(today)}. A payment must match the fee charged: check a change of the fee in the audit log.`
}

/**
 * Beside an application's fee charged: a note when it differs from today's
 * fee, so that staff see a fee that was lowered (or raised) for a while, and
 * what was paid against it.
 */
export async function FeeChargedNote({ data, payload }: { data?: { fee_amount?: unknown } | null; payload: Payload }) {
  const note = feeChargedNote(data?.fee_amount, await currentFee(payload))
  if (!note) return null
  return (
    <p role="note" className="fee-charged-note" style={{ margin: '0 0 1.5rem', padding: '0.5rem 0.75rem', borderLeft: '4px solid var(--theme-warning-500)', background: 'var(--theme-warning-100)' }}>
      {note}
    </p>
  )
}
