import { contentGlobal } from './contentGlobal'

/** The quality-assurance text of the academics page, above its items. */
export const CqaDescription = contentGlobal({
  slug: 'cqa-description',
  group: 'Academics',
  label: 'Quality-assurance description',
  fields: [{ name: 'cqa_description', label: 'Description', type: 'richText' }],
})
