import { contentGlobal } from './contentGlobal'

/** The alumni association's vision, mission and goals on the alumni page. */
export const AlumniOverview = contentGlobal({
  slug: 'alumni-overview',
  group: 'Alumni',
  fields: [
    { name: 'vision', type: 'textarea' },
    { name: 'mission', type: 'textarea' },
    { name: 'goals', type: 'textarea' },
  ],
})
