import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { checkDegreeApplication, idFormSchema, pickerFormSchema } from '@/foundations/formRules/degreeApplication'
import { FILE_MESSAGES } from '@/foundations/formRules/applicationDocuments'
import { FORM_MESSAGES as M } from '@/foundations/formRules/messages'

import { flattenErrors } from '@/screens/components/forms/formHelpers'

import { addChosenFiles } from './Documents'
import {
  type ApplicationFormValues,
  emptyFormValues,
  feeChoiceErrors,
  hasForeignAnswers,
  noFiles,
  splitServerErrors,
  toFormData,
  withFeeChoice,
} from './formValues'
import { DRAFT_LIFETIME_MS, type DraftStorage, draftKey, forgetOldDrafts, isUntouched, parseDraft, readDraft, serializeDraft, writeDraft } from './localDraft'
import { fullPhone, toSchemaInput } from './phoneNumbers'

function filled(overrides: Partial<ApplicationFormValues> = {}): ApplicationFormValues {
  const values = emptyFormValues('18')
  values.sl_al_details[0]!.grade = 'A'
  values.sl_al_details[1]!.grade = 'B'
  values.sl_al_details[2] = { subject: 'Accounting', grade: 'A' }
  return {
    ...values,
    week_type: 'Weekend',
    name_with_initials: 'K. A. Perera',
    full_name: 'Kasun Amal Perera',
    date_of_birth: '2004-03-15',
    nationality: 'Sri Lankan',
    nic: '200407501234',
    mailing_address: '12 Temple Road, Nugegoda',
    mobile_no: '71 234 5678',
    home_no: '112345678',
    email_address: 'kasun.perera@example.com',
    al_school: 'Royal College',
    al_index_no: '1234567',
    al_stream: 'Commerce',
    al_medium: 'English',
    ol_school: 'Royal College',
    ol_index_no: '7654321',
    ol_maths_result: 'A',
    advertisement_media: 'Other',
    advertised_paper: 'left over from an earlier choice',
    other_media: 'A friend',
    ...overrides,
  }
}

describe('phone numbers typed after a country code', () => {
  it('puts the chosen code in front unless the visitor typed a +', () => {
    expect(fullPhone('LK', '71 234 5678')).toBe('+9471 234 5678')
    expect(fullPhone('GB', '7400123456')).toBe('+447400123456')
    expect(fullPhone('GB', '+94712345678')).toBe('+94712345678')
    expect(fullPhone('LK', '   ')).toBe('')
  })

  it('lets the shared schema give its messages for the whole number', () => {
    const check = (mobile_no: string, mobile_country = 'LK', variant: 'idForm' | 'picker' = 'idForm') =>
      checkDegreeApplication(toSchemaInput(filled({ mobile_no, mobile_country })), variant)
    expect(check('712345678').ok).toBe(true)
    expect(check('0712345678')).toMatchObject({ ok: false, errors: { mobile_no: M.slMobileLength } })
    expect(check('')).toMatchObject({ ok: false, errors: { mobile_no: M.mobileRequired } })
    expect(check('7400123456', 'GB', 'picker').ok).toBe(true)
    expect(check('12', 'GB', 'picker')).toMatchObject({ ok: false, errors: { mobile_no: M.intlMobileInvalid } })
    expect(check('7400123456', 'GB', 'idForm')).toMatchObject({ ok: false, errors: { mobile_no: M.slMobileInvalid } })
  })
})

