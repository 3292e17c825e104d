/**
 * The fields of the form that sends an applicant to PayHere's checkout page
 * for an application's fee, and where that form posts. The order id is the
 * application's reference, so that the notice finds it; the amount and its
 * hash are the fee the application was charged, in LKR.
 */
import type { Payer } from '@/foundations/formRules/payer'

import { type Merchant, checkoutHash, payhereAmount } from './payhere'

/** Where PayHere sends its notice, under the site's origin (src/sides/submissions/paymentNotice.ts answers it). */
export const PAYHERE_NOTIFY_URL_PATH = '/v1/payments/payhere/notify'

/** Where the browser comes back to: the status page, told whether the applicant paid or turned back. */
export const PAYMENT_RETURN_PATH = '/application-status'

/** What the order is: the application's reference, its degree and the fee it was charged. */
export type CheckoutOrder = {
  reference: string
  degree_name?: string | null
  /** In rupees. */
  fee: number
}

export type Checkout = { action: string; fields: Record<string, string> }

/**
 * The checkout form: the order from the application, and the payer's
 * details as the payer typed them (src/foundations/formRules/payer.ts), never as the
 * application stored them.
 */
export function checkoutFields(merchant: Merchant & { checkoutUrl: string }, order: CheckoutOrder, payer: Payer, siteOrigin: string): Checkout {
  const origin = siteOrigin.replace(/\/+$/, '')
  const amount = payhereAmount(order.fee)
  const currency = 'LKR'
  const back = (payment: string) => `${origin}${PAYMENT_RETURN_PATH}?${new URLSearchParams({ reference: order.reference, payment })}`
  return {
    action: merchant.checkoutUrl,
    fields: {
      merchant_id: merchant.merchantId,
      return_url: back('returned'),
      cancel_url: back('cancelled'),
      notify_url: `${origin}${PAYHERE_NOTIFY_URL_PATH}`,
      order_id: order.reference,
      items: order.degree_name ? `Application fee: ${order.degree_name}` : 'Application fee',
      currency,
      amount,
      ...payer,
      country: 'Sri Lanka',
      hash: checkoutHash(merchant, { orderId: order.reference, amount, currency }),
    },
  }
}
