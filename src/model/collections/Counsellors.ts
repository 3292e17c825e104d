import { contentCollection } from './kinds/contentCollection'

export const Counsellors = contentCollection({
  slug: 'counsellors',
  group: 'Student Support',
  labels: { singular: 'Student counsellor', plural: 'Student counsellors' },
  orderable: true,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'designation', 'tele', 'email'] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'designation', type: 'text' },
    { name: 'tele', label: 'Telephone', type: 'text' },
    { name: 'email', type: 'email' },
  ],
})
