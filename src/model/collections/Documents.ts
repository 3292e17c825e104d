import { publicUploadCollection } from './kinds/upload/publicUploadCollection'

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
