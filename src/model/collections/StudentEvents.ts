import { contentCollection } from './kinds/contentCollection'
import { translated } from '@/model/fields/translated'

export const StudentEvents = contentCollection({
  slug: 'student-events',
  scheduled: true,
  group: 'Research & Student Life',
  labels: { singular: 'Student event', plural: 'Student events' },
  defaultSort: '-date',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'date', 'location'] },
  fields: [
    translated({ name: 'title', type: 'text', required: true }),
    { name: 'date', type: 'date', required: true },
    { name: 'location', type: 'text' },
    translated({ name: 'description', type: 'textarea', required: true }),
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
  ],
})
