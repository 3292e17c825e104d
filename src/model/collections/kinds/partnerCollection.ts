import type { CollectionConfig } from 'payload'

import { urlField } from '@/model/fields/url'

import { contentCollection } from './contentCollection'

/** A list of partner organisations with their logos; the same shape serves the home and training partners pages. */
export function partnerCollection(slug: string, group: string, singular: string, plural: string): CollectionConfig {
  return contentCollection({
    slug,
    group,
    labels: { singular, plural },
    orderable: true,
    admin: { useAsTitle: 'partner_name', defaultColumns: ['partner_name', 'url'] },
    fields: [
      { name: 'partner_name', label: 'Partner name', type: 'text', required: true },
      { name: 'logo', type: 'upload', relationTo: 'media', required: true },
      urlField('url', 'Website'),
    ],
  })
}
