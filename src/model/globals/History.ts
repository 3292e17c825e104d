import { contentGlobal } from './contentGlobal'
import { translated } from '@/model/fields/translated'

/** The history text of the About Us page. */
export const History = contentGlobal({
  slug: 'history',
  group: 'About',
  label: 'Our History',
  fields: [translated({ name: 'description', type: 'richText' })],
})
