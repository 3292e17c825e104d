import { contentCollection } from './kinds/contentCollection'
import { translated } from '@/model/fields/translated'

export const Counsellors = contentCollection({
  slug: 'counsellors',
  group: 'Student Support',
  labels: { singular: 'Student counsellor', plural: 'Student counsellors' },
  orderable: true,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'designation', 'tele', 'email'] },
  fields: [
    { name: 'name', type: 'text', required: true },
    translated({ name: 'designation', type: 'text' }),
    { name: 'tele', label: 'Telephone', type: 'text' },
    { name: 'email', type: 'email' },
  ],
})
