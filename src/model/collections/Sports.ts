import { contentCollection } from './kinds/contentCollection'
import { translated } from '@/model/fields/translated'

export const Sports = contentCollection({
  slug: 'sports',
  group: 'Research & Student Life',
  orderable: true,
  admin: { useAsTitle: 'sport_activity' },
  fields: [
    translated({ name: 'sport_activity', label: 'Sport', type: 'text', required: true }),
    translated({ name: 'description', type: 'textarea', required: true }),
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
  ],
})
