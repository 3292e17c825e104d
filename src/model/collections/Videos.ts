import { publicUploadCollection } from './kinds/upload/publicUploadCollection'
import { translated } from '@/model/fields/translated'

/** Video clips for the video gallery. */
export const Videos = publicUploadCollection({
  slug: 'videos',
  folder: 'videos',
  useAsTitle: 'title',
  mimeTypes: ['video/mp4', 'video/webm'],
  fields: [translated({ name: 'title', type: 'text', required: true })],
})
