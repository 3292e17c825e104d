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

import type { NoticeDeps } from '@/sides/submissions/paymentNotice'
import { PAYER_MESSAGES } from '@/foundations/formRules/payer'
import { STATUS_MESSAGES } from '@/foundations/formRules/statusLookup'
import { PEER_HEADER } from '@/services/security/clientAddress'

import { pdfFile } from '../fixtures/uploads'
import { validApplication } from '../fixtures/submissions'
import { applicationRequest, formHeaders, ORIGIN } from '../support/formRequests'
import { ADMISSIONS_OFFICER } from '../support/staffAccounts'
import { type NoticeFields, signedNotice, standInCheckoutHash, standInNoticeSignature } from '../support/payhereStandIn'

type Notices = typeof import('@/sides/submissions/paymentNotice')
type RateLimiterClass = typeof import('@/services/security/rateLimit').RateLimiter

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
const recordMail: NonNullable<NoticeDeps['notify']> = async (_payload, payment) => {
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
async function apply(email = `payer${(counter += 1)}@example.com`, fields: Record<string, string> = {}): Promise<{ id: number; reference: string }> {
  const { addStudentApplication } = await import('@/sides/submissions/handlers')
  const response = await addStudentApplication(
    applicationRequest(validApplication({ email_address: email, ...fields }), [{ field: 'nic', name: 'nic.pdf', data: pdfFile() }], { [PEER_HEADER]: peer() }),
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
  // No SMTP_URL: what each notice would mail is recorded by `recordMail` (the mail itself: tests/integration/outbox.test.ts).
  process.env.SITE_URL = 'https://campus.example'
  process.env.PAYHERE_MERCHANT_ID = MERCHANT.merchantId
  process.env.PAYHERE_MERCHANT_SECRET = MERCHANT.secret
  payload = await (await import('@/model/payloadClient')).payloadClient()
  notices = await import('@/sides/submissions/paymentNotice')
  RateLimiter = (await import('@/services/security/rateLimit')).RateLimiter
  ;({ incomingDir } = await import('@/services/applicantFiles/places'))
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

const staffUpdate = (id: number, data: Record<string, unknown>) =>
  payload.update({ collection: 'degree-applications', id, data: data as never, user: ADMISSIONS_OFFICER, overrideAccess: false, depth: 0 })

type Step = NoticeFields | 'bank paid'
const P1 = '320025157750'
const FORGED = '999000111222'

/**
 * Decision 054's table of what a notice does, one row each: the notices (or
 * staff's action) that made the fee as it stands, the notice, and what it
 * must leave. `entries` and `mails` count what the notice added.
 */
const TABLE: { row: string; before: (reference: string) => Step[]; notice: (reference: string) => NoticeFields; message: keyof Notices['NOTICE_MESSAGES']; fee: Record<string, unknown>; entries: number; mails: number }[] = [
  { row: '1 the same notice again', before: (r) => [paid(r)], notice: (r) => paid(r), message: 'repeat', fee: { fee_status: 'paid', payment_id: P1 }, entries: 0, mails: 0 },
  {
    row: '2 a charged-back payment paid late, after a new attempt',
    before: (r) => [paid(r), paid(r, P1, '-3'), paid(r, '320025157760', '-1')],
    notice: (r) => paid(r),
    message: 'stale',
    fee: { fee_status: 'charged_back', payment_id: P1 },
    entries: 0,
    mails: 0,
  },
  { row: '3 money while admissions hold a bank deposit paid', before: () => ['bank paid'], notice: (r) => paid(r, FORGED), message: 'conflict', fee: { fee_method: 'bank', fee_status: 'paid' }, entries: 1, mails: 1 },
  { row: '3 an attempt while admissions hold a bank deposit paid', before: () => ['bank paid'], notice: (r) => paid(r, FORGED, '0'), message: 'stale', fee: { fee_method: 'bank', fee_status: 'paid' }, entries: 0, mails: 0 },
  { row: '4 paid by another payment id after a charge-back', before: (r) => [paid(r), paid(r, P1, '-3')], notice: (r) => paid(r, FORGED), message: 'conflict', fee: { fee_status: 'charged_back', payment_id: P1 }, entries: 1, mails: 1 },
  { row: '4 a new attempt after a charge-back', before: (r) => [paid(r), paid(r, P1, '-3')], notice: (r) => paid(r, FORGED, '0'), message: 'stale', fee: { fee_status: 'charged_back', payment_id: P1 }, entries: 0, mails: 0 },
  { row: '5 paid by another payment', before: (r) => [paid(r)], notice: (r) => paid(r, FORGED), message: 'conflict', fee: { fee_status: 'paid', payment_id: P1 }, entries: 1, mails: 1 },
  { row: '5 an attempt after paid by another payment', before: (r) => [paid(r)], notice: (r) => paid(r, FORGED, '-2'), message: 'stale', fee: { fee_status: 'paid', payment_id: P1 }, entries: 0, mails: 0 },
  { row: '6 this payment charged back', before: (r) => [paid(r)], notice: (r) => paid(r, P1, '-3'), message: 'recorded', fee: { fee_status: 'charged_back', payment_id: P1 }, entries: 1, mails: 1 },
  { row: '6 this payment pending, late', before: (r) => [paid(r)], notice: (r) => paid(r, P1, '0'), message: 'stale', fee: { fee_status: 'paid', payment_id: P1 }, entries: 0, mails: 0 },
  { row: '7 a new attempt after a cancelled one', before: (r) => [paid(r, P1, '-1')], notice: (r) => paid(r, FORGED), message: 'recorded', fee: { fee_status: 'paid', payment_id: FORGED }, entries: 1, mails: 1 },
  { row: '7 an unpaid bank deposit paid online', before: () => [], notice: (r) => paid(r), message: 'recorded', fee: { fee_method: 'online', fee_status: 'paid', payment_id: P1 }, entries: 1, mails: 1 },
]

describe("the notice's table (decision 054), row by row", () => {
  it.each(TABLE)('$row', async ({ before, notice, message, fee, entries, mails }) => {
    const { id, reference } = await apply()
    for (const step of before(reference)) {
      if (step === 'bank paid') await staffUpdate(id, { fee_status: 'paid' })
      else expect((await send(step)).status).toBe(200)
    }
    const was = await row(id)
    told = []
    expect(await send(notice(reference))).toEqual({ status: 200, body: { success: true, message: notices.NOTICE_MESSAGES[message] } })
    const after = await row(id)
    expect(after).toMatchObject(fee)
    expect(after.history).toHaveLength(was.history.length + entries)
    expect(told).toHaveLength(mails)
  })

  it('caps what one captured notice sent with made-up payment ids can add after a charge-back', async () => {
    const { id, reference } = await apply()
    await send(paid(reference))
    await send(paid(reference, P1, '-3'))
    const was = await row(id)
    told = []
    const answers = []
    for (let n = 0; n < 11; n += 1) answers.push((await send(paid(reference, `99900011${String(n).padStart(4, '0')}`))).body.message)
    expect(answers).toEqual([...Array(3).fill(notices.NOTICE_MESSAGES.conflict), ...Array(8).fill(notices.NOTICE_MESSAGES.capped)])
    const after = await row(id)
    expect(after).toMatchObject({ fee_status: 'charged_back', payment_id: P1 })
    expect(after.history).toHaveLength(was.history.length + 3)
    expect(told).toHaveLength(3)
  })
})

describe('the notify address', () => {
  it('is reached through the /v1 route table for POST only, with the merchant from the settings, and needs no cookie or Origin of the site', async () => {
    const { handleV1 } = await import('@/screens/api/v1')
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
    headers: { 'content-type': 'application/json', ...formHeaders({ [PEER_HEADER]: peer() }) },
  })
}

/** What the payer types on the status page for PayHere's checkout: another address than the application's, as a parent paying might. */
const PAYER = { first_name: 'Sunil', last_name: 'Perera', email: 'sunil.parent@example.com', phone: '0719876543', address: '4 Lake Drive', city: 'Kandy' }

describe('paying from the status page', () => {
  const limits = () => ({ perAddress: roomy(), perReference: roomy() })
  const nic = validApplication().nic as string
  const checkout = async (body: Record<string, string>) => {
    const { startOnlinePayment } = await import('@/sides/submissions/statusPage')
    const response = await startOnlinePayment(statusRequest('/applicationStatus/checkout', body), limits())
    return { status: response.status, body: (await response.json()) as { success: boolean; message?: string; errors?: Record<string, string>; data?: { action: string; fields: Record<string, string> } } }
  }

  it('gives whoever proves the reference and NIC the checkout form while a fee chosen online is unpaid, and a 409 once it is paid', async () => {
    const { reference } = await apply(undefined, { fee_method: 'online' })
    expect((await checkout({ reference, nic: '199912345678', ...PAYER })).status).toBe(404)

    const ready = await checkout({ reference, nic, ...PAYER })
    expect(ready.status).toBe(200)
    const data = ready.body.data!
    expect(data.action).toBe('https://sandbox.payhere.lk/pay/checkout')
    expect(data.fields).toEqual({
      merchant_id: MERCHANT.merchantId,
      return_url: `https://campus.example/application-status?reference=${reference}&payment=returned`,
      cancel_url: `https://campus.example/application-status?reference=${reference}&payment=cancelled`,
      notify_url: 'https://campus.example/v1/payments/payhere/notify',
      order_id: reference,
      items: expect.stringMatching(/^Application fee: /),
      amount: '1250.00',
      currency: 'LKR',
      ...PAYER,
      phone: '+94719876543',
      country: 'Sri Lanka',
      hash: standInCheckoutHash(MERCHANT, reference, '1250.00', 'LKR'),
    })

    await send(paid(reference))
    expect(await checkout({ reference, nic, ...PAYER })).toMatchObject({ status: 409, body: { message: STATUS_MESSAGES.feeNotDue } })
  })

  it('never hands out the contact details the application stored', async () => {
    const { reference } = await apply('stored.secret@example.com', { fee_method: 'online' })
    const reply = JSON.stringify((await checkout({ reference, nic, ...PAYER })).body)
    const stored = validApplication()
    for (const value of ['stored.secret@example.com', stored.full_name!, stored.mailing_address!, '712345678', 'Nugegoda']) expect(reply).not.toContain(value)
  })

  it("asks for the payer's details before it looks for the application, naming each field", async () => {
    const { reference } = await apply(undefined, { fee_method: 'online' })
    const reply = await checkout({ reference, nic, ...PAYER, email: 'not an address', city: '', phone: '12' })
    expect(reply).toEqual({
      status: 400,
      body: {
        success: false,
        message: STATUS_MESSAGES.correctErrors,
        errors: { email: PAYER_MESSAGES.email, city: PAYER_MESSAGES.required('Town or city'), phone: PAYER_MESSAGES.phone },
      },
    })
  })

  it('answers hostile bodies with a 4xx naming the field: values of the wrong type, a body over 8 KB', async () => {
    const { reference } = await apply(undefined, { fee_method: 'online' })
    const { startOnlinePayment } = await import('@/sides/submissions/statusPage')
    const typed = await startOnlinePayment(
      new Request(`${ORIGIN}/v1/applicationStatus/checkout`, {
        method: 'POST',
        body: JSON.stringify({ reference, nic, ...PAYER, first_name: { toString: 'x' }, email: ['a@example.com'], phone: 94719876543 }),
        headers: statusRequest('/applicationStatus/checkout', {}).headers,
      }),
      limits(),
    )
    expect(typed.status).toBe(400)
    expect(((await typed.json()) as { errors: Record<string, string> }).errors).toEqual({
      first_name: PAYER_MESSAGES.required('First name'),
      email: PAYER_MESSAGES.required('E-mail address'),
      phone: PAYER_MESSAGES.required('Mobile number'),
    })
    expect((await checkout({ reference, nic, ...PAYER, address: 'x'.repeat(9 * 1024) })).status).toBe(413)
  })

  it('is refused for a bank deposit waiting for its slip to be matched, and for a fee charged back', async () => {
    const bank = await apply()
    expect(await checkout({ reference: bank.reference, nic, ...PAYER })).toMatchObject({ status: 409, body: { message: STATUS_MESSAGES.feeByBank } })
    const online = await apply(undefined, { fee_method: 'online' })
    await send(paid(online.reference))
    await send(paid(online.reference, '320025157750', '-3'))
    expect(await checkout({ reference: online.reference, nic, ...PAYER })).toMatchObject({ status: 409, body: { message: STATUS_MESSAGES.feeSettledByAdmissions } })
  })
})

describe('what the applicant and staff see of the fee', () => {
  it('the status lookup shows the fee paid with its date; the CSV export carries the fee status and payment id', async () => {
    const { id, reference } = await apply()
    atNow()
    await send(paid(reference))
    vi.useRealTimers()
    const { lookupApplicationStatus } = await import('@/sides/submissions/statusPage')
    const lookup = await lookupApplicationStatus(
      new Request(`${ORIGIN}/v1/applicationStatus/lookup`, {
        method: 'POST',
        body: JSON.stringify({ reference, nic: validApplication().nic }),
        headers: { 'content-type': 'application/json', ...formHeaders({ [PEER_HEADER]: peer() }) },
      }),
      { perAddress: roomy(), perReference: roomy() },
    )
    expect(lookup.status).toBe(200)
    const { data } = (await lookup.json()) as { data: { fee: unknown } }
    expect(data.fee).toEqual({ state: 'paid', label: 'Paid', paidAt: NOW.toISOString(), mayPayOnline: false })

    const { toCsv } = await import('@/model/collections/kinds/submission/export')
    const csv = toCsv([await row(id)])
    const header = csv.slice(0, csv.indexOf('\n')).split(',')
    expect(header).toEqual(expect.arrayContaining(['fee_method', 'fee_status', 'fee_amount', 'payment_id', 'payment_method', 'payment_amount', 'payment_currency', 'payment_notice_at', 'fee_paid_at']))
    expect(csv).toContain(',online,paid,1250,320025157750,VISA,1250.00,LKR,')
  })
})
