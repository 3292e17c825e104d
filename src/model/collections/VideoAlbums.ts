import { contentCollection } from './kinds/contentCollection'
import { translated } from '@/model/fields/translated'

export const VideoAlbums = contentCollection({
  slug: 'video-albums',
  group: 'Gallery & News',
  labels: { singular: 'Video album', plural: 'Video albums' },
  orderable: true,
  admin: { useAsTitle: 'album_name' },
  fields: [
    translated({ name: 'album_name', label: 'Album name', type: 'text', required: true }),
    { name: 'videos', type: 'upload', relationTo: 'videos', hasMany: true },
  ],
})
