import { publicUploadCollection } from './uploads'

/** Video clips for the video gallery. */
export const Videos = publicUploadCollection({
  slug: 'videos',
  folder: 'videos',
  useAsTitle: 'title',
  mimeTypes: ['video/mp4', 'video/webm'],
  fields: [{ name: 'title', type: 'text', required: true }],
})
