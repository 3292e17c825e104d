import { urlField } from '@/fields/url'

import { contentCollection } from './contentCollection'

export const SERVICE_CATEGORIES = [
  { label: 'Learning management system (LMS)', value: 'lms' },
  { label: 'Student information system (IMS)', value: 'ims' },
  { label: 'Office suite', value: 'office-suite' },
  { label: 'Student portal', value: 'student-portal' },
  { label: 'Online payment', value: 'online-payment' },
  { label: 'Password management', value: 'password-management' },
  { label: 'Help desk', value: 'help-desk' },
] as const

export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number]['value']

/** The student services: the tiles of Student Support and the footer's useful links. */
export const ServiceLinks = contentCollection({
  slug: 'service-links',
  group: 'Student Support',
  labels: { singular: 'Service link', plural: 'Service links' },
  orderable: true,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'category', 'url'] },
  fields: [
    { name: 'category', type: 'select', required: true, options: [...SERVICE_CATEGORIES], index: true },
    { name: 'name', type: 'text', required: true },
    urlField('url', 'Link'),
    {
      name: 'file',
      label: 'Guide (help desk)',
      type: 'upload',
      relationTo: 'documents',
      admin: { condition: (data) => data?.category === 'help-desk' },
    },
  ],
})
