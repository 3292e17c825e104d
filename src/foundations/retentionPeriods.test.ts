import { describe, expect, it } from 'vitest'

import { addMonths, clearsOn, colomboDay, DEFAULT_RETENTION, retentionPeriodsOf } from './retentionPeriods'

describe('retention periods', () => {
  it('are read from site settings, each missing or unusable value being its default', () => {
    expect(retentionPeriodsOf(undefined)).toEqual(DEFAULT_RETENTION)
    expect(DEFAULT_RETENTION).toEqual({ rejectedApplicationMonths: 6, acceptedApplicationMonths: 24, answeredInquiryMonths: 12, rejectedAlumniMonths: 6 })
    expect(
      retentionPeriodsOf({
        retention_rejected_application_months: 3,
        retention_accepted_application_months: 0,
        retention_answered_inquiry_months: 2.5,
        retention_rejected_alumni_months: '9',
      }),
    ).toEqual({ ...DEFAULT_RETENTION, rejectedApplicationMonths: 3 })
  })

  it('count whole calendar months, a month-end staying within its month', () => {
    expect(addMonths(new Date('2026-01-15T10:00:00.000Z'), 6).toISOString()).toBe('2026-07-15T10:00:00.000Z')
    expect(addMonths(new Date('2026-08-31T00:00:00.000Z'), 6).toISOString()).toBe('2027-02-28T00:00:00.000Z')
    expect(addMonths(new Date('2026-03-31T00:00:00.000Z'), -1).toISOString()).toBe('2026-02-28T00:00:00.000Z')
    expect(addMonths(new Date('2027-11-30T00:00:00.000Z'), 24).toISOString()).toBe('2029-11-30T00:00:00.000Z')
  })

  it('give the day a decided record is cleared, and none for one that is open or kept', () => {
    const decided = '2026-02-10T08:00:00.000Z'
    expect(clearsOn('degree-applications', 'rejected', decided, DEFAULT_RETENTION)?.toISOString()).toBe('2026-08-10T08:00:00.000Z')
    expect(clearsOn('degree-applications', 'accepted', decided, DEFAULT_RETENTION)?.toISOString()).toBe('2028-02-10T08:00:00.000Z')
    expect(clearsOn('inquiries', 'answered', decided, DEFAULT_RETENTION)?.toISOString()).toBe('2027-02-10T08:00:00.000Z')
    expect(clearsOn('alumni-registrations', 'rejected', decided, DEFAULT_RETENTION)?.toISOString()).toBe('2026-08-10T08:00:00.000Z')
    expect(clearsOn('alumni-registrations', 'accepted', decided, DEFAULT_RETENTION)).toBeNull()
    expect(clearsOn('degree-applications', 'in_review', decided, DEFAULT_RETENTION)).toBeNull()
    expect(clearsOn('degree-applications', 'rejected', null, DEFAULT_RETENTION)).toBeNull()
  })

  it('run once per day as Sri Lanka counts days (UTC+5:30)', () => {
    expect(colomboDay(new Date('2026-11-28T18:29:59.000Z'))).toBe('2026-11-28')
    expect(colomboDay(new Date('2026-11-28T18:30:00.000Z'))).toBe('2026-11-29')
  })
})
