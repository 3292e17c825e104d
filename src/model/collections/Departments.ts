import { seoField } from '@/model/fields/seoField'
import { slugField } from '@/model/fields/slugField'

import { contentCollection } from './kinds/contentCollection'
import { translated } from '@/model/fields/translated'

export const Departments = contentCollection({
  slug: 'departments',
  group: 'Academics',
  orderable: true,
  admin: { useAsTitle: 'department_name', defaultColumns: ['department_name', 'slug'] },
  fields: [
    translated({ name: 'department_name', label: 'Department name', type: 'text', required: true }),
    slugField('department_name'),
    translated({ name: 'description', type: 'richText' }),
    {
      name: 'hod',
      label: 'Head of department',
      type: 'group',
      fields: [
        { name: 'name', type: 'text' },
        { name: 'image', label: 'Photo', type: 'upload', relationTo: 'media' },
        translated({ name: 'message', type: 'textarea', admin: { description: 'Messages over 120 words show a Read More toggle.' } }),
      ],
    },
    {
      name: 'staff_members',
      label: 'Staff members',
      type: 'array',
      admin: { initCollapsed: true },
      fields: [
        { name: 'staff_name', label: 'Name', type: 'text', required: true },
        translated({ name: 'designation', type: 'text' }),
        { name: 'image', label: 'Photo', type: 'upload', relationTo: 'media' },
        { name: 'email', type: 'email' },
        translated({ name: 'qualifications', type: 'textarea' }),
      ],
    },
    seoField,
  ],
})
