import { contentCollection } from './kinds/contentCollection'
import { translated } from '@/model/fields/translated'

export const Publications = contentCollection({
  slug: 'publications',
  group: 'Research & Student Life',
  defaultSort: '-publication_date',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'authors', 'journal_name', 'publication_date'] },
  fields: [
    translated({ name: 'title', type: 'text', required: true }),
    { name: 'authors', type: 'text', required: true },
    { name: 'publication_date', label: 'Publication date', type: 'date', required: true },
    { name: 'journal_name', label: 'Journal', type: 'text' },
    translated({ name: 'abstract', type: 'textarea' }),
    { name: 'file', label: 'Full text (PDF)', type: 'upload', relationTo: 'documents' },
  ],
})
