import { contentGlobal } from './contentGlobal'
import { translated } from '@/model/fields/translated'

/** The heading, subheading and picture of the careers page. */
export const CareerHeader = contentGlobal({
  slug: 'career-header',
  group: 'Careers & Training',
  fields: [
    translated({ name: 'title', type: 'text' }),
    translated({ name: 'subtitle', type: 'text' }),
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
})
