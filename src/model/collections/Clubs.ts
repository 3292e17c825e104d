import { contentCollection } from './kinds/contentCollection'
import { translated } from '@/model/fields/translated'

export const Clubs = contentCollection({
  slug: 'clubs',
  group: 'Research & Student Life',
  labels: { singular: 'Club or society', plural: 'Clubs & societies' },
  orderable: true,
  admin: { useAsTitle: 'club_name' },
  fields: [
    translated({ name: 'club_name', label: 'Name', type: 'text', required: true }),
    translated({ name: 'description', type: 'textarea', required: true }),
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
  ],
})
