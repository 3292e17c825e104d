import { urlField } from '@/model/fields/url'

import { contentCollection } from './kinds/contentCollection'
import { translated } from '@/model/fields/translated'

export const Jobs = contentCollection({
  slug: 'jobs',
  scheduled: true,
  group: 'Careers & Training',
  labels: { singular: 'Job listing', plural: 'Job listings' },
  orderable: true,
  admin: { useAsTitle: 'job_title', defaultColumns: ['job_title', 'platform_name', 'url'] },
  fields: [
    translated({ name: 'job_title', label: 'Job title', type: 'text', required: true }),
    { name: 'platform_name', label: 'Where it is advertised', type: 'text' },
    urlField('url', 'Link to the advertisement', true),
  ],
})
