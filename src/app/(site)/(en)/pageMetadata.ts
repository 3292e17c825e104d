/**
 * Head metadata for public pages, rendered on the server: title, description,
 * canonical address, the page in the site's other languages, Open Graph and
 * Twitter card (§9's defaults).
 */
import type { Metadata } from 'next'

import { getSiteSettings } from '@/sides/content/contact'
import { pageLanguage } from '@/sides/content/pageLanguage'
import { getEnv } from '@/settings'
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_TAGS, OPEN_GRAPH_LOCALES, pathIn } from '@/foundations/languages'

/**
 * The page's own address in its language as the canonical one, and each
 * language's address as an alternate, English also as the default for a
 * reader of none of them. `path` is the page's English address.
 */
export async function languageAlternates(path: string): Promise<{ canonical: string; languages: Record<string, string> }> {
  const language = await pageLanguage()
  const languages: Record<string, string> = Object.fromEntries(LANGUAGES.map((each) => [LANGUAGE_TAGS[each], pathIn(each, path)]))
  languages['x-default'] = pathIn(DEFAULT_LANGUAGE, path)
  return { canonical: pathIn(language, path), languages }
}

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
  const [settings, language, alternates] = await Promise.all([getSiteSettings().catch(() => null), pageLanguage(), languageAlternates(path)])
  const siteName = settings?.campus_name ?? ''
  const text = description || settings?.default_description || ''
  const shareImage = image || settings?.default_share_image_url || ''
  const images = shareImage ? [{ url: shareImage }] : undefined
  return {
    title,
    description: text,
    alternates,
    openGraph: { title, description: text, url: alternates.canonical, siteName, locale: OPEN_GRAPH_LOCALES[language], type: 'website', images },
    twitter: { card: 'summary_large_image', title, description: text, images: images?.map((entry) => entry.url) },
  }
}

export function siteUrl(): URL {
  return new URL(getEnv().siteUrl)
}
