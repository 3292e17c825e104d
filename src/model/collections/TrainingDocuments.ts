import { contentCollection } from './kinds/contentCollection'
import { translated } from '@/model/fields/translated'

export const TrainingDocuments = contentCollection({
  slug: 'training-documents',
  group: 'Careers & Training',
  orderable: true,
  admin: { useAsTitle: 'title' },
  fields: [
    translated({ name: 'title', type: 'text', required: true, admin: { description: 'The label shown on the page.' } }),
    { name: 'file', type: 'upload', relationTo: 'documents', required: true },
  ],
})
