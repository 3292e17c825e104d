import { contentCollection } from './kinds/contentCollection'

export const CareerGuidance = contentCollection({
  slug: 'career-guidance',
  group: 'Academics',
  labels: { singular: 'Career guidance item', plural: 'Career guidance & internship' },
  orderable: true,
  admin: { useAsTitle: 'title' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
  ],
})
