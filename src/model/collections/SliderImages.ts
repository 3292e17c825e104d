import { contentCollection } from './kinds/contentCollection'
import { translated } from '@/model/fields/translated'

export const SliderImages = contentCollection({
  slug: 'slider-images',
  scheduled: true,
  group: 'Home',
  labels: { singular: 'Banner slide', plural: 'Banner slides' },
  orderable: true,
  admin: { useAsTitle: 'caption', defaultColumns: ['caption', 'image'] },
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    translated({ name: 'caption', type: 'text' }),
  ],
})
