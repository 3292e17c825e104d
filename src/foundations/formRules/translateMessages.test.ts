import { describe, expect, it } from 'vitest'

import { formTexts as english } from '../texts/forms/en'
import { formTextsIn } from '../texts/forms'
import { fill } from '../texts/translation'
import { checkAlumniRegistration } from './alumniRegistration'
import { checkDegreeApplication } from './degreeApplication'
import { checkInquiry } from './inquiry'
import { FORM_MESSAGES, referenceMessage, requiredMessage, tooLongMessage, tooManyRowsMessage } from './messages'
import { messageTranslator, translateRefusal } from './translateMessages'
import { FILE_MESSAGES } from './applicationDocuments'
import { PAYER_MESSAGES } from './payer'
import { STATUS_MESSAGES } from './statusLookup'

const tamil = formTextsIn('ta')
const sinhala = formTextsIn('si')
const toTamil = messageTranslator(tamil)
const toSinhala = messageTranslator(sinhala)

/** Sinhala and Tamil letters: a translated message has some; an English one none. */
const SINHALA = /[\u0D80-\u0DFF]/
const TAMIL = /[\u0B80-\u0BFF]/

describe('the forms messages in Sinhala and Tamil', () => {
  it('gives each fixed message in the language asked for', () => {
    for (const key of Object.keys(FORM_MESSAGES) as (keyof typeof FORM_MESSAGES)[]) {
      expect(toTamil(FORM_MESSAGES[key])).toBe(tamil.messages[key])
      expect(toSinhala(FORM_MESSAGES[key])).toBe(sinhala.messages[key])
    }
  })

  it('gives one translation for an English text that two keys share', () => {
    const keys = Object.keys(english.messages) as (keyof typeof english.messages)[]
    for (const language of [tamil, sinhala]) {
      for (const a of keys) {
        for (const b of keys) {
          if (a < b && english.messages[a] === english.messages[b]) expect(language.messages[a], `${a} and ${b}`).toBe(language.messages[b])
        }
      }
    }
  })

  it('names the field in its own language in a message about it', () => {
    expect(toTamil(requiredMessage('First name'))).toBe(fill(tamil.templates.required, { label: tamil.fieldNames.firstName }))
    expect(toSinhala(tooLongMessage('Message', 5000))).toBe(fill(sinhala.templates.tooLong, { label: sinhala.fieldNames.message, max: 5000 }))
    expect(toTamil(tooManyRowsMessage('Extra-curricular activities', 20))).toBe(
      fill(tamil.templates.tooManyRows, { label: tamil.fieldNames.activities, max: 20 }),
    )
  })

  it('translates the message inside a reply that quotes the reference, and keeps the reference', () => {
    const reply = referenceMessage(FORM_MESSAGES.applicationReceived, 'APP-2026-7K2QX9')
    expect(toTamil(reply)).toBe(fill(tamil.templates.withReference, { message: tamil.messages.applicationReceived, reference: 'APP-2026-7K2QX9' }))
  })

  it('leaves a text that is not one of the forms as it is, and English as it is', () => {
    expect(toTamil('"cv.exe" is not a file type we accept.')).toBe('"cv.exe" is not a file type we accept.')
    expect(messageTranslator(english)(FORM_MESSAGES.tooFast)).toBe(FORM_MESSAGES.tooFast)
  })

  it('translates every message the three forms give for an empty form', () => {
    const refusals = [checkInquiry({}), checkAlumniRegistration({}), checkDegreeApplication({}, 'idForm'), checkDegreeApplication({ sl_al_details: 'x' }, 'picker')]
    for (const refusal of refusals) {
      if (refusal.ok) throw new Error('an empty form passed')
      const inTamil = translateRefusal(refusal, toTamil)
      const inSinhala = translateRefusal(refusal, toSinhala)
      for (const message of [inTamil.message, ...Object.values(inTamil.errors)]) expect(message).toMatch(TAMIL)
      for (const message of [inSinhala.message, ...Object.values(inSinhala.errors)]) expect(message).toMatch(SINHALA)
      expect(Object.keys(inTamil.errors)).toEqual(Object.keys(refusal.errors))
    }
  })

  it('translates the status page, the payment and the files, a file named with spaces and quotes included', () => {
    expect(toTamil(STATUS_MESSAGES.notFound)).toBe(tamil.status.notFound)
    expect(toSinhala(PAYER_MESSAGES.required('Town or city'))).toBe(fill(sinhala.templates.payerRequired, { label: sinhala.fieldNames.town }))
    expect(toTamil(FILE_MESSAGES.tooLarge('my "final" scan.pdf'))).toBe(fill(tamil.templates.fileTooLarge, { name: 'my "final" scan.pdf', size: '10 MB' }))
    expect(toTamil(FILE_MESSAGES.tooMany('the requested documents'))).toBe(fill(tamil.templates.fileTooMany, { count: 5, label: tamil.fieldNames.requestedDocuments }))
    expect(toSinhala(FILE_MESSAGES.totalTooLarge)).toMatch(SINHALA)
  })
})
