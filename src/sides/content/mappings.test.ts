import { describe, expect, it } from 'vitest'

import { richText } from '@/sides/seed/richText'

import { trainingFilePath } from './careers'
import { mapEmbedHtml } from './contact'
import { groupResearchByYear, type ResearchItem } from './research'
import { findBySlugOrId, richTextHtml } from './records'

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

const block = (type: string) => ({ type, version: 1, direction: 'ltr', format: '', indent: 0 })
const root = block('root')
const words = (text: string) => ({ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' })

describe('richTextHtml', () => {
  it('renders paragraphs and lists', () => {
    const html = richTextHtml(richText('Intro', { bullets: ['One', 'Two'] }, { numbered: ['First'] }))
    expect(html).toContain('<p>Intro</p>')
    expect(html).toMatch(/<ul[^>]*><li[^>]*>One<\/li><li[^>]*>Two<\/li><\/ul>/)
    expect(html).toMatch(/<ol[^>]*><li[^>]*>First<\/li><\/ol>/)
  })

  it('gives list items of a bullet list no value, which HTML allows on numbered items only', () => {
    const html = richTextHtml(richText({ bullets: ['One', 'Two'] }))
    expect(html).toMatch(/<ul class="list-bullet"><li>One<\/li><li>Two<\/li><\/ul>/)
    expect(html).not.toContain('value=')
  })

  it('numbers an ordered list from its start, with a value only where counting would show another number', () => {
    const numbered = (start: number, items: Record<string, unknown>[]) => ({
      root: { ...root, children: [{ ...block('list'), listType: 'number', tag: 'ol', start, children: items }] },
    })
    const item = (value: number, ...children: Record<string, unknown>[]) => ({ ...block('listitem'), value, children })
    const plain = richTextHtml(numbered(1, [item(1, words('a')), item(2, words('b'))]))
    expect(plain).toBe('<ol class="list-number"><li>a</li><li>b</li></ol>')

    expect(richTextHtml(numbered(3, [item(3, words('c')), item(4, words('d'))]))).toBe(
      '<ol class="list-number" start="3"><li>c</li><li>d</li></ol>',
    )

    // An indented part is an item holding a list; the item after it shares its number.
    const nested = { ...block('list'), listType: 'number', tag: 'ol', start: 1, children: [item(1, words('x'))] }
    const html = richTextHtml(numbered(1, [item(1, words('a')), item(2, nested), item(2, words('b'))]))
    expect(html).toBe(
      '<ol class="list-number"><li>a</li>' +
        '<li class="nestedListItem" style="list-style-type: none;"><ol class="list-number"><li>x</li></ol></li>' +
        '<li value="2">b</li></ol>',
    )
  })

  it('writes a checklist as read-only checkboxes named by their items', () => {
    const checklist = {
      root: {
        ...root,
        children: [
          {
            ...block('list'),
            listType: 'check',
            tag: 'ul',
            start: 1,
            children: [
              { ...block('listitem'), value: 1, checked: true, children: [words('Done')] },
              { ...block('listitem'), value: 2, children: [words('To do')] },
            ],
          },
        ],
      },
    }
    const html = richTextHtml(checklist)
    expect(html).toContain('<ul class="list-check">')
    expect(html).toContain('<label><input type="checkbox" disabled checked> Done</label>')
    expect(html).toContain('<label><input type="checkbox" disabled> To do</label>')
    expect(html).not.toMatch(/role=|value=|tabIndex|readOnly|htmlFor/i)
  })

  it('writes an uploaded image with its known dimensions only, and keeps an empty alt', () => {
    const image = (value: Record<string, unknown>) => ({
      root: { ...root, children: [{ type: 'upload', version: 3, format: '', relationTo: 'media', fields: null, value }] },
    })
    const sized = richTextHtml(image({ url: '/media/a.png', alt: 'A "quoted" map', mimeType: 'image/png', width: 640, height: 480 }))
    expect(sized).toBe('<img src="/media/a.png" width="640" height="480" alt="A &quot;quoted&quot; map" loading="lazy" decoding="async">')
    const unsized = richTextHtml(image({ url: '/media/b.svg', alt: '', mimeType: 'image/svg+xml', width: null, height: null }))
    expect(unsized).toBe('<img src="/media/b.svg" alt="" loading="lazy" decoding="async">')
    expect(richTextHtml(image({ url: '/files/c.pdf', filename: 'c.pdf', mimeType: 'application/pdf' }))).toBe('<a href="/files/c.pdf">c.pdf</a>')
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
