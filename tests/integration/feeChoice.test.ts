/**
 * The application's fee choice (decision 055): "Pay online now" is taken
 * only while online payment is on; "I paid at the bank" needs its receipt;
 * a form that did not ask (online payment off, or a client of the spec's
 * API) stores a bank deposit with its receipt optional, as before. A refusal
 * stores nothing. Staff mark a bank deposit paid once its slip matches; an
 * online fee is PayHere's alone.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { STAFF_FEE_MESSAGES } from '@/foundations/feePayment'
import { FORM_MESSAGES as M } from '@/foundations/formRules/messages'
import { PEER_HEADER } from '@/services/security/clientAddress'

import { validApplication } from '../fixtures/submissions'
import { pdfFile } from '../fixtures/uploads'
import { applicationRequest, read, type Reply } from '../support/formRequests'
import { ADMISSIONS_OFFICER } from '../support/staffAccounts'

let payload: Payload
let sent = 0

async function apply(fields: Record<string, string>, documents: string[], onlinePaymentOn: boolean): Promise<Reply> {
  const { addStudentApplication } = await import('@/sides/submissions/handlers')
  const { RateLimiter } = await import('@/services/security/rateLimit')
  sent += 1
  const files = documents.map((field) => ({ field, name: `${field}.pdf`, data: pdfFile() }))
  const request = applicationRequest(validApplication({ email_address: `fee-choice-${sent}@example.com`, ...fields }), files, { [PEER_HEADER]: '203.0.113.30' })
  return read(await addStudentApplication(request, { limiter: new RateLimiter(1000, 60_000), onlinePaymentOn }))
}

const storedCount = async () => (await payload.count({ collection: 'degree-applications', overrideAccess: true })).totalDocs

type Stored = { id: number; fee_method: string; fee_status: string; fee_paid_at?: string | null; history: { event: string; by: string; detail?: string }[] }

async function stored(reference: string): Promise<Stored> {
  const found = await payload.find({ collection: 'degree-applications', where: { reference: { equals: reference } }, overrideAccess: true, depth: 0 })
  return found.docs[0] as unknown as Stored
}

const staffUpdate = (id: number, data: Record<string, unknown>) =>
  payload.update({ collection: 'degree-applications', id, data: data as never, user: ADMISSIONS_OFFICER, overrideAccess: false, depth: 0 })

beforeAll(async () => {
  payload = await (await import('@/model/payloadClient')).payloadClient()
})

describe('the fee choice on the application', () => {
  it('stores "Pay online now" as an online fee, unpaid, without a receipt', async () => {
    const reply = await apply({ fee_method: 'online' }, ['nic'], true)
    expect(reply.status).toBe(201)
    expect(await stored(reply.body.reference as string)).toMatchObject({ fee_method: 'online', fee_status: 'unpaid' })
  })

  it('refuses "Pay online now" while online payment is off, naming the choice, and stores nothing', async () => {
    const before = await storedCount()
    const reply = await apply({ fee_method: 'online' }, ['nic'], false)
    expect(reply.status).toBe(400)
    expect(reply.body.errors).toEqual({ fee_method: M.onlinePaymentUnavailable })
    expect(await storedCount()).toBe(before)
  })

  it('refuses "I paid at the bank" without a receipt, naming the receipt, and stores nothing', async () => {
    const before = await storedCount()
    const reply = await apply({ fee_method: 'bank' }, ['nic'], true)
    expect(reply.status).toBe(400)
    expect(reply.body.message).toBe(M.correctErrors)
    expect(reply.body.errors).toEqual({ receipt: M.receiptMissing })
    expect(await storedCount()).toBe(before)
  })

  it('stores "I paid at the bank" with its receipt as a bank deposit', async () => {
    const reply = await apply({ fee_method: 'bank' }, ['nic', 'receipt'], true)
    expect(reply.status).toBe(201)
    expect(await stored(reply.body.reference as string)).toMatchObject({ fee_method: 'bank', fee_status: 'unpaid' })
  })

  it('stores a form that did not ask as a bank deposit, its receipt optional as before', async () => {
    const reply = await apply({}, ['nic'], true)
    expect(reply.status).toBe(201)
    expect(await stored(reply.body.reference as string)).toMatchObject({ fee_method: 'bank', fee_status: 'unpaid' })
  })

  it('refuses a choice that is neither, naming it', async () => {
    const reply = await apply({ fee_method: 'cash' }, ['nic', 'receipt'], true)
    expect(reply.status).toBe(400)
    expect(reply.body.errors).toEqual({ fee_method: M.feeMethodMissing })
  })
})

describe('staff and the fee', () => {
  it('mark a bank deposit paid once its slip matches, with the time and a history entry, and unpaid again', async () => {
    const { body } = await apply({ fee_method: 'bank' }, ['nic', 'receipt'], true)
    const application = await stored(body.reference as string)
    await staffUpdate(application.id, { fee_status: 'paid' })
    const paid = await stored(body.reference as string)
    expect(paid.fee_status).toBe('paid')
    expect(Date.now() - new Date(paid.fee_paid_at as string).getTime()).toBeLessThan(60_000)
    expect(paid.history.at(-1)).toMatchObject({ event: 'payment', by: 'Nimali Silva (nimali@campus.example)', detail: 'Bank deposit matched to the application: fee marked paid.' })

    await staffUpdate(application.id, { fee_status: 'unpaid' })
    const unpaid = await stored(body.reference as string)
    expect(unpaid).toMatchObject({ fee_status: 'unpaid', fee_paid_at: null })
    expect(unpaid.history.at(-1)?.detail).toBe('Bank deposit fee marked unpaid again.')
  })

  it('cannot give a bank deposit a gateway state', async () => {
    const { body } = await apply({}, ['nic'], true)
    const application = await stored(body.reference as string)
    await expect(staffUpdate(application.id, { fee_status: 'charged_back' })).rejects.toMatchObject({ data: { errors: [{ path: 'fee_status', message: STAFF_FEE_MESSAGES.bankStates }] } })
    expect(await stored(body.reference as string)).toMatchObject({ fee_status: 'unpaid', history: application.history })
  })

  it('turn an online fee nothing was paid on into a bank deposit, paid, with a history entry', async () => {
    const { body } = await apply({ fee_method: 'online' }, ['nic'], true)
    const application = await stored(body.reference as string)
    await staffUpdate(application.id, { fee_method: 'bank', fee_status: 'paid' })
    const switched = await stored(body.reference as string)
    expect(switched).toMatchObject({ fee_method: 'bank', fee_status: 'paid' })
    expect(switched.history.at(-1)).toMatchObject({
      event: 'payment',
      by: 'Nimali Silva (nimali@campus.example)',
      detail: 'Fee changed from an online payment to a bank deposit, matched to the application: fee marked paid.',
    })
    // It cannot go back to online by hand: only PayHere's notice makes an online payment.
    await expect(staffUpdate(application.id, { fee_method: 'online' })).rejects.toMatchObject({ data: { errors: [{ path: 'fee_status', message: STAFF_FEE_MESSAGES.toOnline }] } })
  })

  it('cannot turn an online payment being confirmed into a bank deposit', async () => {
    const { body } = await apply({ fee_method: 'online' }, ['nic'], true)
    const application = await stored(body.reference as string)
    await payload.update({ collection: 'degree-applications', id: application.id, data: { fee_status: 'pending', payment_id: '320025157750' } as never, overrideAccess: true, context: { paymentNotice: { entry: { event: 'payment', detail: 'Pending.' } } } })
    await expect(staffUpdate(application.id, { fee_method: 'bank', fee_status: 'paid' })).rejects.toMatchObject({
      data: { errors: [{ path: 'fee_status', message: STAFF_FEE_MESSAGES.onlineUnderway }] },
    })
    expect(await stored(body.reference as string)).toMatchObject({ fee_method: 'online', fee_status: 'pending' })
  })

  it('cannot change an online fee, which follows PayHere alone', async () => {
    const { body } = await apply({ fee_method: 'online' }, ['nic'], true)
    const application = await stored(body.reference as string)
    await staffUpdate(application.id, { fee_status: 'paid', staff_notes: 'Says they paid.' })
    expect(await stored(body.reference as string)).toMatchObject({ fee_status: 'unpaid', fee_paid_at: null, history: application.history })
  })
})
