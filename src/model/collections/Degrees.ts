import { seoField } from '@/model/fields/seoField'
import { slugField } from '@/model/fields/slugField'

import { contentCollection } from './kinds/contentCollection'
import { translated } from '@/model/fields/translated'

export const Degrees = contentCollection({
  slug: 'degrees',
  group: 'Academics',
  orderable: true,
  admin: { useAsTitle: 'program_name', defaultColumns: ['program_name', 'level', 'department'] },
  fields: [
    {
      name: 'program_name',
      label: 'Programme name',
      type: 'text',
      required: true,
      admin: { description: 'Short name shown on cards and as the heading, e.g. BSc Applied Accounting.' },
    },
    { name: 'degree_name', label: 'Full degree title', type: 'text', required: true },
    slugField('program_name'),
    {
      name: 'level',
      type: 'select',
      required: true,
      defaultValue: 'undergraduate',
      options: [
        { label: 'Undergraduate', value: 'undergraduate' },
        { label: 'Postgraduate', value: 'postgraduate' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'department', type: 'relationship', relationTo: 'departments', admin: { position: 'sidebar' } },
    translated({ name: 'description', type: 'richText' }),
    translated({ name: 'eligibility_criteria', label: 'Eligibility criteria', type: 'richText' }),
    translated({ name: 'investment', type: 'richText' }),
    {
      name: 'application_forms',
      label: 'Application forms (PDF)',
      type: 'upload',
      relationTo: 'documents',
      hasMany: true,
      admin: { description: 'Offered for download from the Apply Now choice.' },
    },
    seoField,
  ],
})
