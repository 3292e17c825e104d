import { contentGlobal } from './contentGlobal'

/** The heading, subheading and picture of the careers page. */
export const CareerHeader = contentGlobal({
  slug: 'career-header',
  group: 'Careers & Training',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'subtitle', type: 'text' },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
})
