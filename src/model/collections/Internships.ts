import { urlField } from '@/model/fields/url'

import { contentCollection } from './kinds/contentCollection'
import { translated } from '@/model/fields/translated'

export const Internships = contentCollection({
  slug: 'internships',
  group: 'Research & Student Life',
  labels: { singular: 'Internship', plural: 'Internships' },
  orderable: true,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'organization', 'closing_date'] },
  fields: [
    translated({ name: 'title', type: 'text', required: true }),
    { name: 'organization', type: 'text', required: true },
    translated({ name: 'description', type: 'textarea' }),
    { name: 'closing_date', label: 'Closing date', type: 'date' },
    urlField('url', 'Link'),
  ],
})
