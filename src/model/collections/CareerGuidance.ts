import { contentCollection } from './kinds/contentCollection'
import { translated } from '@/model/fields/translated'

export const CareerGuidance = contentCollection({
  slug: 'career-guidance',
  group: 'Academics',
  labels: { singular: 'Career guidance item', plural: 'Career guidance & internship' },
  orderable: true,
  admin: { useAsTitle: 'title' },
  fields: [
    translated({ name: 'title', type: 'text', required: true }),
    translated({ name: 'description', type: 'textarea' }),
  ],
})
