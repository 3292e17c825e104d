import { urlField } from '@/model/fields/url'
import { serviceCategoryOptions } from '@/foundations/serviceCategories'

import { contentCollection } from './kinds/contentCollection'

/** The student services: the tiles of Student Support and the footer's useful links. */
export const ServiceLinks = contentCollection({
  slug: 'service-links',
  group: 'Student Support',
  labels: { singular: 'Service link', plural: 'Service links' },
  orderable: true,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'category', 'url'] },
  fields: [
    { name: 'category', type: 'select', required: true, options: serviceCategoryOptions(), index: true },
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
