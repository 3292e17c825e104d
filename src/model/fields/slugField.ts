import type { CollectionSlug, Field, FieldHook } from 'payload'

import { slugify, uniqueSlug } from '@/foundations/slug'

/**
 * A unique slug made from `sourceField` by the rule of the route table. Staff may
 * type their own; an empty slug is made from the source on every save.
 */
export function slugField(sourceField: string): Field {
  const fill: FieldHook = async ({ value, data, originalDoc, req, collection }) => {
    const source = String(data?.[sourceField] ?? originalDoc?.[sourceField] ?? '')
    const base = slugify(typeof value === 'string' && value.trim() ? value : source)
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
