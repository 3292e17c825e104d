/**
 * PayHere's checkout and payment notice, as its merchant documentation
 * publishes them. The checkout form carries a hash of the order that only the
 * merchant secret can make; the server-to-server notice carries `md5sig`,
 * made the same way with the payment's status code, and it alone decides
 * that a fee is paid (the browser's return proves nothing).
 *
 * hash   = UPPER(MD5(merchant_id + order_id + amount + currency + UPPER(MD5(secret))))
 * md5sig = UPPER(MD5(merchant_id + order_id + payhere_amount + payhere_currency + status_code + UPPER(MD5(secret))))
 *
 * The amount is written with two decimals and no thousands separator.
 */
import { createHash, timingSafeEqual } from 'node:crypto'

export { PAYHERE_CHECKOUT } from '@/server/serverSettings.mjs'

/** The notice's status codes and what each means for the fee. */
export const PAYHERE_STATUSES = {
  '2': 'paid',
  '0': 'pending',
  '-1': 'cancelled',
  '-2': 'failed',
  '-3': 'charged_back',
} as const

export type PayhereStatusCode = keyof typeof PAYHERE_STATUSES
export type PaymentState = (typeof PAYHERE_STATUSES)[PayhereStatusCode]

export type Merchant = { merchantId: string; secret: string }

const upperMd5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase()

/** An amount of rupees as PayHere writes it: 1250 → '1250.00'. */
export function payhereAmount(rupees: number): string {
  if (!Number.isFinite(rupees) || rupees < 0) throw new RangeError('An amount is a number of rupees, zero or more.')
  return rupees.toFixed(2)
}

/** The `hash` of the checkout form for this order. */
export function checkoutHash(merchant: Merchant, order: { orderId: string; amount: string; currency: string }): string {
  return upperMd5(merchant.merchantId + order.orderId + order.amount + order.currency + upperMd5(merchant.secret))
}

/** The `md5sig` a genuine notice for these values carries. */
export function noticeSignature(merchant: Merchant, notice: { orderId: string; amount: string; currency: string; statusCode: string }): string {
  return upperMd5(merchant.merchantId + notice.orderId + notice.amount + notice.currency + notice.statusCode + upperMd5(merchant.secret))
}

export type PaymentNotice = {
  orderId: string
  paymentId: string
  amount: string
  currency: string
  statusCode: PayhereStatusCode
  state: PaymentState
  /** VISA, MASTER, AMEX, EZCASH, MCASH, GENIE, VISHWA, PAYAPP, HNB, FRIMI or TEST. */
  method: string
}

export type NoticeCheck = { ok: true; notice: PaymentNotice } | { ok: false; reason: string }

const field = (fields: URLSearchParams, name: string) => fields.get(name)?.trim() ?? ''

const NOTICE_FIELD_NAMES = {
  merchantId: 'merchant_id',
  orderId: 'order_id',
  paymentId: 'payment_id',
  amount: 'payhere_amount',
  currency: 'payhere_currency',
  statusCode: 'status_code',
  signature: 'md5sig',
  method: 'method',
} as const

/**
 * A notice's fields, checked: every one PayHere sends is there, the merchant
 * is ours, the status code is one it defines, and `md5sig` matches (compared
 * in constant time). Whether the amount is the order's fee is the caller's
 * check: only the stored application knows it.
 */
export function checkNotice(merchant: Merchant, fields: URLSearchParams): NoticeCheck {
  const values = Object.fromEntries(Object.entries(NOTICE_FIELD_NAMES).map(([name, sent]) => [name, field(fields, sent)])) as Record<
    keyof typeof NOTICE_FIELD_NAMES,
    string
  >
  const missing = Object.entries(values).filter(([name, value]) => name !== 'method' && value === '')
  // Named as the notice names them, so that a refusal points at the field PayHere sent.
  if (missing.length) return { ok: false, reason: `missing ${missing.map(([name]) => NOTICE_FIELD_NAMES[name as keyof typeof values]).join(', ')}` }
  if (values.merchantId !== merchant.merchantId) return { ok: false, reason: 'another merchant' }
  if (!Object.hasOwn(PAYHERE_STATUSES, values.statusCode)) return { ok: false, reason: 'unknown status code' }
  const expected = Buffer.from(noticeSignature(merchant, values))
  const sent = Buffer.from(values.signature.toUpperCase())
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return { ok: false, reason: 'bad signature' }
  const statusCode = values.statusCode as PayhereStatusCode
  return {
    ok: true,
    notice: {
      orderId: values.orderId,
      paymentId: values.paymentId,
      amount: values.amount,
      currency: values.currency,
      statusCode,
      state: PAYHERE_STATUSES[statusCode],
      method: values.method,
    },
  }
}
