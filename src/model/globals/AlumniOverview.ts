import { contentGlobal } from './contentGlobal'
import { translated } from '@/model/fields/translated'

/** The alumni association's vision, mission and goals on the alumni page. */
export const AlumniOverview = contentGlobal({
  slug: 'alumni-overview',
  group: 'Alumni',
  fields: [
    translated({ name: 'vision', type: 'textarea' }),
    translated({ name: 'mission', type: 'textarea' }),
    translated({ name: 'goals', type: 'textarea' }),
  ],
})
