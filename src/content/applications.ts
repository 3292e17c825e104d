/** What the degree application pages show besides the form: where to pay the fee and whom to write to. */
import { getDegreePrograms } from './academics'
import { getSiteSettings } from './contact'
import { getServiceLinks } from './services'

/** The admissions address ('' when the settings carry none) and the first online-payment link, if any. */
export type ApplicationFeeDetails = { admissionsEmail: string; onlinePaymentUrl?: string }

/** Never fails: a failed read leaves the address empty or the link out, and the form still shows. */
export async function getApplicationFeeDetails(): Promise<ApplicationFeeDetails> {
  const [settings, payments] = await Promise.all([getSiteSettings().catch(() => null), getServiceLinks('online-payment').catch(() => [])])
  return { admissionsEmail: settings?.email ?? '', onlinePaymentUrl: payments.find((link) => link.url)?.url }
}

export type DegreeChoice = { id: number; name: string }

/** The degrees of the picker form's 'Select Degree' list, by programme name. */
export async function getDegreeChoices(): Promise<DegreeChoice[]> {
  return (await getDegreePrograms()).map((degree) => ({ id: degree.id, name: degree.program_name }))
}
