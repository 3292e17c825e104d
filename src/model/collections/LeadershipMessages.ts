import { contentCollection } from './kinds/contentCollection'
import { translated } from '@/model/fields/translated'

export const LeadershipMessages = contentCollection({
  slug: 'leadership-messages',
  group: 'About',
  orderable: true,
  admin: { useAsTitle: 'name', defaultColumns: ['message_type', 'name', 'designation'] },
  fields: [
    translated({ name: 'message_type', label: 'Message type', type: 'text', required: true, admin: { description: "For example: Chairman's Message" } }),
    { name: 'name', type: 'text', required: true },
    translated({ name: 'designation', type: 'text' }),
    translated({ name: 'message', type: 'textarea', required: true, admin: { description: 'Messages over 120 words show a Read More toggle.' } }),
    { name: 'image', label: 'Photo', type: 'upload', relationTo: 'media' },
  ],
})
