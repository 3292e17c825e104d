import type { Field } from 'payload'
import { translated } from '@/model/fields/translated'

/** Search-engine and social-preview fields a staff member sets per record page. */
export const seoField: Field = {
  name: 'seo',
  label: 'Search and social preview',
  type: 'group',
  admin: { description: 'Leave empty to use the name and the site defaults.' },
  fields: [
    translated({ name: 'title', type: 'text', maxLength: 120 }),
    translated({ name: 'description', type: 'textarea', maxLength: 320 }),
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
