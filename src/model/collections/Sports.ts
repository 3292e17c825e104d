import { contentCollection } from './kinds/contentCollection'

export const Sports = contentCollection({
  slug: 'sports',
  group: 'Research & Student Life',
  orderable: true,
  admin: { useAsTitle: 'sport_activity' },
  fields: [
    { name: 'sport_activity', label: 'Sport', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
  ],
})
