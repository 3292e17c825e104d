import { seoField } from '@/model/fields/seoField'
import { slugField } from '@/model/fields/slugField'

import { contentCollection } from './kinds/contentCollection'
import { translated } from '@/model/fields/translated'

export const LoanSchemes = contentCollection({
  slug: 'loan-schemes',
  group: 'Academics',
  labels: { singular: 'Loan scheme', plural: 'Loan schemes' },
  orderable: true,
  admin: { useAsTitle: 'title' },
  fields: [
    translated({ name: 'title', type: 'text', required: true }),
    slugField('title'),
    translated({ name: 'description', type: 'richText' }),
    translated({ name: 'eligibility_criteria', label: 'Eligibility criteria', type: 'richText' }),
    translated({ name: 'application_process', label: 'Application process', type: 'richText' }),
    translated({ name: 'contact_information', label: 'Contact information', type: 'richText' }),
    { name: 'files', label: 'Supporting documents', type: 'upload', relationTo: 'documents', hasMany: true },
    seoField,
  ],
})
