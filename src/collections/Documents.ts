import { publicUploadCollection } from './uploads'

/** Public documents: application forms, guidelines, publications, spreadsheets. */
export const Documents = publicUploadCollection({
  slug: 'documents',
  folder: 'documents',
  useAsTitle: 'title',
  mimeTypes: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.ms-excel',
    'text/csv',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  fields: [{ name: 'title', type: 'text', required: true }],
})

/** Video clips for the video gallery. */
export const Videos = publicUploadCollection({
  slug: 'videos',
  folder: 'videos',
  useAsTitle: 'title',
  mimeTypes: ['video/mp4', 'video/webm'],
  fields: [{ name: 'title', type: 'text', required: true }],
})
