import { publicUploadCollection } from './kinds/upload/publicUploadCollection'
import { translated } from '@/model/fields/translated'

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
  fields: [translated({ name: 'title', type: 'text', required: true })],
})
