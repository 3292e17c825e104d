import type { TextFieldSingleValidation } from 'payload'

import { adminOnlyField, isAdmin, isStaff } from '@/services/access'
import { auditSettingsChange } from '@/model/globals/SiteSettings/hooks/auditSettingsChange'
import { getEnv } from '@/settings'
import { APPLICATION_FEE_RS, DEFAULT_COPYRIGHT_YEAR } from '@/foundations/siteDefaults'
import { urlField } from '@/model/fields/url'
import { liveChatScriptProblem } from '@/services/security/liveChat'

import { contentGlobal } from '../contentGlobal'
import { mapEmbedField } from '@/model/fields/mapEmbed'
import { privacyTab } from './privacyTab'
import { translated } from '@/model/fields/translated'

/**
 * Only an allowed origin (LIVE_CHAT_ORIGINS). An unchanged stored address is
 * not checked for staff who cannot change it, so that they can still save the
 * rest of the settings after the operator narrowed the list.
 */
const validateLiveChatScript: TextFieldSingleValidation = (value, { previousValue, req }) => {
  if (value === undefined || value === null || value === '') return true
  if (value === previousValue && !isAdmin({ req })) return true
  return liveChatScriptProblem(value, getEnv().liveChatOrigins) ?? true
}

/**
 * Names and contact details that appear on every page, and the privacy
 * notice. Fields that load script into the pages, decide where mail goes,
 * what an applicant pays and into which account, or how long personal data
 * is kept are administrators' only; editors change the rest. Every change is
 * in the audit log, by field (src/model/globals/SiteSettings/index/hooks/auditSettingsChange.ts).
 */
export const SiteSettings = contentGlobal({
  slug: 'site-settings',
  group: 'Site',
  // Security and mail settings (the live chat's script, where mail goes) and the retention periods take effect
  // when saved, as they always did: no drafts here.
  drafts: false,
  hooks: { afterChange: [auditSettingsChange] },
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
            translated({ name: 'default_description', label: 'Default page description', type: 'textarea', maxLength: 320 }),
            { name: 'default_share_image', label: 'Default share image', type: 'upload', relationTo: 'media' },
            { name: 'logo', type: 'upload', relationTo: 'media' },
          ],
        },
        {
          label: 'Footer and contact',
          fields: [
            translated({
              name: 'footer_tagline',
              type: 'text',
              required: true,
              defaultValue: 'Expand the Boundaries of Quality Education with world-class standards.',
            }),
            {
              name: 'copyright_year',
              type: 'number',
              required: true,
              defaultValue: DEFAULT_COPYRIGHT_YEAR,
              min: 1900,
              max: 9999,
              admin: { description: "The footer's last line: '© {year} {campus name}. All rights reserved.'" },
            },
            {
              name: 'addresses',
              type: 'array',
              fields: [
                { name: 'label', type: 'text', required: true },
                { name: 'address', type: 'textarea', required: true },
              ],
            },
            { name: 'phones', type: 'array', fields: [{ name: 'number', type: 'text', required: true }] },
            {
              name: 'email',
              type: 'email',
              required: true,
              // Also where notices of new submissions go when no notification address is set.
              access: adminOnlyField,
              admin: {
                description:
                  'Shown on every page. Notices of new submissions go here when no notification address is set, so only administrators change it.',
              },
            },
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
          label: 'Application fee',
          admin: { description: 'Shown on the degree application pages.' },
          fields: [
            {
              name: 'application_fee',
              label: 'Application fee (Rs)',
              type: 'number',
              min: 0,
              defaultValue: APPLICATION_FEE_RS,
              // What a new application is charged and a payment must match: administrators' only.
              access: adminOnlyField,
              admin: { description: `Non-refundable. Left empty, the pages state Rs ${APPLICATION_FEE_RS}. Only administrators change it.`, step: 50 },
            },
            {
              name: 'fee_bank',
              label: 'Bank account for deposits',
              type: 'group',
              // Where applicants' money goes: administrators' only.
              access: adminOnlyField,
              admin: {
                description:
                  'Where applicants may deposit the fee, writing their NIC number on the slip. With no bank and no account number, the pages offer online payment only. Only administrators change it.',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'bank', label: 'Bank', type: 'text' },
                    { name: 'branch', label: 'Branch', type: 'text' },
                  ],
                },
                { name: 'account_name', label: 'Account name', type: 'text' },
                {
                  type: 'row',
                  fields: [
                    { name: 'account_type', label: 'Account type', type: 'text', defaultValue: 'Current account' },
                    { name: 'account_number', label: 'Account number', type: 'text' },
                  ],
                },
              ],
            },
            {
              name: 'admissions_email',
              label: 'Admissions mailbox',
              type: 'email',
              // Applicants are asked to send their documents here.
              access: adminOnlyField,
              admin: {
                description:
                  'Applicants are asked to e-mail their application and documents here. Leave empty to use the contact e-mail. Only administrators change it.',
              },
            },
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
              access: { read: isStaff, ...adminOnlyField },
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
            {
              name: 'live_chat_enabled',
              label: 'Show the live-chat widget',
              type: 'checkbox',
              defaultValue: false,
              access: adminOnlyField,
            },
            {
              name: 'live_chat_script_url',
              label: 'Widget script address',
              type: 'text',
              access: adminOnlyField,
              validate: validateLiveChatScript,
              // Always shown and checked, so nothing unchecked waits for the widget to be switched on.
              admin: { description: 'An https address on one of the origins the server allows (LIVE_CHAT_ORIGINS).' },
            },
          ],
        },
        privacyTab,
      ],
    },
  ],
})
