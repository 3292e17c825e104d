/**
 * What an application owes (decision 054): the fee kept on it when it
 * arrived; applications sent before the fee was kept owe the fee the
 * settings state now.
 */
import type { Payload } from 'payload'

import { currentFee } from '@/model/collections/DegreeApplications/hooks/chargeCurrentFee'

/** The fee in rupees this application must be paid with. */
export async function feeOf(payload: Payload, application: Record<string, unknown>, req?: { transactionID: number | string }): Promise<number> {
  const kept = application.fee_amount
  // A numeric column may come back as text.
  if ((typeof kept === 'number' || typeof kept === 'string') && kept !== '' && Number.isFinite(Number(kept))) return Number(kept)
  return currentFee(payload, req)
}
