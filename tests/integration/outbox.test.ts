/**
 * The outbox (issue 54) against a real SMTP conversation: mail written with
 * the change it reports survives an outage of the mail server and arrives
 * once, in order per person, when the server is back; a mail the server
 * refuses for good is given up at once and can be sent again; a retry of a
 * mail whose first send did arrive carries the same Message-ID; two passes
 * at once send each mail once; clearing a record takes its mail with it.
 * The clock of each pass is given; nothing waits for real time to pass.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { PEER_HEADER } from '@/services/security/clientAddress'
import { fill } from '@/foundations/texts'
import { mailTextsIn } from '@/foundations/texts/mails'

import { pdfFile } from '../fixtures/uploads'
import { validAlumni, validApplication, validInquiry } from '../fixtures/submissions'
import { applicationRequest, freshDeps, jsonRequest } from '../support/formRequests'
import { signedNotice } from '../support/payhereStandIn'
import { messageIdOf, startTestSmtp, type TestSmtp } from '../support/smtp'
import { ADMISSIONS_OFFICER } from '../support/staffAccounts'

type Delivery = typeof import('@/services/mail/delivery')
type OutboxRow = { id: number; state: string; to: string; subject: string; attempts: number; last_error?: string | null; text?: string | null; message_id: string; next_attempt_at?: string | null }

const MERCHANT = { merchantId: '1221149', secret: 'campus-test-secret' }
const MINUTE = 60_000

let payload: Payload
let smtp: TestSmtp
let delivery: Delivery
let counter = 0

const unique = (name: string) => `${name}.${Date.now().toString(36)}${(counter += 1)}@example.com`
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE)

async function outboxTo(address: string): Promise<OutboxRow[]> {
  const { docs } = await payload.find({ collection: 'mail-outbox', where: { to: { equals: address } }, sort: 'id', pagination: false, depth: 0, overrideAccess: true })
  return docs as unknown as OutboxRow[]
}

/** Runs a pass at `now` once the background pass (started by each write) has finished. */
async function pass(now: Date) {
  await delivery.deliverySettled()
  return delivery.deliverWaitingMail(payload, { now })
}

async function apply(email: string, query = ''): Promise<{ id: number; reference: string }> {
  const { addStudentApplication } = await import('@/sides/submissions/handlers')
  const response = await addStudentApplication(
    applicationRequest(validApplication({ email_address: email }), [{ field: 'nic', name: 'nic.pdf', data: pdfFile() }], { [PEER_HEADER]: '203.0.113.7' }, query),
    freshDeps(),
  )
  expect(response.status).toBe(201)
  const { reference } = (await response.json()) as { reference: string }
  const found = await payload.find({ collection: 'degree-applications', where: { reference: { equals: reference } }, overrideAccess: true, depth: 0 })
  return { id: found.docs[0]!.id as number, reference }
}

/** One mail straight into the outbox, alone: a submission's would come with admissions' notice beside it. */
async function queueOne(to: string) {
  const { queueMails } = await import('@/services/mail/outbox')
  await queueMails(payload, [{ kind: 'acknowledgement', to, subject: 'A test mail', text: 'Hello.' }])
}

async function inquire(email: string) {
  const { addInquiry } = await import('@/sides/submissions/handlers')
  expect((await addInquiry(jsonRequest('/ContactUS/addInquiry', validInquiry({ email })), freshDeps())).status).toBe(201)
}

async function register(email: string) {
  const { addAlumniRegistration } = await import('@/sides/submissions/handlers')
  expect((await addAlumniRegistration(jsonRequest('/AlumniPage/addAlumniRegistration', validAlumni({ personal_email: email })), freshDeps())).status).toBe(201)
}

async function feePaid(reference: string) {
  const { receivePaymentNotice } = await import('@/sides/submissions/paymentNotice')
  const body = signedNotice(MERCHANT, { order_id: reference, payment_id: `32002${counter}`, payhere_amount: '1250.00', status_code: '2', method: 'VISA' })
  const request = new Request('https://campus.example/v1/payments/payhere/notify', {
    method: 'POST',
    body: String(body),
    headers: { 'content-type': 'application/x-www-form-urlencoded', [PEER_HEADER]: '203.0.113.8' },
  })
  expect((await receivePaymentNotice(request, freshDeps())).status).toBe(200)
}

