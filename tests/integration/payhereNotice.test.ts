/**
 * PayHere's payment notices (issue 45, decision 054) against a stored
 * application: each notice changes exactly the fee fields it should, with
 * one history entry in the same write, and the mail it should; a forged,
 * short, foreign-currency or unknown notice changes nothing; a repeat
 * changes nothing and is still answered 200; a second payment never
 * overwrites a paid fee. The notices are signed by the PayHere stand-in's
 * own code (tests/support/payhereStandIn.ts), not the site's.
 */
import fs from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { notifyFeePayment } from '@/mail/notify'
import { PEER_HEADER } from '@/security/clientAddress'

import { pdfFile } from '../fixtures/uploads'
import { validApplication } from '../fixtures/submissions'
import { multipartRequest } from '../support/formRequests'
import { type NoticeFields, signedNotice, standInCheckoutHash, standInNoticeSignature } from '../support/payhereStandIn'

type Notices = typeof import('@/submissions/paymentNotice')
type RateLimiterClass = typeof import('@/security/rateLimit').RateLimiter

const ORIGIN = 'http://campus.test'
const TOKEN = 'test-xsrf-token-0123456789'
const MERCHANT = { merchantId: '1221149', secret: 'campus-test-secret' }
const FEE = 1250
const NOW = new Date('2026-11-28T10:15:00.000Z')

let payload: Payload
let notices: Notices
let RateLimiter: RateLimiterClass
let incomingDir: () => string
let counter = 0

/** What each notice asked to be mailed, recorded at once rather than waited for. */
let told: { reference: string; detail: string; applicant: boolean }[] = []
const recordMail: typeof notifyFeePayment = async (_payload, payment) => {
  told.push({ reference: payment.reference, detail: payment.detail, applicant: Boolean(payment.applicant) })
}

const peer = () => `203.0.113.${(counter += 1) % 250}`

