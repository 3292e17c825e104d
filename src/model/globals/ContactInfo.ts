import { contentGlobal } from './contentGlobal'
import { mapEmbedField } from '../fields/mapEmbed'

/** The campus's address, phone, e-mail and map on the contact page. */
export const ContactInfo = contentGlobal({
  slug: 'contact-info',
  group: 'Site',
  label: 'Contact page',
  fields: [
    { name: 'address', type: 'textarea', required: true },
    { name: 'phone_no', label: 'Phone', type: 'text', required: true },
    { name: 'email_address', label: 'E-mail', type: 'email', required: true },
    mapEmbedField,
  ],
})