beforeAll(async () => {
  smtp = await startTestSmtp({ refuses: (address) => address.endsWith('@refused.example') })
  // Read by the settings on first use: set before anything below loads them.
  process.env.SMTP_URL = smtp.url
  process.env.SITE_URL = 'https://campus.example'
  process.env.PAYHERE_MERCHANT_ID = MERCHANT.merchantId
  process.env.PAYHERE_MERCHANT_SECRET = MERCHANT.secret
  payload = await (await import('@/model/payloadClient')).payloadClient()
  delivery = await import('@/services/mail/delivery')
  await payload.updateGlobal({ slug: 'site-settings', data: { notification_email: 'admissions@campus.example', application_fee: 1250 } as never, overrideAccess: true })
})

// Each test starts with the server up and an empty outbox: mail left waiting by an earlier file
// (whose own test server is gone) would otherwise be sent here, and come first in each pass.
beforeEach(async () => {
  await smtp.start()
  await delivery.deliverySettled()
  await payload.delete({ collection: 'mail-outbox', where: { id: { exists: true } }, overrideAccess: true })
})

afterAll(async () => {
  await delivery.deliverySettled()
  await smtp.close()
})

describe('an outage of the mail server', () => {
  it('delays the mail of submissions, a status change and a fee notice, and loses none: each arrives once, in order, when the server is back', async () => {
    await smtp.stop()
    const errors = vi.spyOn(console, 'error')
    const applicant = unique('applicant')
    const asker = unique('asker')
    const graduate = unique('graduate')

    const { id, reference } = await apply(applicant)
    await inquire(asker)
    await register(graduate)
    await payload.update({ collection: 'degree-applications', id, data: { status: 'in_review' } as never, user: ADMISSIONS_OFFICER, overrideAccess: false, depth: 0 })
    await feePaid(reference)

    // Ten minutes of attempts against a closed port: every mail waits, with a sentence saying why.
    for (const minutes of [0, 1, 3, 7, 10]) await pass(later(minutes))
    const waiting = [...(await outboxTo(applicant)), ...(await outboxTo(asker)), ...(await outboxTo(graduate))]
    expect(waiting.map((mail) => mail.subject)).toEqual([
      `We received your degree application (${reference})`,
      `News about your application ${reference}`,
      `We received your application fee payment (${reference})`,
      expect.stringMatching(/^We received your inquiry \(INQ-/),
      expect.stringMatching(/^We received your alumni registration \(ALM-/),
    ])
    // A pass stops at the first mail the closed server refuses: the rest are tried in the passes after.
    for (const mail of waiting) expect(['queued', 'failing']).toContain(mail.state)
    for (const mail of waiting.filter((row) => row.state === 'failing')) expect(mail.last_error).toMatch(/^The mail server could not be reached \(E[A-Z]+\)\.$/)
    expect(waiting.filter((row) => row.state === 'failing').length).toBeGreaterThan(0)
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()

    await smtp.start()
    // Past every mail's next attempt (the longest wait is an hour).
    await pass(later(70))
    await pass(later(140))
    const subjects = (address: string) => smtp.to(address).map((mail) => /^subject:\s*(.+)$/im.exec(mail.data)?.[1]?.trim())
    expect(subjects(applicant)).toEqual([
      `We received your degree application (${reference})`,
      `News about your application ${reference}`,
      `We received your application fee payment (${reference})`,
    ])
    expect(subjects(asker)).toHaveLength(1)
    expect(subjects(graduate)).toHaveLength(1)
    // Admissions' notices of the three submissions and the fee, once each.
    const toStaff = smtp.to('admissions@campus.example').map((mail) => mail.text)
    expect(toStaff.filter((text) => text.includes(reference))).toHaveLength(2)
    for (const mail of [...(await outboxTo(applicant)), ...(await outboxTo(asker)), ...(await outboxTo(graduate))]) {
      expect(mail.state).toBe('sent')
      // The text is not kept once the mail is sent.
      expect(mail.text ?? null).toBeNull()
    }
  })
})

describe('a mail', () => {
  it('goes out at once while the server is up, with the Message-ID the outbox gave it', async () => {
    const asker = unique('prompt')
    await inquire(asker)
    expect(await smtp.arrived(asker, 1)).toBe(true)
    const [row] = await outboxTo(asker)
    expect(messageIdOf(smtp.to(asker)[0]!)).toBe(row!.message_id)
    expect(row!.message_id).toMatch(/^<[0-9a-f-]{36}@campus\.example>$/)
  })

  it('refused for good is given up at once, logged without its address, and can be sent again by an administrator', async () => {
    const address = unique('nobody').replace('@example.com', '@refused.example')
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await inquire(address)
    await pass(later(0))
    const [row] = await outboxTo(address)
    expect(row).toMatchObject({ state: 'given_up', attempts: 1, last_error: 'The mail server refused this mail for good (550 EENVELOPE): check the address.' })
    expect(errors).toHaveBeenCalledWith(`Outgoing mail ${row!.id} was given up after 1 attempt: The mail server refused this mail for good (550 EENVELOPE): check the address.`)
    expect(JSON.stringify(errors.mock.calls)).not.toContain(address)
    errors.mockRestore()

    const { sendAgainEndpoint, SEND_AGAIN_MESSAGES } = await import('@/model/collections/MailOutbox/sendAgain')
    const call = (role: 'admin' | 'admissions') =>
      sendAgainEndpoint.handler({ payload, user: { ...ADMISSIONS_OFFICER, role }, routeParams: { id: String(row!.id) } } as never) as Promise<Response>
    expect((await call('admissions')).status).toBe(403)
    const again = await call('admin')
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ message: SEND_AGAIN_MESSAGES.queued })
    await delivery.deliverySettled()
    expect((await outboxTo(address))[0]).toMatchObject({ state: 'given_up', attempts: 2 })
    expect((await call('admin')).status).toBe(200)
    await delivery.deliverySettled()
    const stillRefused = (await outboxTo(address))[0]!
    await payload.update({ collection: 'mail-outbox', id: stillRefused.id, data: { state: 'sent' } as never, overrideAccess: true })
    expect((await call('admin')).status).toBe(409)
  })

  it('that keeps failing is tried with growing waits for 48 hours, then given up', async () => {
    const address = unique('patient')
    await smtp.stop()
    try {
      await queueOne(address)
      const waits: number[] = []
      let now = later(0)
      for (let attempt = 0; attempt < 60; attempt += 1) {
        const [row] = await outboxTo(address)
        if (row!.state === 'given_up') break
        now = row!.next_attempt_at ? new Date(row!.next_attempt_at) : now
        const before = now.getTime()
        vi.spyOn(console, 'error').mockImplementation(() => undefined)
        await delivery.deliverWaitingMail(payload, { now })
        vi.restoreAllMocks()
        const [after] = await outboxTo(address)
        if (after!.next_attempt_at) waits.push((new Date(after!.next_attempt_at).getTime() - before) / MINUTE)
      }
      expect(waits.slice(0, 8)).toEqual([1, 2, 4, 8, 16, 32, 60, 60])
      const [row] = await outboxTo(address)
      expect(row!.state).toBe('given_up')
      const { createdAt } = (await payload.findByID({ collection: 'mail-outbox', id: row!.id, overrideAccess: true, depth: 0 })) as { createdAt: string }
      expect(now.getTime() - new Date(createdAt).getTime()).toBeGreaterThanOrEqual(48 * 60 * MINUTE)
    } finally {
      await smtp.start()
    }
  })

  it('whose first send arrived but was not recorded goes again under the same Message-ID, which an inbox takes as one mail', async () => {
    const address = unique('twice')
    await queueOne(address)
    const { sendThroughSmtp } = await import('@/services/mail/smtp')
    // The server takes the mail, and the answer is lost on the way back.
    const lostAnswer = async (mail: Parameters<typeof sendThroughSmtp>[0]) => {
      await sendThroughSmtp(mail)
      throw Object.assign(new Error('Connection closed'), { code: 'ECONNECTION' })
    }
    await delivery.deliverWaitingMail(payload, { now: later(5), send: lostAnswer })
    await delivery.deliverWaitingMail(payload, { now: later(15) })
    const arrived = smtp.to(address)
    expect(arrived).toHaveLength(2)
    expect(new Set(arrived.map(messageIdOf)).size).toBe(1)
    expect((await outboxTo(address))[0]!.state).toBe('sent')
  })

  it('is sent once when two passes run at the same moment', async () => {
    const addresses = [unique('race'), unique('race'), unique('race')]
    await smtp.stop()
    for (const address of addresses) await inquire(address)
    await delivery.deliverySettled()
    await smtp.start()
    const results = await Promise.all([delivery.deliverWaitingMail(payload, { now: later(5) }), delivery.deliverWaitingMail(payload, { now: later(5) })])
    expect(results[0]!.sent + results[1]!.sent).toBeGreaterThanOrEqual(addresses.length)
    for (const address of addresses) expect(smtp.to(address)).toHaveLength(1)
  })

  it('goes with the record when its personal data is cleared', async () => {
    const applicant = unique('cleared')
    await smtp.stop()
    const { id } = await apply(applicant)
    await delivery.deliverySettled()
    expect(await outboxTo(applicant)).toHaveLength(1)
    const { clearPersonalData } = await import('@/records/personalData/clearing')
    const { fileStore } = await import('@/services/storage/fileStore')
    const doc = await payload.findByID({ collection: 'degree-applications', id, depth: 0, overrideAccess: true })
    await clearPersonalData(payload, 'degree-applications', doc as never, fileStore(), new Date())
    expect(await outboxTo(applicant)).toEqual([])
    await smtp.start()
  })

  it('is not kept when storing its submission fails after it was written', async () => {
    const asker = unique('undone')
    const { addInquiry } = await import('@/sides/submissions/handlers')
    const failing = freshDeps({
      faults: {
        afterRecordCreated: () => {
          throw new Error('the store failed after the record and its mail were written')
        },
      },
    })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      expect((await addInquiry(jsonRequest('/ContactUS/addInquiry', validInquiry({ email: asker })), failing)).status).toBe(500)
    } finally {
      vi.restoreAllMocks()
    }
    await delivery.deliverySettled()
    expect(await outboxTo(asker)).toEqual([])
    expect(smtp.to(asker)).toEqual([])
  })

  it('goes with its submission when staff delete it', async () => {
    const asker = unique('deleted')
    await smtp.stop()
    await inquire(asker)
    await delivery.deliverySettled()
    expect(await outboxTo(asker)).toHaveLength(1)
    const { docs } = await payload.find({ collection: 'inquiries', where: { email: { equals: asker } }, depth: 0, overrideAccess: true })
    await payload.delete({ collection: 'inquiries', id: docs[0]!.id, overrideAccess: true })
    expect(await outboxTo(asker)).toEqual([])
  })
})