/** A notice as PayHere's servers send it: no cookie, no Origin, no Sec-Fetch-Site. */
function noticeRequest(body: string | URLSearchParams, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}/v1/payments/payhere/notify`, {
    method: 'POST',
    body: String(body),
    headers: { 'content-type': 'application/x-www-form-urlencoded', [PEER_HEADER]: peer(), ...headers },
  })
}

const roomy = () => new RateLimiter(1000, 60_000)

async function send(fields: NoticeFields | URLSearchParams, extra: { limiter?: InstanceType<RateLimiterClass>; headers?: Record<string, string> } = {}) {
  const body = fields instanceof URLSearchParams ? fields : signedNotice(MERCHANT, fields)
  const response = await notices.receivePaymentNotice(noticeRequest(body, extra.headers), { limiter: extra.limiter ?? roomy(), notify: recordMail })
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string; errors?: Record<string, string> } }
}

/** A new application through the form's own handler. */
async function apply(email = `payer${(counter += 1)}@example.com`): Promise<{ id: number; reference: string }> {
  const { addStudentApplication } = await import('@/submissions/handlers')
  const form = new FormData()
  for (const [name, value] of Object.entries(validApplication({ email_address: email }))) form.append(name, value)
  form.append('nic', new Blob([new Uint8Array(pdfFile())]), 'nic.pdf')
  const response = await addStudentApplication(
    multipartRequest(`${ORIGIN}/v1/academicPage/addStudentApplication`, form, {
      origin: ORIGIN,
      cookie: `XSRF-TOKEN=${TOKEN}`,
      'x-xsrf-token': TOKEN,
      'sec-fetch-site': 'same-origin',
      [PEER_HEADER]: peer(),
      'idempotency-key': `payhere-test-${Date.now()}-${counter}`,
    }),
    { limiter: roomy() },
  )
  expect(response.status).toBe(201)
  const { reference } = (await response.json()) as { reference: string }
  const found = await payload.find({ collection: 'degree-applications', where: { reference: { equals: reference } }, overrideAccess: true, depth: 0 })
  return { id: found.docs[0]!.id as number, reference }
}

const row = async (id: number) => (await payload.findByID({ collection: 'degree-applications', id, overrideAccess: true, depth: 0 })) as unknown as Record<string, unknown> & { history: Record<string, unknown>[] }

const paid = (order_id: string, payment_id = '320025157750', status_code = '2'): NoticeFields => ({ order_id, payment_id, payhere_amount: '1250.00', status_code, method: 'VISA' })

/** The row after a notice that changed the fee: `before` with these fee fields and one more history entry, nothing else. */
function changedRow(before: Record<string, unknown> & { history: unknown[] }, fee: Record<string, unknown>, detail: string) {
  return {
    ...before,
    ...fee,
    history: [...before.history, expect.objectContaining({ event: 'payment', by: 'PayHere', detail, at: NOW.toISOString() })],
    updatedAt: expect.any(String),
  }
}

const PAID_FIELDS = {
  fee_method: 'online',
  fee_status: 'paid',
  payment_id: '320025157750',
  payment_method: 'VISA',
  payment_amount: '1250.00',
  payment_currency: 'LKR',
  payment_notice_at: NOW.toISOString(),
  fee_paid_at: NOW.toISOString(),
}

beforeAll(async () => {
  // No SMTP_URL: what each notice would mail is recorded by `recordMail` (the mail itself: src/mail/notify.test.ts).
  process.env.SITE_URL = 'https://campus.example'
  process.env.PAYHERE_MERCHANT_ID = MERCHANT.merchantId
  process.env.PAYHERE_MERCHANT_SECRET = MERCHANT.secret
  payload = await (await import('@/payloadClient')).payloadClient()
  notices = await import('@/submissions/paymentNotice')
  RateLimiter = (await import('@/security/rateLimit')).RateLimiter
  ;({ incomingDir } = await import('@/documents/places'))
  await payload.updateGlobal({ slug: 'site-settings', data: { notification_email: 'admissions@campus.example', application_fee: FEE } as never, overrideAccess: true })
})

afterEach(() => {
  vi.useRealTimers()
  told = []
})

afterAll(async () => {
  expect(fs.existsSync(incomingDir()) ? fs.readdirSync(incomingDir()) : []).toEqual([])
})

/** Freezes the clock the notice is recorded at; timers still run. */
const atNow = () => vi.useFakeTimers({ toFake: ['Date'], now: NOW })

describe('a new application', () => {
  it('is a bank deposit, unpaid, charged the fee the settings state', async () => {
    const { id } = await apply()
    expect(await row(id)).toMatchObject({ fee_method: 'bank', fee_status: 'unpaid', fee_amount: FEE, payment_id: null, fee_paid_at: null })
  })
})

describe('PayHere notices that change the fee', () => {
  it('paid: records the payment and its time, one history entry, tells admissions and the applicant', async () => {
    const { id, reference } = await apply()
    const before = await row(id)
    atNow()
    expect(await send(paid(reference))).toEqual({ status: 200, body: { success: true, message: notices.NOTICE_MESSAGES.recorded } })
    const detail = 'Paid: 1250.00 LKR by VISA, PayHere payment 320025157750 (status 2).'
    expect(await row(id)).toEqual(changedRow(before, PAID_FIELDS, detail))
    expect(told).toEqual([{ reference, detail, applicant: true }])
    // The masked card fields the notice carried are kept nowhere.
    expect(JSON.stringify(await row(id))).not.toMatch(/1292|Test Card Holder/)
  })

  it('pending then paid: the applicant is told once, when it is paid', async () => {
    const { id, reference } = await apply()
    const before = await row(id)
    atNow()
    expect((await send(paid(reference, '320025157750', '0'))).status).toBe(200)
    const pending = await row(id)
    expect(pending).toEqual(changedRow(before, { ...PAID_FIELDS, fee_status: 'pending', fee_paid_at: null }, 'Pending: 1250.00 LKR by VISA, PayHere payment 320025157750 (status 0).'))
    expect(told.map((mail) => mail.applicant)).toEqual([false])
    expect((await send(paid(reference))).status).toBe(200)
    expect(await row(id)).toEqual(changedRow(pending, PAID_FIELDS, 'Paid: 1250.00 LKR by VISA, PayHere payment 320025157750 (status 2).'))
    expect(told.map((mail) => mail.applicant)).toEqual([false, true])
  })

  it.each([
    ['-1', 'cancelled', 'Cancelled'],
    ['-2', 'failed', 'Failed'],
  ])('status %s: the fee is %s and still to be paid; only admissions hear of it', async (code, state, words) => {
    const { id, reference } = await apply()
    const before = await row(id)
    atNow()
    expect((await send(paid(reference, '320025157751', code))).status).toBe(200)
    expect(await row(id)).toEqual(
      changedRow(before, { ...PAID_FIELDS, fee_status: state, payment_id: '320025157751', fee_paid_at: null }, `${words}: 1250.00 LKR by VISA, PayHere payment 320025157751 (status ${code}).`),
    )
    expect(told).toEqual([expect.objectContaining({ reference, applicant: false })])
  })

  it('charged back after paid: the state changes, the date it was paid stays', async () => {
    const { id, reference } = await apply()
    atNow()
    await send(paid(reference))
    const wasPaid = await row(id)
    told = []
    vi.setSystemTime(new Date(NOW.getTime() + 86_400_000))
    expect((await send(paid(reference, '320025157750', '-3'))).status).toBe(200)
    const after = await row(id)
    expect(after).toEqual({
      ...wasPaid,
      fee_status: 'charged_back',
      payment_notice_at: '2026-11-29T10:15:00.000Z',
      history: [...wasPaid.history, expect.objectContaining({ event: 'payment', detail: 'Charged back: 1250.00 LKR by VISA, PayHere payment 320025157750 (status -3).' })],
      updatedAt: expect.any(String),
    })
    expect(after.fee_paid_at).toBe(NOW.toISOString())
    expect(told).toEqual([expect.objectContaining({ applicant: false })])
  })

  it('is checked against the fee the application was charged, not a fee set since', async () => {
    const { id, reference } = await apply()
    await payload.updateGlobal({ slug: 'site-settings', data: { application_fee: 1500 } as never, overrideAccess: true })
    try {
      expect((await send({ ...paid(reference), payhere_amount: '1500.00' })).status).toBe(400)
      expect((await send(paid(reference))).status).toBe(200)
      expect(await row(id)).toMatchObject({ fee_status: 'paid', fee_amount: FEE })
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { application_fee: FEE } as never, overrideAccess: true })
    }
  })
})

describe('PayHere notices that change nothing', () => {
  it('a replay: answered 200, the row as it was, no second history entry or mail', async () => {
    const { id, reference } = await apply()
    atNow()
    await send(paid(reference))
    const after = await row(id)
    told = []
    vi.setSystemTime(new Date(NOW.getTime() + 60_000))
    expect(await send(paid(reference))).toEqual({ status: 200, body: { success: true, message: notices.NOTICE_MESSAGES.repeat } })
    expect(await row(id)).toEqual(after)
    expect(told).toEqual([])
  })

  it('the same notice delivered twice at once is applied once, the second seeing a repeat', async () => {
    const { id, reference } = await apply()
    const before = await row(id)
    atNow()
    const replies = await Promise.all([send(paid(reference)), send(paid(reference))])
    expect(replies.map((reply) => reply.status)).toEqual([200, 200])
    expect(replies.map((reply) => reply.body.message).sort()).toEqual([notices.NOTICE_MESSAGES.recorded, notices.NOTICE_MESSAGES.repeat].sort())
    expect((await row(id)).history).toHaveLength(before.history.length + 1)
    expect(told).toHaveLength(1)
  })

  const refusals: [string, (reference: string) => NoticeFields | URLSearchParams, string, string][] = [
    [
      'a bad signature',
      (reference) => {
        const forged = signedNotice(MERCHANT, paid(reference))
        forged.set('md5sig', standInNoticeSignature({ ...MERCHANT, secret: 'guessed-secret' }, reference, '1250.00', 'LKR', '2'))
        return forged
      },
      'bad signature',
      'md5sig',
    ],
    ['an amount one rupee short', (reference) => ({ ...paid(reference), payhere_amount: '1249.00' }), 'wrong amount', 'payhere_amount'],
    ['another currency', (reference) => ({ ...paid(reference), payhere_currency: 'USD' }), 'wrong currency', 'payhere_currency'],
    ['an unknown order', () => paid('APP-2026-ZZZZZZ'), 'unknown order', 'order_id'],
    ['another merchant', (reference) => signedNotice({ ...MERCHANT, merchantId: '1229999' }, paid(reference)), 'another merchant', 'merchant_id'],
    [
      'a missing field',
      (reference) => {
        const notice = signedNotice(MERCHANT, paid(reference))
        notice.delete('payment_id')
        return notice
      },
      'missing payment_id',
      'payment_id',
    ],
  ]

  it.each(refusals)('%s: 400 with the reason, logged without the payer, nothing stored or sent', async (_name, make, reason, field) => {
    const { id, reference } = await apply()
    const before = await row(id)
    const warn = vi.spyOn(console, 'warn')
    try {
      const { status, body } = await send(make(reference))
      expect(status).toBe(400)
      expect(body).toEqual({ success: false, message: `${notices.NOTICE_MESSAGES.refused} ${reason}.`, errors: { [field]: expect.any(String) } })
      const logged = warn.mock.calls.map((call) => call.join(' ')).join('\n')
      expect(logged).toContain(reason)
      expect(logged).not.toMatch(/@example\.com|Perera|1292|Test Card Holder/)
    } finally {
      warn.mockRestore()
    }
    expect(await row(id)).toEqual(before)
    expect(told).toEqual([])
  })

  it('a malformed body: not form-encoded, or a field sent twice, is a 400 and stores nothing', async () => {
    const { id, reference } = await apply()
    const before = await row(id)
    const asJson = await notices.receivePaymentNotice(noticeRequest(JSON.stringify(paid(reference)), { 'content-type': 'application/json' }), { limiter: roomy(), notify: recordMail })
    expect(asJson.status).toBe(400)
    expect(await asJson.json()).toEqual({ success: false, message: notices.NOTICE_MESSAGES.notForm, errors: {} })
    const twice = `${signedNotice(MERCHANT, paid(reference))}&status_code=2`
    const repeated = await send(new URLSearchParams(twice))
    expect(repeated).toEqual({ status: 400, body: { success: false, message: notices.NOTICE_MESSAGES.repeated('status_code'), errors: {} } })
    expect(await row(id)).toEqual(before)
    expect(told).toEqual([])
  })

  it('a second payment for a fee already paid: the paid state stays, the notice is kept in the history for admissions once', async () => {
    const { id, reference } = await apply()
    atNow()
    await send(paid(reference))
    const wasPaid = await row(id)
    told = []
    const second = paid(reference, '320025157799')
    expect(await send(second)).toEqual({ status: 200, body: { success: true, message: notices.NOTICE_MESSAGES.conflict } })
    const detail = 'Not applied, the fee is already paid by PayHere payment 320025157750. Paid: 1250.00 LKR by VISA, PayHere payment 320025157799 (status 2).'
    const after = await row(id)
    expect(after).toEqual({ ...wasPaid, history: [...wasPaid.history, expect.objectContaining({ event: 'payment', by: 'PayHere', detail })], updatedAt: expect.any(String) })
    expect(told).toEqual([{ reference, detail, applicant: false }])
    // PayHere repeating that notice adds nothing more.
    expect((await send(second)).body.message).toBe(notices.NOTICE_MESSAGES.repeat)
    expect(await row(id)).toEqual(after)
    expect(told).toHaveLength(1)
  })
})

describe('the notify address', () => {
  it('is reached through the /v1 route table for POST only, with the merchant from the settings, and needs no cookie or Origin of the site', async () => {
    const { handleV1 } = await import('@/api/v1')
    const get = await handleV1('GET', '/payments/payhere/notify', new URLSearchParams())
    expect(get.status).toBe(405)
    const { id, reference } = await apply()
    const foreign = noticeRequest(signedNotice(MERCHANT, paid(reference)), { origin: 'https://www.payhere.lk', 'sec-fetch-site': 'cross-site' })
    const response = await handleV1('POST', '/payments/payhere/notify', new URLSearchParams(), foreign)
    expect(response.status).toBe(200)
    expect(await row(id)).toMatchObject({ fee_status: 'paid', payment_id: '320025157750' })
  })

  it('is rate limited per client before its body is read', async () => {
    const { id, reference } = await apply()
    const before = await row(id)
    const limiter = new RateLimiter(2, 60_000)
    const from = { [PEER_HEADER]: '198.18.0.7' }
    expect((await send(paid(reference, '1', '-1'), { limiter, headers: from })).status).toBe(200)
    expect((await send(paid(reference, '1', '-1'), { limiter, headers: from })).status).toBe(200)
    const over = await notices.receivePaymentNotice(noticeRequest(signedNotice(MERCHANT, paid(reference)), from), { limiter, notify: recordMail })
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await over.json()).toEqual({ success: false, message: notices.NOTICE_MESSAGES.rateLimited, errors: {} })
    expect((await row(id)).fee_status).toBe('cancelled')
    expect((await row(id)).history).toHaveLength(before.history.length + 1)
  })

  it('takes at most 8 KB, whether or not the length is declared', async () => {
    const { id, reference } = await apply()
    const before = await row(id)
    const padded = signedNotice(MERCHANT, paid(reference))
    padded.set('custom_1', 'x'.repeat(9 * 1024))
    expect((await send(padded)).status).toBe(413)
    const chunks = new TextEncoder().encode(String(padded))
    const streamed = new Request(`${ORIGIN}/v1/payments/payhere/notify`, {
      method: 'POST',
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(chunks)
          controller.close()
        },
      }),
      duplex: 'half',
      headers: { 'content-type': 'application/x-www-form-urlencoded', [PEER_HEADER]: peer() },
    } as RequestInit)
    expect((await notices.receivePaymentNotice(streamed, { limiter: roomy(), notify: recordMail })).status).toBe(413)
    expect(await row(id)).toEqual(before)
  })
})

/** A status page request with the forms' cookie, as the page sends it. */
function statusRequest(path: string, body: Record<string, string>): Request {
  return new Request(`${ORIGIN}/v1${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: `XSRF-TOKEN=${TOKEN}`, 'x-xsrf-token': TOKEN, 'sec-fetch-site': 'same-origin', [PEER_HEADER]: peer() },
  })
}

