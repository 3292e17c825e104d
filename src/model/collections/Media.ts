import type { TextFieldSingleValidation } from 'payload'

import { publicUploadCollection } from './kinds/upload/publicUploadCollection'
import { translated } from '@/model/fields/translated'

/** Spaces alone describe nothing: a screen reader would read the picture as unlabelled. */
const describesThePicture: TextFieldSingleValidation = (value) =>
  typeof value === 'string' && value.trim() !== '' ? true : 'Describe the picture for people who cannot see it.'

const webp = { format: 'webp' as const, options: { quality: 78 } }

/** Every picture of the site, with the sizes pages ask for. */
export const Media = publicUploadCollection({
  slug: 'media',
  folder: 'media',
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/svg+xml'],
  useAsTitle: 'alt',
  fields: [
    translated({
      name: 'alt',
      label: 'Text for people who cannot see the image',
      type: 'text',
      required: true,
      validate: describesThePicture,
    }),
  ],
  imageSizes: [
    { name: 'thumbnail', width: 320, height: 240, position: 'centre', formatOptions: webp },
    { name: 'card', width: 768, formatOptions: webp, withoutEnlargement: true },
    { name: 'hero', width: 1920, formatOptions: webp, withoutEnlargement: true },
    { name: 'og', width: 1200, height: 630, position: 'centre', formatOptions: { format: 'jpeg', options: { quality: 82 } } },
  ],
})
