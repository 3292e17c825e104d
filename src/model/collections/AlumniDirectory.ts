import { contentCollection } from './kinds/contentCollection'

export const AlumniDirectory = contentCollection({
  slug: 'alumni-directory',
  group: 'Alumni',
  labels: { singular: 'Directory entry', plural: 'Alumni directory' },
  // Entries come from accepted registrations and hold personal data: no drafts, and no history that would keep erased data.
  drafts: false,
  defaultSort: 'name',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'designation', 'intake', 'official_address'] },
  fields: [
    { name: 'name', type: 'text', required: true, index: true },
    { name: 'designation', type: 'text' },
    { name: 'sab_academic_qualifications', label: 'Academic qualifications', type: 'text' },
    { name: 'intake', type: 'text' },
    { name: 'official_address', label: 'Company name', type: 'text' },
  ],
})
