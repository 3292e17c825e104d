import { contentGlobal } from './contentGlobal'

/** The history text of the About Us page. */
export const History = contentGlobal({
  slug: 'history',
  group: 'About',
  label: 'Our History',
  fields: [{ name: 'description', type: 'richText' }],
})
