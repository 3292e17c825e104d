/**
 * What every record page (a degree, a department, a loan scheme, a quality
 * assurance item, a programme, a degree's application form) does around its
 * record: find it from the address, give the head its metadata, or the
 * not-found title when there is no such record, and answer 404 then.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getSiteSettings } from '@/sides/content/contact'
import type { Seo } from '@/sides/content/seo'
import { htmlToText } from '@/foundations/words'

import { pageMetadata } from './pageMetadata'

/**
 * Record pages are found by slug, or else by id (§2.1). The original site passed
 * the id in navigation state; here it may come as ?id= or as a numeric path.
 * A ?id= never reaches a page: a rewrite turns /degree/<slug>?id=<id> into
 * the hidden segment /degree/<slug>/<id>, so each record page is cached as a
 * static page per address (src/server/queryPages.mjs).
 */
export type RecordParams = { slug: string; id?: string }

export type RecordPageProps = { params: Promise<RecordParams> }

/** A record id as the address gives it: digits only, else none. */
export function recordId(text: string | undefined): number | undefined {
  return text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : undefined
}

export function recordLookup({ slug, id }: RecordParams): { slug: string; id?: number } {
  return { slug: decodeURIComponent(slug), id: recordId(id) ?? recordId(slug) }
}

/** Record pages are rendered when first asked for, then served from the cache. */
export function noPrerenderedRecords(): never[] {
  return []
}

/**
 * A record page's metadata and lookup, from how it finds its record (`find`,
 * null when there is none), the head of its not-found answer (`missing`) and
 * the head of a record (`metadata`). `generateMetadata` is the page's own;
 * `record` gives the page its record, or answers 404 through the not-found
 * page beside it. Each looks the record up; the content's reads are cached.
 */
export function recordPage<Params, Found>({
  find,
  missing,
  metadata,
}: {
  find: (params: Params) => Promise<Found | null>
  missing: Metadata
  metadata: (record: Found) => Promise<Metadata>
}) {
  return {
    async generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
      const found = await find(await params)
      return found ? metadata(found) : missing
    },
    async record({ params }: { params: Promise<Params> }): Promise<Found> {
      return (await find(await params)) ?? notFound()
    },
  }
}

/**
 * The head of a record with search fields (§9): what staff wrote for search
 * engines, else the record's name with the campus's, the first 300
 * characters of its text, and the site's share picture.
 */
export async function recordMetadata(seo: Seo, { name, html, path }: { name: string; html: string; path: string }): Promise<Metadata> {
  const settings = await getSiteSettings()
  return pageMetadata({
    title: seo.title || `${name} | ${settings.campus_name}`,
    description: seo.description || htmlToText(html).slice(0, 300),
    path,
    image: seo.image_url,
  })
}
