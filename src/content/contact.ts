/** The contact page's details and map, and the site-wide settings. */
import { cached } from './cache'
import { payloadClient } from './payload'
import { findGlobal, imageUrl } from './shared'

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
    copyright_year: doc.copyright_year ?? 2025,
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
  }
})
