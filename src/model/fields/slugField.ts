import type { CollectionSlug, Field, FieldHook } from 'payload'

import { DEFAULT_LANGUAGE } from '@/foundations/languages'
import { slugify, uniqueSlug } from '@/foundations/slug'

/**
 * A unique slug made from `sourceField` by the rule of the route table. Staff may
 * type their own; an empty slug is made from the source on every save. The
 * source is always the English text (docs/decisions/068): a Sinhala or
 * Tamil title gives no letters of the address's alphabet, and an address
 * must not change when a record is translated.
 */
export function slugField(sourceField: string): Field {
  const englishSource = async ({ data, originalDoc, req, collection }: Parameters<FieldHook>[0]): Promise<string> => {
    if (!req.locale || req.locale === DEFAULT_LANGUAGE || !collection || originalDoc?.id === undefined) return String(data?.[sourceField] ?? originalDoc?.[sourceField] ?? '')
    const english = await req.payload.findByID({ collection: collection.slug as CollectionSlug, id: originalDoc.id as number, locale: DEFAULT_LANGUAGE, depth: 0, draft: true, req })
    return String((english as unknown as Record<string, unknown>)[sourceField] ?? '')
  }
  const fill: FieldHook = async (args) => {
    const { value, originalDoc, req, collection } = args
    const base = slugify(typeof value === 'string' && value.trim() ? value : await englishSource(args))
    if (!collection) return base
    const ownId = originalDoc?.id
    return uniqueSlug(base, async (candidate) => {
      const found = await req.payload.find({
        collection: collection.slug as CollectionSlug,
        where: { slug: { equals: candidate }, ...(ownId ? { id: { not_equals: ownId } } : {}) },
        limit: 1,
        depth: 0,
        pagination: false,
        req,
      })
      return found.docs.length > 0
    })
  }
  return {
    name: 'slug',
    type: 'text',
    index: true,
    unique: true,
    admin: {
      position: 'sidebar',
      description: `The address of the page. Leave empty to make it from the ${sourceField.replace(/_/g, ' ')}.`,
    },
    hooks: { beforeValidate: [fill] },
  }
}
