import { contentCollection } from './kinds/contentCollection'

/**
 * Degree programmes an alumnus may have completed, offered or not today; the
 * alumni registration form lists them and each has its intakes.
 */
export const DegreeProgramNames = contentCollection({
  slug: 'degree-program-names',
  group: 'Alumni',
  labels: { singular: 'Alumni degree programme', plural: 'Alumni degree programmes' },
  orderable: true,
  admin: { useAsTitle: 'program_name' },
  fields: [{ name: 'program_name', label: 'Programme name', type: 'text', required: true, unique: true }],
})
