import type { Field } from 'payload'

/** Search-engine and social-preview fields a staff member sets per record page. */
export const seoField: Field = {
  name: 'seo',
  label: 'Search and social preview',
  type: 'group',
  admin: { description: 'Leave empty to use the name and the site defaults.' },
  fields: [
    { name: 'title', type: 'text', maxLength: 120 },
    { name: 'description', type: 'textarea', maxLength: 320 },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
