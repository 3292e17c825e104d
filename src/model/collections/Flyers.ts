import { contentCollection } from './kinds/contentCollection'
import { translated } from '@/model/fields/translated'

/** Flyers shown in the flyer sections of Student Support and Careers. */
export const Flyers = contentCollection({
  slug: 'flyers',
  group: 'Careers & Training',
  orderable: true,
  admin: { useAsTitle: 'title' },
  fields: [
    translated({ name: 'title', type: 'text', required: true }),
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
  ],
})
