import type { CollectionConfig } from 'payload'

import { contentCollection } from './contentCollection'
import { translated } from '@/model/fields/translated'

/** A member of the council or of one of the two boards, shown as a person card. */
export function boardMemberCollection(slug: string, singular: string, plural: string): CollectionConfig {
  return contentCollection({
    slug,
    group: 'About',
    labels: { singular, plural },
    orderable: true,
    admin: { useAsTitle: 'name', defaultColumns: ['name', 'designation'] },
    fields: [
      { name: 'name', type: 'text', required: true },
      translated({ name: 'designation', type: 'text', required: true }),
      translated({ name: 'biography', type: 'richText' }),
      { name: 'image', label: 'Photo', type: 'upload', relationTo: 'media' },
    ],
  })
}
