/** The contact page's details and map, and the site-wide settings. */
import { APPLICATION_FEE_RS, DEFAULT_COPYRIGHT_YEAR } from '@/foundations/siteDefaults'
import { payloadClient } from '@/model/payloadClient'

import { cached } from './cachedRead'
import { findGlobal, imageUrl } from './records'

type ContactInfo = { address: string; phone_no: string; email_address: string; map: string; map_url: string }

/** The map as embed HTML built from the stored https address, never from pasted markup. */
export function mapEmbedHtml(src: string, title: string): string {
  if (!src) return ''
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
  return `<iframe src="${escape(src)}" title="${escape(title)}" width="600" height="450" style="border:0" loading="lazy" referrerpolicy="no-referrer-when-downgrade" allowfullscreen></iframe>`
}

export const getContactInfo = cached('contact.info', ['contact-info'], async (): Promise<ContactInfo[]> => {
  const doc = await findGlobal(await payloadClient(), 'contact-info')
  if (!doc.address && !doc.phone_no && !doc.email_address) return []
  const mapUrl = doc.map_embed_url ?? ''
  return [
    {
      address: doc.address ?? '',
      phone_no: doc.phone_no ?? '',
      email_address: doc.email_address ?? '',
      map: mapEmbedHtml(mapUrl, 'Campus location map'),
      map_url: mapUrl,
    },
  ]
})

/** The account the application fee may be deposited into; null when the settings name none. */
export type FeeBankAccount = { bank: string; branch: string; account_name: string; account_type: string; account_number: string }

export type SiteSettings = {
  campus_name: string
  campus_abbreviation: string
  parent_body_name: string
  product_name: string
  default_description: string
  default_share_image_url: string
  logo_url: string
  footer_tagline: string
  copyright_year: number
  addresses: { label: string; address: string }[]
  phones: string[]
  email: string
  parent_body_url: string
  map_url: string
  social: { instagram: string; facebook: string; linkedin: string; tiktok: string }
  postgraduate_mba_url: string
  live_chat: { enabled: boolean; script_url: string }
  /** In rupees; the specification's Rs 1250 when left empty. */
  application_fee: number
  fee_bank: FeeBankAccount | null
  /** Where applicants e-mail their documents: the admissions mailbox, else the contact e-mail, else ''. */
  admissions_email: string
}

type StoredFeeBank = { bank?: string | null; branch?: string | null; account_name?: string | null; account_type?: string | null; account_number?: string | null }

/** No bank and no account number: there is nothing to deposit into. */
function feeBank(stored: StoredFeeBank | null | undefined): FeeBankAccount | null {
  const bank = stored?.bank?.trim() ?? ''
  const accountNumber = stored?.account_number?.trim() ?? ''
  if (!bank && !accountNumber) return null
  return {
    bank,
    branch: stored?.branch?.trim() ?? '',
    account_name: stored?.account_name?.trim() ?? '',
    account_type: stored?.account_type?.trim() ?? '',
    account_number: accountNumber,
  }
}

export const getSiteSettings = cached('site.settings', ['site-settings', 'media'], async (): Promise<SiteSettings> => {
  const doc = await findGlobal(await payloadClient(), 'site-settings')
  return {
    campus_name: doc.campus_name ?? '',
    campus_abbreviation: doc.campus_abbreviation ?? '',
    parent_body_name: doc.parent_body_name ?? '',
    product_name: doc.product_name ?? '',
    default_description: doc.default_description ?? '',
    default_share_image_url: imageUrl(doc.default_share_image),
    logo_url: imageUrl(doc.logo),
    footer_tagline: doc.footer_tagline ?? '',
    copyright_year: doc.copyright_year ?? DEFAULT_COPYRIGHT_YEAR,
    addresses: (doc.addresses ?? []).map((entry) => ({ label: entry.label, address: entry.address })),
    phones: (doc.phones ?? []).map((entry) => entry.number),
    email: doc.email ?? '',
    parent_body_url: doc.parent_body_url ?? '',
    map_url: doc.map_embed_url ?? '',
    social: {
      instagram: doc.social?.instagram ?? '',
      facebook: doc.social?.facebook ?? '',
      linkedin: doc.social?.linkedin ?? '',
      tiktok: doc.social?.tiktok ?? '',
    },
    postgraduate_mba_url: doc.postgraduate_mba_url ?? '',
    live_chat: { enabled: Boolean(doc.live_chat_enabled), script_url: doc.live_chat_script_url ?? '' },
    application_fee: typeof doc.application_fee === 'number' && doc.application_fee >= 0 ? doc.application_fee : APPLICATION_FEE_RS,
    fee_bank: feeBank(doc.fee_bank),
    admissions_email: doc.admissions_email || doc.email || '',
  }
})
