import type { Field, FieldHook } from 'payload'

import { MAP_EMBED_ORIGINS } from '@/server/headers.mjs'

/**
 * Staff paste either a map's embed address or the whole <iframe> snippet a map
 * service gives; only the https address is kept, so no pasted markup reaches a
 * page. Only the map services the pages' Content-Security-Policy lets the
 * site frame are accepted.
 */
export function mapEmbedSrc(input: unknown): string | undefined {
  if (typeof input !== 'string' || input.trim() === '') return undefined
  const text = input.trim()
  const fromIframe = /<iframe[^>]*\ssrc\s*=\s*["']([^"']+)["']/i.exec(text)?.[1]
  const candidate = (fromIframe ?? text).replace(/&amp;/g, '&')
  if (!/^https:\/\/\S+$/.test(candidate)) return undefined
  try {
    return MAP_EMBED_ORIGINS.includes(new URL(candidate).origin) ? candidate : undefined
  } catch {
    return undefined
  }
}

const keepOnlyTheAddress: FieldHook = ({ value }) => mapEmbedSrc(value) ?? value

export const mapEmbedField: Field = {
  name: 'map_embed_url',
  label: 'Map (embed address or embed HTML)',
  type: 'text',
  hooks: { beforeValidate: [keepOnlyTheAddress] },
  validate: (value: unknown) =>
    value === undefined || value === null || value === '' || mapEmbedSrc(value)
      ? true
      : `Paste the https embed address of the map, or its <iframe> embed code, from one of: ${MAP_EMBED_ORIGINS.join(', ')}.`,
}
