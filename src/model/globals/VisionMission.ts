import { contentGlobal } from './contentGlobal'

/** The vision and mission on the About Us page. */
export const VisionMission = contentGlobal({
  slug: 'vision-mission',
  group: 'About',
  label: 'Vision & Mission',
  fields: [
    { name: 'vision', type: 'textarea', required: true },
    { name: 'mission', type: 'textarea', required: true },
  ],
})
