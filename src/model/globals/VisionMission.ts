import { contentGlobal } from './contentGlobal'
import { translated } from '@/model/fields/translated'

/** The vision and mission on the About Us page. */
export const VisionMission = contentGlobal({
  slug: 'vision-mission',
  group: 'About',
  label: 'Vision & Mission',
  fields: [
    translated({ name: 'vision', type: 'textarea', required: true }),
    translated({ name: 'mission', type: 'textarea', required: true }),
  ],
})
