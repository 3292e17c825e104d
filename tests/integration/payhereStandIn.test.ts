/**
 * The PayHere stand-in the browser tests will pay on (tests/support/payhereStandIn.ts):
 * its signing against values worked out by hand from the published formula,
 * its checkout page's hash check, and one whole round: the site's checkout
 * form posted to it, "Pay", its signed notice answered by the site's notify
 * handler, the browser sent back to return_url, and the fee paid.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkoutFields } from '@/services/payments/checkoutFields'
import { PEER_HEADER } from '@/services/security/clientAddress'

import { pdfFile } from '../fixtures/uploads'
import { validApplication } from '../fixtures/submissions'
import { applicationRequest } from '../support/formRequests'
import { type PayhereStandIn, signedNotice, standInCheckoutHash, standInNoticeSignature, startPayhereStandIn } from '../support/payhereStandIn'

const MERCHANT = { merchantId: '1221149', secret: 'campus-test-secret' }

let payload: Payload
let standIn: PayhereStandIn
let site: http.Server
let siteOrigin = ''

/** The site's notify handler behind a real address, as PayHere reaches it. */
async function startNotifyServer(): Promise<void> {
  const { receivePaymentNotice } = await import('@/sides/submissions/paymentNotice')
  const { RateLimiter } = await import('@/services/security/rateLimit')
  const limiter = new RateLimiter(1000, 60_000)
  site = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const headers = new Headers({ [PEER_HEADER]: '203.0.113.9' })
      for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value)
      const incoming = new Request(`${siteOrigin}${request.url}`, { method: request.method, headers, body: Buffer.concat(chunks) })
      void receivePaymentNotice(incoming, { limiter, merchant: { ...MERCHANT, sandbox: true, checkoutUrl: standIn.checkoutUrl }, notify: async () => undefined }).then(async (reply) => {
        response.writeHead(reply.status, { 'content-type': 'application/json' })
        response.end(await reply.text())
      })
    })
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
}

async function apply(): Promise<{ id: number; reference: string }> {
  const { addStudentApplication } = await import('@/sides/submissions/handlers')
  const { RateLimiter } = await import('@/services/security/rateLimit')
  const request = applicationRequest(validApplication({ email_address: 'stand-in@example.com' }), [{ field: 'nic', name: 'nic.pdf', data: pdfFile() }], { [PEER_HEADER]: '203.0.113.10' })
  const response = await addStudentApplication(request, { limiter: new RateLimiter(1000, 60_000) })
  const { reference } = (await response.json()) as { reference: string }
  const found = await payload.find({ collection: 'degree-applications', where: { reference: { equals: reference } }, overrideAccess: true, depth: 0 })
  return { id: found.docs[0]!.id as number, reference }
}

beforeAll(async () => {
  payload = await (await import('@/model/payloadClient')).payloadClient()
  await payload.updateGlobal({ slug: 'site-settings', data: { application_fee: 1250 } as never, overrideAccess: true })
  standIn = await startPayhereStandIn(MERCHANT)
  await startNotifyServer()
})

afterAll(async () => {
  await standIn.close()
  await new Promise<void>((resolve) => site.close(() => resolve()))
})

/** Who pays, as the payer types it on the site's pages. */
const PAYER = { first_name: 'K', last_name: 'Perera', email: 'k@example.com', phone: '+94771234567', address: '1 Galle Road', city: 'Colombo' }

describe('the PayHere stand-in', () => {
  it('signs as the published formula does (values worked out with md5sum)', () => {
    // UPPER(MD5('campus-test-secret')) = 083081F3D4F4F039FD295C4FD735F85F; see src/services/payments/payhere.test.ts.
    expect(standInCheckoutHash(MERCHANT, 'APP-2026-7K3Q9X', '1250.00', 'LKR')).toBe('E0CADA03DE65BF41E5E7A338314D6236')
    expect(standInNoticeSignature(MERCHANT, 'APP-2026-7K3Q9X', '1250.00', 'LKR', '2')).toBe('3E3483467C598441516602BC46F65837')
    expect(standInNoticeSignature(MERCHANT, 'APP-2026-7K3Q9X', '1250.00', 'LKR', '-3')).toBe('4362E08DD0DEF4FD058BB0631C99ED70')
    const notice = signedNotice(MERCHANT, { order_id: 'APP-2026-7K3Q9X', payment_id: '320025157750', payhere_amount: '1250.00', status_code: '2' })
    expect(Object.fromEntries(notice)).toMatchObject({ merchant_id: '1221149', payhere_currency: 'LKR', md5sig: '3E3483467C598441516602BC46F65837', method: 'TEST' })
  })

  it('refuses a checkout whose hash does not match its amount', async () => {
    const { fields } = checkoutFields({ ...MERCHANT, checkoutUrl: standIn.checkoutUrl }, { reference: 'APP-2026-7K3Q9X', fee: 1250 }, PAYER, siteOrigin)
    const tampered = await fetch(standIn.checkoutUrl, { method: 'POST', body: new URLSearchParams({ ...fields, amount: '1.00' }), redirect: 'manual' })
    expect(tampered.status).toBe(400)
    expect(await tampered.text()).toContain('Hash value mismatch')
  })

  it('takes the site\'s checkout form, and on "Pay" sends the signed notice that pays the fee, then returns the browser', async () => {
    const { id, reference } = await apply()
    const application = await payload.findByID({ collection: 'degree-applications', id, overrideAccess: true, depth: 0 })
    const { fields } = checkoutFields(
      { ...MERCHANT, checkoutUrl: standIn.checkoutUrl },
      { reference, fee: Number(application.fee_amount), degree_name: application.degree_name ?? null },
      PAYER,
      siteOrigin,
    )
    const checkoutPage = await fetch(standIn.checkoutUrl, { method: 'POST', body: new URLSearchParams(fields) })
    expect(checkoutPage.status).toBe(200)
    const html = await checkoutPage.text()
    expect(html).toContain('<button type="submit">Pay</button>')
    const payPath = /action="([^"]+)"/.exec(html)?.[1]
    const paid = await fetch(new URL(payPath!, standIn.checkoutUrl), { method: 'POST', redirect: 'manual' })
    expect(paid.status).toBe(302)
    expect(paid.headers.get('location')).toBe(`${siteOrigin}/application-status?reference=${reference}&payment=returned&order_id=${reference}`)
    expect(standIn.notices).toEqual([{ orderId: reference, status: 200, reply: expect.stringContaining('"success":true') }])
    expect(await payload.findByID({ collection: 'degree-applications', id, overrideAccess: true, depth: 0 })).toMatchObject({ fee_method: 'online', fee_status: 'paid', payment_method: 'TEST' })
  })
})
