/**
 * The forms in Sinhala and Tamil (`?locale=` on /v1): the reply in the
 * language the form was sent in, the language stored with the submission,
 * and an unknown language refused before anything is read or stored.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { handleV1 } from '@/screens/api/v1'
import { formTextsIn } from '@/foundations/texts/forms'
import { fill } from '@/foundations/texts'
import { payloadClient } from '@/model/payloadClient'

import { pdfFile, pngFile } from '../fixtures/uploads'
import { validAlumni, validApplication, validInquiry } from '../fixtures/submissions'
import { applicationRequest, countWhere, jsonRequest, read } from '../support/formRequests'

let payload: Payload

beforeAll(async () => {
  payload = await payloadClient()
})

/** A request as the site's server hands it to the /v1 route. */
async function answer(request: Request) {
  const url = new URL(request.url)
  return read(await handleV1(request.method, url.pathname.replace(/^\/v1/, ''), url.searchParams, request))
}

const tamil = formTextsIn('ta')
const sinhala = formTextsIn('si')

describe('?locale= on /v1', () => {
  it('refuses a language the site does not have with 400, and stores nothing', async () => {
    const before = await payload.count({ collection: 'inquiries', overrideAccess: true })
    const posted = await answer(jsonRequest('/ContactUS/addInquiry?locale=fr', validInquiry({ first_name: 'Unknown Locale' })))
    expect(posted.status).toBe(400)
    expect(posted.body.message).toBe('The locale query parameter must be one of en, si, ta.')
    expect((await payload.count({ collection: 'inquiries', overrideAccess: true })).totalDocs).toBe(before.totalDocs)

    const read = await handleV1('GET', '/ContactUS/getContact', new URLSearchParams({ locale: 'EN' }))
    expect(read.status).toBe(400)
  })

  it('answers a content request in a language of the site (English until staff translate the content)', async () => {
    const english = await (await handleV1('GET', '/ContactUS/getContact', new URLSearchParams())).json()
    const inTamil = await handleV1('GET', '/ContactUS/getContact', new URLSearchParams({ locale: 'ta' }))
    expect(inTamil.status).toBe(200)
    expect(await inTamil.json()).toEqual(english)
  })

  it('answers a refused inquiry in Sinhala: the form message and each field message, naming the field in Sinhala', async () => {
    const { status, body } = await answer(jsonRequest('/ContactUS/addInquiry?locale=si', validInquiry({ first_name: '', email: 'not-an-address' })))
    expect(status).toBe(400)
    expect(body.message).toBe(sinhala.messages.correctErrors)
    expect(body.errors).toEqual({
      first_name: fill(sinhala.templates.required, { label: sinhala.fieldNames.firstName }),
      email: sinhala.messages.emailInvalid,
    })
  })

  it('stores an inquiry sent in Tamil with its language and thanks the sender in Tamil', async () => {
    const { status, body } = await answer(jsonRequest('/ContactUS/addInquiry?locale=ta', validInquiry({ first_name: 'Tamil Inquirer' })))
    expect(status).toBe(201)
    expect(body.message).toBe(tamil.messages.inquirySuccess)
    const stored = await payload.find({ collection: 'inquiries', where: { reference: { equals: body.reference } }, overrideAccess: true })
    expect(stored.docs[0]?.language).toBe('ta')
  })

  it('stores an alumni registration sent in Sinhala with its language; the reply quotes the reference in Sinhala', async () => {
    const programmes = await payload.find({ collection: 'degree-program-names', limit: 1, sort: 'id', overrideAccess: true })
    const sent = validAlumni({ name: 'Sinhala Graduate', degree_program_id: String(programmes.docs[0]!.id) })
    const { status, body } = await answer(jsonRequest('/AlumniPage/addAlumniRegistration?locale=si', sent))
    expect(status).toBe(201)
    expect(body.message).toBe(fill(sinhala.templates.withReference, { message: sinhala.messages.registrationReceived, reference: body.reference as string }))
    expect(await countWhere(payload, 'alumni-registrations', 'language', 'si')).toBeGreaterThan(0)
    const stored = await payload.find({ collection: 'alumni-registrations', where: { reference: { equals: body.reference } }, overrideAccess: true })
    expect(stored.docs[0]?.language).toBe('si')
  })

  it('stores an application sent in Tamil with its language, and one sent without a locale as English', async () => {
    const files = async () => [
      { field: 'nic', name: 'nic.pdf', data: pdfFile(), type: 'application/pdf' },
      { field: 'o/l_certificate', name: 'ol.png', data: await pngFile() },
    ]
    const inTamil = await answer(applicationRequest(validApplication({ full_name: 'Tamil Applicant' }), await files(), {}, '?locale=ta'))
    expect(inTamil.status).toBe(201)
    expect(inTamil.body.message).toBe(fill(tamil.templates.withReference, { message: tamil.messages.applicationReceived, reference: inTamil.body.reference as string }))
    const inEnglish = await answer(applicationRequest(validApplication({ full_name: 'English Applicant' }), await files()))
    expect(inEnglish.status).toBe(201)

    const stored = await payload.find({
      collection: 'degree-applications',
      where: { reference: { in: [inTamil.body.reference, inEnglish.body.reference] } },
      overrideAccess: true,
      depth: 0,
    })
    expect(Object.fromEntries(stored.docs.map((doc) => [doc.full_name, doc.language]))).toEqual({ 'Tamil Applicant': 'ta', 'English Applicant': 'en' })
  })
})
