/**
 * The back office's dashboard counts the submissions in each status, for the
 * kinds the staff member's role may read, each count linking to the list
 * filtered by that status.
 */
import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { submissionCounts } from '@/screens/staff/submissionCounts'
import { SubmissionsDashboard } from '@/screens/staff/SubmissionsDashboard'
import { payloadClient } from '@/model/payloadClient'

import { staffUser } from '../support/staffAccounts'

let payload: Payload
const created: number[] = []

beforeAll(async () => {
  payload = await payloadClient()
})

afterAll(async () => {
  if (created.length) await payload.delete({ collection: 'inquiries', where: { id: { in: created } } })
})

async function statusCounts(collection: 'degree-applications' | 'alumni-registrations' | 'inquiries', statuses: string[]) {
  return Promise.all(statuses.map(async (status) => (await payload.count({ collection, where: { status: { equals: status } } })).totalDocs))
}

describe('the dashboard counts', () => {
  it('show an administrator every kind of submission, by status, as the database holds them', async () => {
    const summaries = await submissionCounts(payload, staffUser('admin'))
    expect(summaries.map((summary) => summary.slug)).toEqual(['degree-applications', 'alumni-registrations', 'inquiries'])
    const review = ['new', 'in_review', 'accepted', 'rejected']
    const expected = {
      'degree-applications': await statusCounts('degree-applications', ['new', 'in_review', 'waiting_documents', 'accepted', 'rejected']),
      'alumni-registrations': await statusCounts('alumni-registrations', review),
      inquiries: await statusCounts('inquiries', ['new', 'answered']),
    }
    for (const summary of summaries) {
      const counts = expected[summary.slug as keyof typeof expected]
      expect(summary.statuses.map((status) => status.count)).toEqual(counts)
      expect(summary.total).toBe(counts.reduce((sum, count) => sum + count, 0))
    }
    // The demo content holds one new and one answered inquiry, and applications in two statuses.
    const inquiries = summaries.find((summary) => summary.slug === 'inquiries')!
    expect(inquiries.statuses.map(({ value, label }) => [value, label])).toEqual([
      ['new', 'New'],
      ['answered', 'Answered'],
    ])
    expect(inquiries.statuses.every((status) => status.count >= 1)).toBe(true)
  })

  it('link each count to the list filtered by that status', async () => {
    const [applications] = await submissionCounts(payload, staffUser('admin'))
    const inReview = applications!.statuses.find((status) => status.value === 'in_review')!
    const url = new URL(inReview.href, 'http://campus.test')
    expect(url.pathname).toBe('/admin/collections/degree-applications')
    expect(url.searchParams.get('where[status][equals]')).toBe('in_review')
    expect(applications!.href).toBe('/admin/collections/degree-applications')
  })

  it('count a new submission under new', async () => {
    const before = (await submissionCounts(payload, staffUser('admissions'))).find((summary) => summary.slug === 'inquiries')!
    const doc = await payload.create({
      collection: 'inquiries',
      data: {
        reference: 'INQ-2026-DASH01',
        status: 'new',
        language: 'en',
        first_name: 'Dashboard',
        surname: 'Count',
        contact_no: '0771234567',
        email: 'dashboard.count@example.com',
        al_year: '2025',
        message: 'Counted on the dashboard?',
      },
    })
    created.push(doc.id)
    const after = (await submissionCounts(payload, staffUser('admissions'))).find((summary) => summary.slug === 'inquiries')!
    expect(after.statuses.find((status) => status.value === 'new')!.count).toBe(before.statuses.find((status) => status.value === 'new')!.count + 1)
    expect(after.statuses.find((status) => status.value === 'answered')!.count).toBe(before.statuses.find((status) => status.value === 'answered')!.count)
    expect(after.total).toBe(before.total + 1)
  })

  it.each([
    ['editor', []],
    ['admissions', ['degree-applications', 'inquiries']],
    ['alumni', ['alumni-registrations']],
  ] as const)('show the %s role only what it may read', async (role, slugs) => {
    expect((await submissionCounts(payload, staffUser(role))).map((summary) => summary.slug)).toEqual(slugs)
  })

  it('appear above the dashboard as links to the filtered lists, and not at all for a role that may read no submission', async () => {
    const html = renderToStaticMarkup((await SubmissionsDashboard({ payload, user: staffUser('alumni') }))!)
    expect(html).toContain('>Alumni registrations</a>')
    expect(html).not.toContain('Inquiries')
    const [alumni] = await submissionCounts(payload, staffUser('alumni'))
    for (const status of alumni!.statuses) {
      expect(html).toContain(`href="${status.href.replace(/&/g, '&amp;')}"><strong>${status.count}</strong> ${status.label.toLowerCase()}</a>`)
    }
    expect(await SubmissionsDashboard({ payload, user: staffUser('editor') })).toBeNull()
  })

  it('show nothing without a signed-in staff member', async () => {
    expect(await submissionCounts(payload, null)).toEqual([])
  })
})
