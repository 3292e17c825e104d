/**
 * The fee an application is charged (decision 054): the site settings' fee
 * when it arrives, kept on it, so that a later change of the settings does
 * not change what its applicant owes or what a payment must be.
 */
import type { CollectionBeforeChangeHook, Payload, PayloadRequest } from 'payload'

import { APPLICATION_FEE_RS } from '@/foundations/siteDefaults'

/** The fee in rupees the site settings state now. */
export async function currentFee(payload: Payload, req?: Partial<PayloadRequest>): Promise<number> {
  const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })) as { application_fee?: number | null }
  return typeof settings.application_fee === 'number' ? settings.application_fee : APPLICATION_FEE_RS
}

export const chargeCurrentFee: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation === 'create' && typeof data.fee_amount !== 'number') data.fee_amount = await currentFee(req.payload, req)
  return data
}
