import { contentCollection } from './kinds/contentCollection'

/** The intakes of an alumni degree programme, offered on the alumni registration form. */
export const AlumniIntakes = contentCollection({
  slug: 'alumni-intakes',
  group: 'Alumni',
  labels: { singular: 'Intake', plural: 'Intakes' },
  orderable: true,
  admin: { useAsTitle: 'alumni_intake', defaultColumns: ['alumni_intake', 'degree'] },
  fields: [
    { name: 'alumni_intake', label: 'Intake', type: 'text', required: true },
    { name: 'degree', label: 'Degree programme', type: 'relationship', relationTo: 'degree-program-names', required: true, index: true },
  ],
})
