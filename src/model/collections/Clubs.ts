import { contentCollection } from './kinds/contentCollection'

export const Clubs = contentCollection({
  slug: 'clubs',
  group: 'Research & Student Life',
  labels: { singular: 'Club or society', plural: 'Clubs & societies' },
  orderable: true,
  admin: { useAsTitle: 'club_name' },
  fields: [
    { name: 'club_name', label: 'Name', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
  ],
})
