import { mapEmbedField } from './mapEmbed'
import { contentGlobal } from './contentGlobal'

export const WelcomeSection = contentGlobal({
  slug: 'welcome-section',
  group: 'Home',
  fields: [
    { name: 'welcome_message', label: 'Welcome message', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'graduates', type: 'number', min: 0, defaultValue: 0 },
        { name: 'faculty_members', label: 'Faculty members', type: 'number', min: 0, defaultValue: 0 },
        { name: 'employability_rate', label: 'Employability rate (%)', type: 'number', min: 0, max: 100, defaultValue: 0 },
        { name: 'years_of_excellence', label: 'Years of excellence', type: 'number', min: 0, defaultValue: 0 },
      ],
    },
  ],
})

export const PopupImage = contentGlobal({
  slug: 'popup-image',
  group: 'Home',
  label: 'Welcome popup',
  fields: [
    { name: 'enabled', label: 'Show the popup', type: 'checkbox', defaultValue: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
})

export const History = contentGlobal({
  slug: 'history',
  group: 'About',
  label: 'Our History',
  versions: { max: 20 },
  fields: [{ name: 'description', type: 'richText' }],
})

export const VisionMission = contentGlobal({
  slug: 'vision-mission',
  group: 'About',
  label: 'Vision & Mission',
  fields: [
    { name: 'vision', type: 'textarea', required: true },
    { name: 'mission', type: 'textarea', required: true },
  ],
})

export const AlumniOverview = contentGlobal({
  slug: 'alumni-overview',
  group: 'Alumni',
  fields: [
    { name: 'vision', type: 'textarea' },
    { name: 'mission', type: 'textarea' },
    { name: 'goals', type: 'textarea' },
  ],
})

export const CqaDescription = contentGlobal({
  slug: 'cqa-description',
  group: 'Academics',
  label: 'Quality-assurance description',
  fields: [{ name: 'cqa_description', label: 'Description', type: 'richText' }],
})

export const CareerHeader = contentGlobal({
  slug: 'career-header',
  group: 'Careers & Training',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'subtitle', type: 'text' },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
})

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
