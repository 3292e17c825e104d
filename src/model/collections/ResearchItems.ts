import { urlField } from '@/model/fields/url'

import { contentCollection } from './kinds/contentCollection'
import { translated } from '@/model/fields/translated'

export const ResearchItems = contentCollection({
  slug: 'research-items',
  group: 'Research & Student Life',
  labels: { singular: 'Research item', plural: 'Research' },
  orderable: true,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'year', 'researcher_name'] },
  fields: [
    translated({ name: 'title', type: 'text', required: true }),
    { name: 'researcher_name', label: 'Researcher', type: 'text', required: true },
    {
      name: 'category',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'Items with the same category are grouped under it.' },
    },
    {
      name: 'year',
      type: 'number',
      required: true,
      index: true,
      min: 1990,
      max: 2100,
      defaultValue: () => new Date().getFullYear(),
    },
    translated({ name: 'description', type: 'richText' }),
    { name: 'files', type: 'upload', relationTo: 'documents', hasMany: true },
    { name: 'poster', type: 'upload', relationTo: 'media' },
    { ...urlField('qr_link', 'QR code link'), admin: { description: 'When set, the page shows a QR code for this link.' } },
  ],
})
