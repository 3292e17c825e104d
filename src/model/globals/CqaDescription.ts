import { contentGlobal } from './contentGlobal'
import { translated } from '@/model/fields/translated'

/** The quality-assurance text of the academics page, above its items. */
export const CqaDescription = contentGlobal({
  slug: 'cqa-description',
  group: 'Academics',
  label: 'Quality-assurance description',
  fields: [translated({ name: 'cqa_description', label: 'Description', type: 'richText' })],
})
