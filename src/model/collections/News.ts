import { contentCollection } from './kinds/contentCollection'
import { translated } from '@/model/fields/translated'

export const News = contentCollection({
  slug: 'news',
  scheduled: true,
  group: 'Gallery & News',
  labels: { singular: 'News item', plural: 'News' },
  defaultSort: '-date',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'date'] },
  fields: [
    translated({ name: 'title', type: 'text', required: true }),
    { name: 'date', type: 'date', required: true, defaultValue: () => new Date().toISOString() },
    translated({ name: 'description', type: 'textarea', required: true }),
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
  ],
})
