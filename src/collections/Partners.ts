import type { CollectionConfig } from 'payload'

import { urlField } from '@/fields/url'

import { contentCollection } from './contentCollection'

function partnerCollection(slug: string, group: string, singular: string, plural: string): CollectionConfig {
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

/** Accreditation and recognition bodies on the home page. */
export const Partners = partnerCollection('partners', 'Home', 'Accreditation partner', 'Accreditations and Recognitions')
/** Companies that train our students, on the training partners page. */
export const TrainingPartners = partnerCollection('training-partners', 'Careers & Training', 'Training partner', 'Training partners')