describe('the fee choice (decision 055)', () => {
  const receipt = () => ({ ...noFiles(), receipt: [new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' })] })

  it('asks nothing while online payment is not offered, and sends no choice a draft may hold', () => {
    expect(feeChoiceErrors(false, '', noFiles())).toEqual({ fields: {}, documents: {} })
    const data = idFormSchema.parse(toSchemaInput({ ...filled(), fee_method: 'online' }))
    expect(withFeeChoice(false, data, receipt()).data.fee_method).toBe('')
  })

  it('asks for a choice while it is offered, and the receipt with a bank deposit', () => {
    expect(feeChoiceErrors(true, '', receipt())).toEqual({ fields: { fee_method: M.feeMethodMissing }, documents: {} })
    expect(feeChoiceErrors(true, 'bank', noFiles())).toEqual({ fields: {}, documents: { receipt: M.receiptMissing } })
    expect(feeChoiceErrors(true, 'bank', receipt())).toEqual({ fields: {}, documents: {} })
    expect(feeChoiceErrors(true, 'online', noFiles())).toEqual({ fields: {}, documents: {} })
  })

  it('sends no receipt with an online payment, and the receipt with a bank deposit', () => {
    const online = idFormSchema.parse(toSchemaInput({ ...filled(), fee_method: 'online' }))
    expect(withFeeChoice(true, online, receipt()).files.receipt).toEqual([])
    const bank = idFormSchema.parse(toSchemaInput({ ...filled(), fee_method: 'bank' }))
    expect(withFeeChoice(true, bank, receipt()).files.receipt).toHaveLength(1)
    expect(toFormData(withFeeChoice(true, bank, receipt()).data, 'idForm', { website: '', elapsedMs: 5000 }, noFiles()).get('fee_method')).toBe('bank')
  })
})

describe('the multipart body', () => {
  it('sends scalars by name, lists as JSON without empty rows, the anti-abuse fields and the files', async () => {
    const data = idFormSchema.parse(toSchemaInput(filled()))
    const files = { ...noFiles(), receipt: [new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' })] }
    const body = toFormData(data, 'idForm', { website: '', elapsedMs: 12345.6 }, files)
    expect(body.get('form_variant')).toBe('idForm')
    expect(body.get('degree_type')).toBe('18')
    expect(body.get('mobile_no')).toBe('+94712345678')
    expect(body.get('home_no')).toBe('+94112345678')
    expect(body.get('mobile_country')).toBeNull()
    expect(body.get('advertised_paper')).toBe('')
    expect(body.get('other_media')).toBe('A friend')
    expect(body.get('form_elapsed_ms')).toBe('12346')
    expect(body.get('website')).toBe('')
    expect(JSON.parse(body.get('sl_al_details') as string)).toEqual([
      { subject: 'General English', grade: 'A' },
      { subject: 'Common General Paper (New Syllabus)', grade: 'B' },
      { subject: 'Accounting', grade: 'A' },
    ])
    expect(JSON.parse(body.get('foreign_educational_details') as string)).toEqual([])
    expect(JSON.parse(body.get('extra_curricular_activities') as string)).toEqual([])
    expect((body.getAll('receipt')[0] as File).name).toBe('receipt.pdf')
    expect(body.getAll('nic')).toEqual(['200407501234'])
    // What the form sends, the server's own check accepts.
    const received = Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))
    for (const list of ['sl_al_details', 'foreign_educational_details', 'extra_curricular_activities']) received[list] = JSON.parse(received[list] as string)
    expect(pickerFormSchema.safeParse(received).success).toBe(true)
  })
})

describe('the local draft', () => {
  it('is kept per degree and for the picker form', () => {
    expect(draftKey('idForm', '18')).not.toBe(draftKey('idForm', '19'))
    expect(draftKey('picker', '')).not.toBe(draftKey('idForm', ''))
  })

  it('reads back what was saved, keeping the fixed A/L subjects fixed', () => {
    const values = filled()
    values.sl_al_details[0]!.subject = 'Changed'
    const restored = parseDraft(serializeDraft(values), emptyFormValues('18'))
    expect(restored?.full_name).toBe('Kasun Amal Perera')
    expect(restored?.sl_al_details[0]).toEqual({ subject: 'General English', grade: 'A' })
    expect(restored?.sl_al_details).toHaveLength(5)
    expect(restored?.foreign_educational_details).toHaveLength(9)
  })

  it('ignores stored text it cannot trust', () => {
    const defaults = emptyFormValues('18')
    expect(parseDraft('not json', defaults)).toBeNull()
    expect(parseDraft(JSON.stringify({ version: 99, values: {} }), defaults)).toBeNull()
    const odd = parseDraft(JSON.stringify({ version: 2, savedAt: Date.now(), values: { full_name: 42, extra: 'x', sl_al_details: 'no', extra_curricular_activities: [{ activity: 'Chess', achievement: 1 }] } }), defaults)
    expect(odd?.full_name).toBe('')
    expect(odd).not.toHaveProperty('extra')
    expect(odd?.sl_al_details).toEqual(defaults.sl_al_details)
    expect(odd?.extra_curricular_activities).toEqual([{ activity: 'Chess', achievement: '', achievemnet_year: '' }])
  })

  it('is not needed for an untouched form', () => {
    expect(isUntouched(emptyFormValues('18'), emptyFormValues('18'))).toBe(true)
    expect(isUntouched(filled(), emptyFormValues('18'))).toBe(false)
  })
})

/** localStorage's behaviour, in memory. */
function memoryStorage(): DraftStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
    key: (index) => [...entries.keys()][index] ?? null,
    get length() {
      return entries.size
    },
  }
}

describe('the local draft on a shared computer', () => {
  const DAY = 24 * 60 * 60 * 1000
  const key = draftKey('idForm', '18')
  const defaults = emptyFormValues('18')

  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-11-23T09:00:00+05:30'))
  })
  afterEach(() => vi.useRealTimers())

  it('never writes the NIC or the date of birth to the device', () => {
    const storage = memoryStorage()
    writeDraft(storage, key, filled(), defaults)
    const raw = storage.getItem(key) ?? ''
    expect(raw).toContain('Kasun Amal Perera')
    expect(raw).not.toContain('200407501234')
    expect(raw).not.toContain('2004-03-15')
    expect(JSON.parse(raw).values).not.toHaveProperty('nic')
    expect(JSON.parse(raw).values).not.toHaveProperty('date_of_birth')
    const restored = readDraft(storage, key, defaults)
    expect(restored?.full_name).toBe('Kasun Amal Perera')
    expect(restored?.nic).toBe('')
    expect(restored?.date_of_birth).toBe('')
  })

  it('does not put back a NIC or date of birth that an older page left in storage', () => {
    const storage = memoryStorage()
    storage.setItem(key, JSON.stringify({ version: 2, savedAt: Date.now(), values: { full_name: 'A. Silva', nic: '991234567V', date_of_birth: '1999-01-01' } }))
    const restored = readDraft(storage, key, defaults)
    expect(restored).toMatchObject({ full_name: 'A. Silva', nic: '', date_of_birth: '' })
  })

  it('drops a draft of the first version, which kept the NIC and had no saved-at time', () => {
    const storage = memoryStorage()
    storage.setItem(key, JSON.stringify({ version: 1, values: { ...filled() } }))
    expect(readDraft(storage, key, defaults)).toBeNull()
    expect(storage.getItem(key)).toBeNull()
  })

  it('keeps nothing for a form where only the NIC and date of birth were typed', () => {
    const storage = memoryStorage()
    storage.setItem(key, serializeDraft(filled()))
    writeDraft(storage, key, { ...emptyFormValues('18'), nic: '200407501234', date_of_birth: '2004-03-15' }, defaults)
    expect(storage.getItem(key)).toBeNull()
  })

  it('is put back for 7 days after it was last saved, and forgotten (and removed) after', () => {
    const storage = memoryStorage()
    writeDraft(storage, key, filled(), defaults)
    vi.advanceTimersByTime(DRAFT_LIFETIME_MS - 1000)
    expect(readDraft(storage, key, defaults)?.full_name).toBe('Kasun Amal Perera')
    // Typing again on day 7 starts the 7 days again.
    writeDraft(storage, key, filled({ full_name: 'Kasun A. Perera' }), defaults)
    vi.advanceTimersByTime(6 * DAY)
    expect(readDraft(storage, key, defaults)?.full_name).toBe('Kasun A. Perera')
    vi.advanceTimersByTime(DAY)
    expect(readDraft(storage, key, defaults)).toBeNull()
    expect(storage.getItem(key)).toBeNull()
    expect(DRAFT_LIFETIME_MS).toBe(7 * DAY)
  })

  it('treats a draft dated in the future (a clock set back) as expired', () => {
    const storage = memoryStorage()
    storage.setItem(key, serializeDraft(filled(), Date.now() + DAY))
    expect(readDraft(storage, key, defaults)).toBeNull()
  })

  it('forgets the old drafts of every degree on the device, and leaves recent ones and other keys', () => {
    const storage = memoryStorage()
    writeDraft(storage, draftKey('idForm', '19'), filled(), defaults)
    storage.setItem('hasOpenedPopup', 'true')
    vi.advanceTimersByTime(5 * DAY)
    writeDraft(storage, draftKey('picker', ''), filled(), defaults)
    vi.advanceTimersByTime(2 * DAY)
    forgetOldDrafts(storage, defaults)
    expect([...storage.entries.keys()].sort()).toEqual([draftKey('picker', ''), 'hasOpenedPopup'].sort())
  })

  it('is removed when the form is cleared', () => {
    const storage = memoryStorage()
    writeDraft(storage, key, filled(), defaults)
    writeDraft(storage, key, emptyFormValues('18'), defaults)
    expect(storage.getItem(key)).toBeNull()
  })
})

