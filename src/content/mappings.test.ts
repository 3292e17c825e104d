import { describe, expect, it } from 'vitest'

import { richText } from '@/seed/richText'

import { trainingFilePath } from './careers'
import { mapEmbedHtml } from './contact'
import { groupResearchByYear, type ResearchItem } from './research'
import { findBySlugOrId, richTextHtml } from './shared'

const research = (id: number, year: number, category: string): ResearchItem => ({
  id,
  title: `Study ${id}`,
  researcherName: 'A. Researcher',
  category,
  year,
  description: '',
  files: [],
  image: '',
  qrCode: '',
})

describe('groupResearchByYear', () => {
  it('groups by year, then by category, keeping the given order', () => {
    const grouped = groupResearchByYear([research(1, 2024, 'Finance'), research(2, 2023, 'Analytics'), research(3, 2024, 'Finance'), research(4, 2024, 'HR')])
    expect(Object.keys(grouped).sort()).toEqual(['2023', '2024'])
    expect(grouped['2024']?.Finance?.map((item) => item.id)).toEqual([1, 3])
    expect(Object.keys(grouped['2024'] ?? {})).toEqual(['Finance', 'HR'])
  })

  it('is empty with no research', () => {
    expect(groupResearchByYear([])).toEqual({})
  })
})

describe('trainingFilePath', () => {
  it('ends in the title and extension after the last hyphen', () => {
    const filePath = trainingFilePath(7, 'Internship Guidelines', 'c0ffee-uuid.PDF')
    expect(filePath).toBe('training-documents/7-Internship Guidelines.pdf')
    expect(filePath.split('-').pop()).toBe('Internship Guidelines.pdf')
  })

  it('keeps a hyphenated title whole under the last-hyphen rule', () => {
    expect(trainingFilePath(3, 'Pre-Internship Checklist', 'x.xlsx').split('-').pop()).toBe('Pre\u2011Internship Checklist.xlsx')
  })
})

describe('findBySlugOrId', () => {
  const items = [
    { id: 18, slug: 'bsc-applied-accounting' },
    { id: 19, slug: 'b-mgt-business-analytics' },
  ]
  it('prefers the slug, then the id', () => {
    expect(findBySlugOrId(items, { slug: 'b-mgt-business-analytics', id: 18 })?.id).toBe(19)
    expect(findBySlugOrId(items, { slug: 'renamed', id: 18 })?.id).toBe(18)
    expect(findBySlugOrId(items, { slug: 'renamed' })).toBeNull()
  })
})

describe('richTextHtml', () => {
  it('renders paragraphs and lists', () => {
    const html = richTextHtml(richText('Intro', { bullets: ['One', 'Two'] }, { numbered: ['First'] }))
    expect(html).toContain('<p>Intro</p>')
    expect(html).toMatch(/<ul[^>]*><li[^>]*>One<\/li><li[^>]*>Two<\/li><\/ul>/)
    expect(html).toMatch(/<ol[^>]*><li[^>]*>First<\/li><\/ol>/)
  })

  it('escapes text, so stored markup never becomes HTML', () => {
    const html = richTextHtml(richText('<script>alert(1)</script> & more'))
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;')
  })

  it('is empty for missing rich text', () => {
    expect(richTextHtml(null)).toBe('')
    expect(richTextHtml('plain')).toBe('')
  })
})

describe('mapEmbedHtml', () => {
  it('builds a lazy iframe and escapes the address', () => {
    const html = mapEmbedHtml('https://maps.example.org/e?a=1&b="2"', 'Map')
    expect(html).toContain('src="https://maps.example.org/e?a=1&amp;b=&quot;2&quot;"')
    expect(html).toContain('loading="lazy"')
  })

  it('is empty without an address', () => {
    expect(mapEmbedHtml('', 'Map')).toBe('')
  })
})
