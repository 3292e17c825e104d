/** What the degree application pages show besides the form: where to pay the fee and whom to write to. */
import { onlinePayment } from '@/settings'
import { APPLICATION_FEE_RS } from '@/foundations/siteDefaults'

import { getDegreePrograms } from './academics'
import { type FeeBankAccount, getSiteSettings } from './contact'
import { getServiceLinks } from './services'

/**
 * The fee notice's facts, from the site settings: the fee, the deposit account
 * (null: only online payment is offered), the admissions address ('' when the
 * settings carry none) and the first online-payment link, if any.
 */
export type ApplicationFeeDetails = {
  feeRs: number
  bank: FeeBankAccount | null
  admissionsEmail: string
  onlinePaymentUrl?: string
  /** The fee may be paid through PayHere from the form (PAYHERE_MERCHANT_ID and _SECRET set, decision 055). */
  payOnline: boolean
}

/** Never fails: a failed read gives the spec's fee and no account or address, and the form still shows. */
export async function getApplicationFeeDetails(): Promise<ApplicationFeeDetails> {
  const [settings, payments] = await Promise.all([getSiteSettings().catch(() => null), getServiceLinks('online-payment').catch(() => [])])
  return {
    feeRs: settings?.application_fee ?? APPLICATION_FEE_RS,
    bank: settings?.fee_bank ?? null,
    admissionsEmail: settings?.admissions_email ?? '',
    onlinePaymentUrl: payments.find((link) => link.url)?.url,
    payOnline: onlinePayment() !== undefined,
  }
}

export type DegreeChoice = { id: number; name: string }

/** The degrees of the picker form's 'Select Degree' list, by programme name. */
export async function getDegreeChoices(): Promise<DegreeChoice[]> {
  return (await getDegreePrograms()).map((degree) => ({ id: degree.id, name: degree.program_name }))
}