describe('paying from the status page', () => {
  it('gives whoever proves the reference and NIC the checkout form while the fee is unpaid, and a 409 once it is paid', async () => {
    const { startOnlinePayment } = await import('@/submissions/statusPage')
    const limits = () => ({ perAddress: roomy(), perReference: roomy() })
    const { reference } = await apply()
    const nic = validApplication().nic as string

    const wrong = await startOnlinePayment(statusRequest('/applicationStatus/checkout', { reference, nic: '199912345678' }), limits())
    expect(wrong.status).toBe(404)

    const ready = await startOnlinePayment(statusRequest('/applicationStatus/checkout', { reference, nic }), limits())
    expect(ready.status).toBe(200)
    const { data } = (await ready.json()) as { data: { action: string; fields: Record<string, string> } }
    expect(data.action).toBe('https://sandbox.payhere.lk/pay/checkout')
    expect(data.fields).toMatchObject({
      merchant_id: MERCHANT.merchantId,
      order_id: reference,
      amount: '1250.00',
      currency: 'LKR',
      notify_url: 'https://campus.example/v1/payments/payhere/notify',
      hash: standInCheckoutHash(MERCHANT, reference, '1250.00', 'LKR'),
    })

    await send(paid(reference))
    const after = await startOnlinePayment(statusRequest('/applicationStatus/checkout', { reference, nic }), limits())
    expect(after.status).toBe(409)
  })
})

