/**
 * A stand-in for PayHere's checkout, for tests: a small HTTP server that
 * takes the checkout form's POST, checks its hash, shows the order with a
 * "Pay" button and a way back, and on "Pay" sends the signed notice to the
 * form's notify_url (server to server, as PayHere does) before sending the
 * browser to return_url. It signs with its own code from the published
 * formula, never the site's, so that a mistake in one is not copied into
 * the other.
 */
import { createHash, randomInt } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type StandInMerchant = { merchantId: string; secret: string }

const md5 = (text: string) => createHash('md5').update(text).digest('hex').toUpperCase()

/** The checkout form's hash as PayHere's documentation writes it. */
export function standInCheckoutHash(merchant: StandInMerchant, orderId: string, amount: string, currency: string): string {
  return md5(`${merchant.merchantId}${orderId}${amount}${currency}${md5(merchant.secret)}`)
}

/** A notice's md5sig as PayHere's documentation writes it. */
export function standInNoticeSignature(merchant: StandInMerchant, orderId: string, amount: string, currency: string, statusCode: string): string {
  return md5(`${merchant.merchantId}${orderId}${amount}${currency}${statusCode}${md5(merchant.secret)}`)
}

export type NoticeFields = {
  order_id: string
  payment_id?: string
  payhere_amount: string
  payhere_currency?: string
  status_code: string
  method?: string
}

/** A whole notice as PayHere sends it, signed (the masked card fields included, which the site must never keep). */
export function signedNotice(merchant: StandInMerchant, fields: NoticeFields): URLSearchParams {
  const currency = fields.payhere_currency ?? 'LKR'
  return new URLSearchParams({
    merchant_id: merchant.merchantId,
    order_id: fields.order_id,
    payment_id: fields.payment_id ?? String(320000000000 + randomInt(1_000_000)),
    payhere_amount: fields.payhere_amount,
    payhere_currency: currency,
    status_code: fields.status_code,
    md5sig: standInNoticeSignature(merchant, fields.order_id, fields.payhere_amount, currency, fields.status_code),
    method: fields.method ?? 'TEST',
    status_message: fields.status_code === '2' ? 'Successfully completed the payment.' : 'Payment not completed.',
    card_holder_name: 'Test Card Holder',
    card_no: '************1292',
    card_expiry: '12/30',
  })
}

const CHECKOUT_FIELDS = ['merchant_id', 'return_url', 'cancel_url', 'notify_url', 'order_id', 'items', 'currency', 'amount', 'first_name', 'last_name', 'email', 'phone', 'address', 'city', 'country', 'hash'] as const

type Checkout = Record<(typeof CHECKOUT_FIELDS)[number], string>

export type SentNotice = { orderId: string; status: number; reply: string }

export type PayhereStandIn = {
  /** Where the checkout form posts: `${origin}/pay/checkout`. */
  checkoutUrl: string
  /** Each notice sent to a notify_url, with the answer it got. */
  notices: SentNotice[]
  /** The status code the next "Pay" sends (2: paid by default). */
  nextStatusCode: string
  /** Send the notice this long after the browser was sent back, as PayHere may (0: before, the default). */
  noticeDelayMs: number
  close: () => Promise<void>
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function readBody(request: http.IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (text += chunk))
    request.on('end', () => resolve(new URLSearchParams(text)))
    request.on('error', reject)
  })
}

function page(response: http.ServerResponse, status: number, body: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
  response.end(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>PayHere stand-in</title></head><body>${body}</body></html>`)
}

export async function startPayhereStandIn(merchant: StandInMerchant): Promise<PayhereStandIn> {
  const checkouts = new Map<string, Checkout>()
  const notices: SentNotice[] = []
  const state: PayhereStandIn = { checkoutUrl: '', notices, nextStatusCode: '2', noticeDelayMs: 0, close: async () => undefined }

  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in')
      if (request.method !== 'POST') return page(response, 405, '<p>POST only.</p>')
      const form = await readBody(request)
      if (url.pathname === '/pay/checkout') {
        const missing = CHECKOUT_FIELDS.filter((name) => !form.get(name))
        if (missing.length) return page(response, 400, `<p>Missing ${escape(missing.join(', '))}.</p>`)
        const checkout = Object.fromEntries(CHECKOUT_FIELDS.map((name) => [name, form.get(name) as string])) as Checkout
        if (checkout.merchant_id !== merchant.merchantId) return page(response, 400, '<p>Unknown merchant.</p>')
        if (checkout.hash !== standInCheckoutHash(merchant, checkout.order_id, checkout.amount, checkout.currency)) {
          return page(response, 400, '<p>Hash value mismatch.</p>')
        }
        const token = String(randomInt(1e9))
        checkouts.set(token, checkout)
        return page(
          response,
          200,
          `<h1>Pay ${escape(checkout.currency)} ${escape(checkout.amount)}</h1><p>${escape(checkout.items)} (order ${escape(checkout.order_id)})</p>` +
            `<p>Paying as ${escape(checkout.first_name)} ${escape(checkout.last_name)} (${escape(checkout.email)})</p>` +
            `<form method="post" action="/pay/${token}"><button type="submit">Pay</button></form>` +
            `<p><a href="${escape(checkout.cancel_url)}">Cancel and go back</a></p>`,
        )
      }
      const checkout = checkouts.get(url.pathname.replace(/^\/pay\//, ''))
      if (!checkout) return page(response, 404, '<p>No such checkout.</p>')
      const notice = signedNotice(merchant, { order_id: checkout.order_id, payhere_amount: checkout.amount, payhere_currency: checkout.currency, status_code: state.nextStatusCode })
      const sendNotice = async () => {
        const answer = await fetch(checkout.notify_url, { method: 'POST', body: notice, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
        notices.push({ orderId: checkout.order_id, status: answer.status, reply: await answer.text() })
      }
      if (state.noticeDelayMs === 0) await sendNotice()
      else setTimeout(() => void sendNotice().catch(() => notices.push({ orderId: checkout.order_id, status: 0, reply: 'unreachable' })), state.noticeDelayMs)
      // PayHere adds the order id to the return address.
      const back = new URL(checkout.return_url)
      back.searchParams.set('order_id', checkout.order_id)
      response.writeHead(302, { location: back.toString() })
      response.end()
    })().catch(() => {
      if (!response.headersSent) page(response, 500, '<p>The stand-in failed.</p>')
      else response.destroy()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  state.checkoutUrl = `http://127.0.0.1:${port}/pay/checkout`
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return state
}
