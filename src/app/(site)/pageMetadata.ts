/**
 * Head metadata for public pages, rendered on the server: title, description,
 * canonical address, Open Graph and Twitter card (§9's defaults).
 */
import type { Metadata } from 'next'

import { getSiteSettings } from '@/sides/content/contact'
import { getEnv } from '@/settings'

const SITE_LOCALE = 'en_US'

export async function pageMetadata({
  title,
  description,
  path,
  image,
}: {
  title: string
  description?: string
  path: string
  image?: string
}): Promise<Metadata> {
  const settings = await getSiteSettings().catch(() => null)
  const siteName = settings?.campus_name ?? ''
  const text = description || settings?.default_description || ''
  const shareImage = image || settings?.default_share_image_url || ''
  const images = shareImage ? [{ url: shareImage }] : undefined
  return {
    title,
    description: text,
    alternates: { canonical: path },
    openGraph: { title, description: text, url: path, siteName, locale: SITE_LOCALE, type: 'website', images },
    twitter: { card: 'summary_large_image', title, description: text, images: images?.map((entry) => entry.url) },
  }
}

export function siteUrl(): URL {
  return new URL(getEnv().siteUrl)
}
