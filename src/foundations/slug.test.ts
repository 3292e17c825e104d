import { describe, expect, it } from 'vitest'

import { slugify, uniqueSlug } from './slug'

describe('slugify (route table rule)', () => {
  it.each([
    ['BSc Applied Accounting', 'bsc-applied-accounting'],
    ['B.Mgt Business Analytics', 'b-mgt-business-analytics'],
    ['Department of Accounting & Finance', 'department-of-accounting-finance'],
    ['  Centre for   Quality--Assurance  ', 'centre-for-quality-assurance'],
    ['BSc (Hons) in IT', 'bsc-hons-in-it'],
    ['Interest Free Loan Scheme 2026', 'interest-free-loan-scheme-2026'],
    ['Café Économie', 'cafe-economie'],
    ['!!!', ''],
  ])('%s → %s', (input, expected) => {
    expect(slugify(input)).toBe(expected)
  })
})

describe('uniqueSlug', () => {
  it('keeps a free slug and numbers a taken one', async () => {
    const taken = new Set(['news', 'news-2'])
    expect(await uniqueSlug('events', async (slug) => taken.has(slug))).toBe('events')
    expect(await uniqueSlug('news', async (slug) => taken.has(slug))).toBe('news-3')
  })

  it('gives an empty base a usable slug', async () => {
    expect(await uniqueSlug('', async () => false)).toBe('item')
  })
})
