import { isStaff } from '@/access'
import { urlField } from '@/fields/url'

import { contentGlobal } from './contentGlobal'
import { mapEmbedField } from './mapEmbed'

/** Names and contact details that appear on every page. */
export const SiteSettings = contentGlobal({
  slug: 'site-settings',
  group: 'Site',
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Names',
          fields: [
            { name: 'campus_name', label: 'Campus name', type: 'text', required: true },
            { name: 'campus_abbreviation', label: 'Abbreviation', type: 'text', required: true },
            { name: 'parent_body_name', label: 'Accountancy body', type: 'text', required: true },
            {
              name: 'product_name',
              label: 'Degree school name in the home page title',
              type: 'text',
              required: true,
              admin: { description: "Home's title is the campus name plus '{this} Degree School'." },
            },
            { name: 'default_description', label: 'Default page description', type: 'textarea', maxLength: 320 },
            { name: 'default_share_image', label: 'Default share image', type: 'upload', relationTo: 'media' },
            { name: 'logo', type: 'upload', relationTo: 'media' },
          ],
        },
        {
          label: 'Footer and contact',
          fields: [
            {
              name: 'footer_tagline',
              type: 'text',
              required: true,
              defaultValue: 'Expand the Boundaries of Quality Education with world-class standards.',
            },
            { name: 'copyright_year', type: 'number', required: true, defaultValue: 2025 },
            {
              name: 'addresses',
              type: 'array',
              fields: [
                { name: 'label', type: 'text', required: true },
                { name: 'address', type: 'textarea', required: true },
              ],
            },
            { name: 'phones', type: 'array', fields: [{ name: 'number', type: 'text', required: true }] },
            { name: 'email', type: 'email', required: true },
            urlField('parent_body_url', 'Accountancy body website'),
            mapEmbedField,
          ],
        },
        {
          label: 'Links',
          fields: [
            {
              name: 'social',
              type: 'group',
              fields: [urlField('instagram'), urlField('facebook'), urlField('linkedin', 'LinkedIn'), urlField('tiktok', 'TikTok')],
            },
            urlField('postgraduate_mba_url', 'Postgraduate MBA (external link)'),
          ],
        },
        {
          label: 'Forms',
          fields: [
            {
              name: 'notification_email',
              label: 'Send notices of new submissions to',
              type: 'email',
              // Staff only: Payload's public REST must not publish it.
              access: { read: isStaff },
              admin: {
                description:
                  'An e-mail goes here for every new application, alumni registration and inquiry. Leave empty to use the contact e-mail.',
              },
            },
          ],
        },
        {
          label: 'Live chat',
          fields: [
            { name: 'live_chat_enabled', label: 'Show the live-chat widget', type: 'checkbox', defaultValue: false },
            {
              ...urlField('live_chat_script_url', 'Widget script address'),
              admin: { condition: (data) => Boolean(data?.live_chat_enabled) },
            },
          ],
        },
      ],
    },
  ],
})
