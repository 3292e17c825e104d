import { contentGlobal } from './contentGlobal'

/** The history text of the About Us page. */
export const History = contentGlobal({
  slug: 'history',
  group: 'About',
  label: 'Our History',
  versions: { max: 20 },
  fields: [{ name: 'description', type: 'richText' }],
})
