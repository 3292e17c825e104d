import { seoField } from '@/model/fields/seoField'
import { slugField } from '@/model/fields/slugField'

import { contentCollection } from './kinds/contentCollection'
import { translated } from '@/model/fields/translated'

/** Centre for Quality Assurance items. */
export const CqaItems = contentCollection({
  slug: 'cqa-items',
  group: 'Academics',
  labels: { singular: 'Quality-assurance item', plural: 'Quality-assurance items' },
  orderable: true,
  admin: { useAsTitle: 'title' },
  fields: [
    translated({ name: 'title', type: 'text', required: true }),
    slugField('title'),
    translated({ name: 'description', type: 'richText' }),
    { name: 'files', label: 'Download files', type: 'upload', relationTo: 'documents', hasMany: true },
    seoField,
  ],
})
