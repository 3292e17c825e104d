import { describe, expect, it } from 'vitest'

import {
  mayUploadRequested,
  publicView,
  requestedNames,
  type StaffState,
  staffChangeEntries,
  staffChangeRefusal,
  STATUS_RULE_MESSAGES,
} from './applicationProgress'

const state = (overrides: Partial<StaffState> = {}): StaffState => ({ status: 'in_review', message: '', requested: [], requestNote: '', ...overrides })

describe('the status rules staff work by', () => {
  it('keeps an application that has been looked at from returning to New', () => {
    expect(staffChangeRefusal('in_review', state({ status: 'new' }))).toBe(STATUS_RULE_MESSAGES.backToNew)
    expect(staffChangeRefusal('rejected', state({ status: 'new' }))).toBe(STATUS_RULE_MESSAGES.backToNew)
    expect(staffChangeRefusal('new', state({ status: 'new' }))).toBeNull()
  })

  it('asks for documents only when they are named', () => {
    expect(staffChangeRefusal('in_review', state({ status: 'waiting_documents' }))).toBe(STATUS_RULE_MESSAGES.requestNeedsDocuments)
    expect(staffChangeRefusal('in_review', state({ status: 'waiting_documents', requested: ['A/L certificate'] }))).toBeNull()
  })

  it('allows every other move, the final decisions included', () => {
    for (const status of ['in_review', 'accepted', 'rejected'] as const) {
      expect(staffChangeRefusal('new', state({ status }))).toBeNull()
      expect(staffChangeRefusal('accepted', state({ status }))).toBeNull()
    }
  })

  it('names requested documents once each, without blanks', () => {
    expect(requestedNames([{ name: ' A/L certificate ' }, { name: '' }, { name: 'A/L certificate' }, { name: 'Birth certificate' }, null, 7])).toEqual([
      'A/L certificate',
      'Birth certificate',
    ])
    expect(requestedNames(undefined)).toEqual([])
  })

  it('records a status change with where it came from and tells the applicant', () => {
    const { entries, notifyApplicant } = staffChangeEntries(state({ status: 'new' }), state({ status: 'accepted' }))
    expect(entries).toEqual([{ event: 'status', from_status: 'new', to_status: 'accepted' }])
    expect(notifyApplicant).toBe(true)
  })

  it('records a document request, and a changed request again, with its note', () => {
    const asking = state({ status: 'waiting_documents', requested: ['Birth certificate'], requestNote: 'A certified copy' })
    const first = staffChangeEntries(state(), asking)
    expect(first.entries).toEqual([
      { event: 'status', from_status: 'in_review', to_status: 'waiting_documents' },
      { event: 'request', detail: 'Birth certificate. Note: A certified copy' },
    ])
    const changed = staffChangeEntries(asking, { ...asking, requested: ['Birth certificate', 'Passport copy'] })
    expect(changed.entries).toEqual([{ event: 'request', detail: 'Birth certificate; Passport copy. Note: A certified copy' }])
    expect(changed.notifyApplicant).toBe(true)
  })

  it('records nothing and mails nobody when staff save without a change the applicant would see', () => {
    expect(staffChangeEntries(state(), state())).toEqual({ entries: [], notifyApplicant: false })
  })

  it('records a new message to the applicant', () => {
    expect(staffChangeEntries(state(), state({ message: 'We will call you on Monday.' })).entries).toEqual([
      { event: 'message', detail: 'We will call you on Monday.' },
    ])
  })

  it('takes uploads only while documents are awaited', () => {
    expect(mayUploadRequested('waiting_documents')).toBe(true)
    for (const status of ['new', 'in_review', 'accepted', 'rejected'] as const) expect(mayUploadRequested(status)).toBe(false)
  })
})

describe('what the applicant sees', () => {
  const doc = {
    id: 4,
    reference: 'APP-2026-ABCDEF',
    status: 'rejected' as const,
    createdAt: '2026-11-01T08:00:00.000Z',
    status_changed_at: '2026-11-20T08:00:00.000Z',
    applicant_message: ' ',
    requested_documents: [{ name: 'Old request' }],
    request_note: 'old',
    nic: '200012345678',
    staff_notes: 'private',
    documents: [{ stored_name: 'x.pdf' }],
  }

  it('uses the applicant\u2019s words for the status and shows only the public fields', () => {
    const view = publicView(doc)
    expect(view).toEqual({
      reference: 'APP-2026-ABCDEF',
      status: 'rejected',
      statusLabel: 'Not accepted',
      changedAt: '2026-11-20T08:00:00.000Z',
      message: null,
      request: null,
      fee: { state: 'unpaid', label: 'Not paid yet', paidAt: null, mayPayOnline: false },
    })
    expect(JSON.stringify(view)).not.toMatch(/200012345678|private|x\.pdf/)
  })

  it('shows the request only while documents are awaited', () => {
    expect(publicView({ ...doc, status: 'waiting_documents' }).request).toEqual({ documents: ['Old request'], note: 'old' })
    expect(publicView({ ...doc, status: 'new', status_changed_at: null }).statusLabel).toBe('Received')
    expect(publicView({ ...doc, status: 'new', status_changed_at: null }).changedAt).toBe(doc.createdAt)
  })

  it('shows the fee as the applicant reads it: a cancelled or failed attempt is still unpaid, and the date only while paid', () => {
    const paidAt = '2026-11-21T09:30:00.000Z'
    const fee = (fee_status: string, onlinePaymentOn = true, fee_method = 'online') => publicView({ ...doc, fee_method, fee_status, fee_paid_at: paidAt }, { onlinePaymentOn }).fee
    expect(fee('paid')).toEqual({ state: 'paid', label: 'Paid', paidAt, mayPayOnline: false })
    expect(fee('pending')).toEqual({ state: 'pending', label: 'Payment being confirmed', paidAt: null, mayPayOnline: false })
    expect(fee('charged_back')).toEqual({ state: 'charged_back', label: 'Payment refunded or charged back', paidAt: null, mayPayOnline: false })
    for (const unpaid of ['unpaid', 'cancelled', 'failed', 'something else']) {
      expect(fee(unpaid)).toEqual({ state: 'unpaid', label: 'Not paid yet', paidAt: null, mayPayOnline: true })
    }
    expect(fee('unpaid', false).mayPayOnline).toBe(false)
    // A bank deposit waits for its slip to be matched: paying online too would pay twice.
    expect(fee('unpaid', true, 'bank').mayPayOnline).toBe(false)
  })
})
