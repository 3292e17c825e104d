/**
 * The fields of the form that sends an applicant to PayHere's checkout page
 * for an application's fee, and where that form posts. The order id is the
 * application's reference, so that the notice finds it; the amount and its
 * hash are the fee the application was charged, in LKR.
 */
import { type Merchant, checkoutHash, payhereAmount } from './payhere'

/** Where PayHere sends its notice, under the site's origin (src/submissions/paymentNotice.ts answers it). */
export const PAYHERE_NOTIFY_URL_PATH = '/v1/payments/payhere/notify'

/** Where the browser comes back to: the status page, told whether the applicant paid or turned back. */
export const PAYMENT_RETURN_PATH = '/application-status'

export type CheckoutApplication = {
  reference: string
  full_name: string
  email_address: string
  mobile_no: string
  mailing_address: string
  degree_name?: string | null
  /** In rupees. */
  fee: number
}

export type Checkout = { action: string; fields: Record<string, string> }

/** PayHere asks for a first and a last name: the last word of the full name, and the words before it. */
function names(fullName: string): { first: string; last: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  if (words.length < 2) return { first: words[0] ?? '', last: words[0] ?? '' }
  return { first: words.slice(0, -1).join(' '), last: words.at(-1) as string }
}

/** PayHere asks for a city: the mailing address's last part, as Sri Lankan addresses end with the town. */
function city(address: string): string {
  const parts = address.split(/[,\n]/).map((part) => part.trim()).filter(Boolean)
  return parts.at(-1) ?? ''
}

export function checkoutFields(merchant: Merchant & { checkoutUrl: string }, application: CheckoutApplication, siteOrigin: string): Checkout {
  const origin = siteOrigin.replace(/\/+$/, '')
  const amount = payhereAmount(application.fee)
  const currency = 'LKR'
  const back = (payment: string) => `${origin}${PAYMENT_RETURN_PATH}?${new URLSearchParams({ reference: application.reference, payment })}`
  const { first, last } = names(application.full_name)
  return {
    action: merchant.checkoutUrl,
    fields: {
      merchant_id: merchant.merchantId,
      return_url: back('returned'),
      cancel_url: back('cancelled'),
      notify_url: `${origin}${PAYHERE_NOTIFY_URL_PATH}`,
      order_id: application.reference,
      items: application.degree_name ? `Application fee: ${application.degree_name}` : 'Application fee',
      currency,
      amount,
      first_name: first,
      last_name: last,
      email: application.email_address,
      phone: application.mobile_no,
      address: application.mailing_address.trim(),
      city: city(application.mailing_address),
      country: 'Sri Lanka',
      hash: checkoutHash(merchant, { orderId: application.reference, amount, currency }),
    },
  }
}