describe('the language of the mails', () => {
  it('writes an applicant who applied in Tamil in Tamil: the acknowledgement, the status notice and the fee confirmation; admissions in English', async () => {
    const tamil = mailTextsIn('ta')
    const applicant = unique('tamil.applicant')
    // Kept waiting, so the outbox still holds each mail's text (a sent mail's text is not kept).
    await smtp.stop()
    const { id, reference } = await apply(applicant, '?locale=ta')
    await payload.update({ collection: 'degree-applications', id, data: { status: 'accepted' } as never, user: ADMISSIONS_OFFICER, overrideAccess: false, depth: 0 })
    await feePaid(reference)
    await pass(later(0))

    const mails = await outboxTo(applicant)
    expect(mails.map((mail) => mail.subject)).toEqual([
      fill(tamil.received, { kind: tamil.kinds.degreeApplication, reference }),
      fill(tamil.newsSubject, { reference }),
      fill(tamil.received, { kind: tamil.kinds.feePayment, reference }),
    ])
    expect(mails[1]?.text).toContain(fill(tamil.statusNow, { status: tamil.statuses.accepted }))
    expect(mails[2]?.text).toContain(fill(tamil.thanks.feePayment, { currency: 'LKR', amount: '1250.00' }))
    const toAdmissions = await outboxTo('admissions@campus.example')
    const notice = toAdmissions.find((mail) => mail.subject === `New degree application ${reference}`)
    expect(notice?.text).toContain('Sent in: Tamil')
  })
})
