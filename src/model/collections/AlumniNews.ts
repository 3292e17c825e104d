import { contentCollection } from './kinds/contentCollection'
import { translated } from '@/model/fields/translated'

export const AlumniNews = contentCollection({
  slug: 'alumni-news',
  group: 'Alumni',
  labels: { singular: 'Alumni news item', plural: 'Alumni news' },
  defaultSort: '-date',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'date'] },
  fields: [
    translated({ name: 'title', type: 'text', required: true }),
    { name: 'date', type: 'date', required: true, defaultValue: () => new Date().toISOString(), admin: { position: 'sidebar' } },
    translated({ name: 'description', type: 'richText', required: true }),
    translated({ name: 'expanded_content', label: 'More detail (shown in the Read More window)', type: 'richText' }),
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
  ],
})
