import type { CollectionConfig } from 'payload'

import { contentCollection } from './contentCollection'
import { translated } from '@/model/fields/translated'

/** A photo album; the same shape serves the home, gallery and alumni pages. */
export function photoAlbumCollection(slug: string, group: string, singular: string, plural: string): CollectionConfig {
  return contentCollection({
    slug,
    group,
    labels: { singular, plural },
    orderable: true,
    admin: { useAsTitle: 'album_name', defaultColumns: ['album_name', 'updatedAt'] },
    fields: [
      translated({ name: 'album_name', label: 'Album name', type: 'text', required: true }),
      {
        name: 'images',
        type: 'upload',
        relationTo: 'media',
        hasMany: true,
        required: true,
        minRows: 1,
        admin: { description: 'The first image is the album cover.' },
      },
    ],
  })
}