describe('what the applicant and staff see of the fee', () => {
  it('the status lookup shows the fee paid with its date; the CSV export carries the fee status and payment id', async () => {
    const { id, reference } = await apply()
    atNow()
    await send(paid(reference))
    vi.useRealTimers()
    const { lookupApplicationStatus } = await import('@/submissions/statusPage')
    const lookup = await lookupApplicationStatus(
      new Request(`${ORIGIN}/v1/applicationStatus/lookup`, {
        method: 'POST',
        body: JSON.stringify({ reference, nic: validApplication().nic }),
        headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: `XSRF-TOKEN=${TOKEN}`, 'x-xsrf-token': TOKEN, 'sec-fetch-site': 'same-origin', [PEER_HEADER]: peer() },
      }),
      { perAddress: roomy(), perReference: roomy() },
    )
    expect(lookup.status).toBe(200)
    const { data } = (await lookup.json()) as { data: { fee: unknown } }
    expect(data.fee).toEqual({ state: 'paid', label: 'Paid', paidAt: NOW.toISOString(), mayPayOnline: false })

    const { toCsv } = await import('@/collections/submissions/export')
    const csv = toCsv([await row(id)])
    const header = csv.slice(0, csv.indexOf('\n')).split(',')
    expect(header).toEqual(expect.arrayContaining(['fee_method', 'fee_status', 'fee_amount', 'payment_id', 'payment_method', 'payment_amount', 'payment_currency', 'payment_notice_at', 'fee_paid_at']))
    expect(csv).toContain(',online,paid,1250,320025157750,VISA,1250.00,LKR,')
  })
})