describe('the foreign qualification', () => {
  it('holds answers when any of its fields or subject rows has text, spaces alone not counted', () => {
    expect(hasForeignAnswers(emptyFormValues('18'))).toBe(false)
    expect(hasForeignAnswers(filled({ name_of_the_examination: '   ' }))).toBe(false)
    expect(hasForeignAnswers(filled({ al_school: 'Royal College' }))).toBe(false)
    for (const name of ['name_of_the_examination', 'institute', 'country', 'year', 'medium'] as const) {
      expect(hasForeignAnswers(filled({ [name]: 'x' })), name).toBe(true)
    }
    const subject = emptyFormValues('18')
    subject.foreign_educational_details[8]!.subject = 'Economics'
    expect(hasForeignAnswers(subject)).toBe(true)
    const grade = emptyFormValues('18')
    grade.foreign_educational_details[0]!.grade = 'A*'
    expect(hasForeignAnswers(grade)).toBe(true)
  })
})

describe('errors', () => {
  it('flattens nested form errors to dotted paths', () => {
    expect(flattenErrors({ nic: { message: 'a', ref: {} }, sl_al_details: [{ grade: { message: 'b' } }, undefined] })).toEqual({
      nic: 'a',
      'sl_al_details.0.grade': 'b',
    })
  })

  it('tells the NIC number from the NIC copy and keeps document errors apart', () => {
    const copy = FILE_MESSAGES.contentMismatch('nic.pdf')
    expect(splitServerErrors({ nic: M.nicInvalid, 'sl_al_details.1.grade': 'Grade is required.', receipt: 'x', documents: 'y', unknown: 'z' })).toEqual({
      fields: { nic: M.nicInvalid, 'sl_al_details.1.grade': 'Grade is required.' },
      documents: { receipt: 'x', documents: 'y' },
    })
    expect(splitServerErrors({ nic: copy })).toEqual({ fields: {}, documents: { nic: copy } })
  })
})

describe('choosing documents', () => {
  const file = (name: string, size = 10) => new File([new Uint8Array(size)], name)

  it('adds accepted files and names the first refused one', () => {
    const result = addChosenFiles(noFiles(), 'nic', [file('a.pdf'), file('notes.txt'), file('b.PNG')])
    expect(result.files.nic?.map((chosen) => chosen.name)).toEqual(['a.pdf', 'b.PNG'])
    expect(result.message).toBe(FILE_MESSAGES.wrongType('notes.txt'))
  })

  it('keeps to five files per document and skips a file chosen twice', () => {
    const first = file('1.pdf')
    let files = addChosenFiles(noFiles(), 'receipt', [first, first]).files
    expect(files.receipt).toHaveLength(1)
    files = addChosenFiles(files, 'receipt', ['2', '3', '4', '5', '6'].map((name) => file(`${name}.pdf`))).files
    expect(files.receipt).toHaveLength(5)
    expect(addChosenFiles(files, 'receipt', [file('7.pdf')]).message).toBe(FILE_MESSAGES.tooMany('Payment receipt'))
  })
})
