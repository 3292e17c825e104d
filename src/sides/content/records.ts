/**
 * Small mappings shared by the read modules: upload references to URLs, rich
 * text to HTML. Every read module returns the shapes of the specification's
 * entity list, so the pages and the /v1 replies use the same objects.
 */
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { CollectionSlug, GlobalSlug, Payload, Where } from 'payload'

import type { Config, Document, Media, Video } from '@/foundations/payload-types'

import { readsDrafts } from './draftReads'
import { readLanguage } from './readLanguage'
import { richTextConverters } from './richTextConverters'

export type Relation<T> = number | T | null | undefined

function populated<T extends { id: number }>(value: Relation<T>): T | undefined {
  return value && typeof value === 'object' ? value : undefined
}

export function populatedList<T extends { id: number }>(values: Relation<T>[] | null | undefined): T[] {
  return (values ?? []).map(populated).filter((value): value is T => value !== undefined)
}

/** The public address of an uploaded image, or '' when there is none. */
export function imageUrl(value: Relation<Media>): string {
  return populated(value)?.url ?? ''
}

/** The addresses of a list of uploaded images, skipping missing ones. */
export function imageUrls(images: Relation<Media>[] | null | undefined): string[] {
  return populatedList(images).flatMap((media) => (media.url ? [media.url] : []))
}

type ImageRef = { url: string; alt: string; width: number | null; height: number | null }

export function imageRef(value: Relation<Media>): ImageRef | null {
  const media = populated(value)
  if (!media?.url) return null
  return { url: media.url, alt: media.alt ?? '', width: media.width ?? null, height: media.height ?? null }
}

export type FileRef = { id: number; name: string; url: string }

/**
 * A document or video as a link: its title (else its original name) and address.
 * Documents are linked as /documents/{id}/{original name}, so the address ends
 * in a readable file name (the quality-assurance pages label links with it).
 */
export function fileRef(value: Relation<Document | Video>): FileRef | null {
  const file = populated(value)
  if (!file?.url) return null
  const original = file.original_filename || file.filename || ''
  const isDocument = 'mimeType' in file && !file.mimeType?.startsWith('video/')
  const url = isDocument && original ? `/documents/${file.id}/${encodeURIComponent(original)}` : file.url
  return { id: file.id, name: file.title || original, url }
}

export function fileRefs(values: Relation<Document | Video>[] | null | undefined): FileRef[] {
  return (values ?? []).map(fileRef).filter((ref): ref is FileRef => ref !== null)
}

/**
 * Rich text as HTML. Text is escaped by the converter; no raw HTML is stored.
 * Lists and uploads go through our own converters, which write valid HTML.
 */
export function richTextHtml(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  return convertLexicalToHTML({ data: value as SerializedEditorState, disableContainer: true, converters: richTextConverters })
}

type CollectionDoc<S extends CollectionSlug> = Config['collections'][S]

/** Every record of a collection in the order staff gave it (or the collection's default). */
export async function findAll<S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  options: { where?: Where; sort?: string; depth?: number } = {},
): Promise<CollectionDoc<S>[]> {
  // Visitors' reads run with their access: published records only. A staff preview reads the latest versions.
  const draft = readsDrafts()
  const result = await payload.find({
    collection,
    where: options.where,
    sort: options.sort,
    depth: options.depth ?? 1,
    pagination: false,
    draft,
    overrideAccess: draft,
    locale: readLanguage(),
  })
  return result.docs as CollectionDoc<S>[]
}

export async function findGlobal<S extends GlobalSlug>(
  payload: Payload,
  slug: S,
): Promise<Config['globals'][S]> {
  const draft = readsDrafts()
  return (await payload.findGlobal({ slug, depth: 1, draft, overrideAccess: draft, locale: readLanguage() })) as Config['globals'][S]
}

/** Finds a record by slug, else by id: the lookup rule of the route table. */
export function findBySlugOrId<T extends { id: number; slug: string }>(
  items: T[],
  lookup: { slug?: string; id?: number },
): T | null {
  return (
    items.find((item) => lookup.slug !== undefined && item.slug === lookup.slug) ??
    items.find((item) => lookup.id !== undefined && item.id === lookup.id) ??
    null
  )
}
