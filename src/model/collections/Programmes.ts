import { seoField } from '@/model/fields/seoField'

import { contentCollection } from './kinds/contentCollection'
import { translated } from '@/model/fields/translated'

/** Affiliated programmes, shown at /programs?id={id}. */
export const Programmes = contentCollection({
  slug: 'programmes',
  group: 'Academics',
  labels: { singular: 'Affiliated programme', plural: 'Affiliated programmes' },
  orderable: true,
  admin: { useAsTitle: 'program_name' },
  fields: [
    { name: 'program_name', label: 'Programme name', type: 'text', required: true },
    translated({ name: 'description', type: 'richText' }),
    translated({ name: 'eligibility_criteria', label: 'Admission and eligibility criteria', type: 'richText' }),
    translated({ name: 'program_benefits', label: 'Programme benefits', type: 'richText' }),
    { name: 'files', label: 'Supporting documents', type: 'upload', relationTo: 'documents', hasMany: true },
    seoField,
  ],
})
