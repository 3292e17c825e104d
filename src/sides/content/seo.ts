import type { Media } from '@/foundations/payload-types'

import { imageUrl, type Relation } from './records'

export type Seo = { title: string; description: string; image_url: string }

export function toSeo(seo: { title?: string | null; description?: string | null; image?: Relation<Media> } | null | undefined): Seo {
  return { title: seo?.title ?? '', description: seo?.description ?? '', image_url: imageUrl(seo?.image) }
}
