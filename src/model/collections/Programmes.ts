import { seoField } from '@/model/fields/seoField'

import { contentCollection } from './kinds/contentCollection'

/** Affiliated programmes, shown at /programs?id={id}. */
export const Programmes = contentCollection({
  slug: 'programmes',
  group: 'Academics',
  labels: { singular: 'Affiliated programme', plural: 'Affiliated programmes' },
  orderable: true,
  admin: { useAsTitle: 'program_name' },
  fields: [
    { name: 'program_name', label: 'Programme name', type: 'text', required: true },
    { name: 'description', type: 'richText' },
    { name: 'eligibility_criteria', label: 'Admission and eligibility criteria', type: 'richText' },
    { name: 'program_benefits', label: 'Programme benefits', type: 'richText' },
    { name: 'files', label: 'Supporting documents', type: 'upload', relationTo: 'documents', hasMany: true },
    seoField,
  ],
})
