import { seoField } from '@/model/fields/seoField'
import { slugField } from '@/model/fields/slugField'

import { contentCollection } from './kinds/contentCollection'

export const Departments = contentCollection({
  slug: 'departments',
  group: 'Academics',
  orderable: true,
  admin: { useAsTitle: 'department_name', defaultColumns: ['department_name', 'slug'] },
  fields: [
    { name: 'department_name', label: 'Department name', type: 'text', required: true },
    slugField('department_name'),
    { name: 'description', type: 'richText' },
    {
      name: 'hod',
      label: 'Head of department',
      type: 'group',
      fields: [
        { name: 'name', type: 'text' },
        { name: 'image', label: 'Photo', type: 'upload', relationTo: 'media' },
        { name: 'message', type: 'textarea', admin: { description: 'Messages over 120 words show a Read More toggle.' } },
      ],
    },
    {
      name: 'staff_members',
      label: 'Staff members',
      type: 'array',
      admin: { initCollapsed: true },
      fields: [
        { name: 'staff_name', label: 'Name', type: 'text', required: true },
        { name: 'designation', type: 'text' },
        { name: 'image', label: 'Photo', type: 'upload', relationTo: 'media' },
        { name: 'email', type: 'email' },
        { name: 'qualifications', type: 'textarea' },
      ],
    },
    seoField,
  ],
})
