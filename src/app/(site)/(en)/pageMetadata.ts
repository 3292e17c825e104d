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
import { fill, type SiteTexts, textsIn } from '@/foundations/texts'

/** A text whose placeholders are some of `values`' (the texts test holds each language to English's). */
const fillAny = (text: string, values: Record<string, string>) => fill(text, values as never)

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

/** A page's own title and description (`meta`), in its language, or given as they are (a record's SEO fields). */
type Titles =
  | { title: string; description?: string; meta?: never; values?: never }
  /** `values` fills what the page adds to the campus's names ({degree}); {campus}, {parent} and {product} come from the settings. */
  | { meta: keyof SiteTexts['meta']; values?: Record<string, string>; title?: never; description?: never }

export async function pageMetadata(page: Titles & { path: string; image?: string }): Promise<Metadata> {
  const { path, image } = page
  const [settings, language, alternates] = await Promise.all([getSiteSettings().catch(() => null), pageLanguage(), languageAlternates(path)])
  const siteName = settings?.campus_name ?? ''
  let title = page.title ?? ''
  let description = page.description
  if (page.meta) {
    const words: { title: string; description?: string } = textsIn(language).meta[page.meta]
    const values = { campus: siteName, parent: settings?.parent_body_name ?? '', product: settings?.product_name ?? '', ...page.values }
    title = fillAny(words.title, values)
    description = words.description === undefined ? undefined : fillAny(words.description, values)
  }
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
