/** Home page reads: banner slider, partners, albums, welcome section, popup. */
import type { Media } from '@/foundations/payload-types'
import { payloadClient } from '@/model/payloadClient'

import { cached } from './cachedRead'
import { findAll, findGlobal, imageRef, populatedList, type Relation } from './records'

export type SliderImage = {
  id: number
  image_url: string
  caption: string
  alt: string
  width: number | null
  height: number | null
}

export const getSliderImages = cached('home.slider', ['slider-images', 'media'], async (): Promise<SliderImage[]> => {
  const docs = await findAll(await payloadClient(), 'slider-images')
  return docs.flatMap((doc) => {
    const image = imageRef(doc.image)
    return image
      ? [{ id: doc.id, image_url: image.url, caption: doc.caption ?? '', alt: image.alt, width: image.width, height: image.height }]
      : []
  })
})

export type Partner = { id: number; partner_name: string; image_url: string; url: string }

export function toPartner(doc: { id: number; partner_name: string; logo: Relation<Media>; url?: string | null }): Partner {
  return { id: doc.id, partner_name: doc.partner_name, image_url: imageRef(doc.logo)?.url ?? '', url: doc.url ?? '' }
}

export const getPartners = cached('home.partners', ['partners', 'media'], async (): Promise<Partner[]> =>
  (await findAll(await payloadClient(), 'partners')).map(toPartner),
)

export type AlbumImage = { image_id: number; image_url: string; alt: string; width: number | null; height: number | null }
export type Album = { album_id: number; album_name: string; images: AlbumImage[] }

export function toAlbum(doc: { id: number; album_name?: string | null; images?: Relation<Media>[] | null }): Album {
  return {
    album_id: doc.id,
    album_name: doc.album_name ?? '',
    images: populatedList(doc.images).flatMap((media) =>
      media.url
        ? [{ image_id: media.id, image_url: media.url, alt: media.alt ?? '', width: media.width ?? null, height: media.height ?? null }]
        : [],
    ),
  }
}

export const getHomeAlbums = cached('home.albums', ['home-albums', 'media'], async (): Promise<Album[]> =>
  (await findAll(await payloadClient(), 'home-albums')).map(toAlbum),
)

export type WelcomeSection = {
  welcome_message: string
  graduates: number
  faculty_members: number
  employability_rate: number
  years_of_excellence: number
}

export const getWelcomeSection = cached('home.welcome', ['welcome-section'], async (): Promise<WelcomeSection> => {
  const doc = await findGlobal(await payloadClient(), 'welcome-section')
  return {
    welcome_message: doc.welcome_message ?? '',
    graduates: doc.graduates ?? 0,
    faculty_members: doc.faculty_members ?? 0,
    employability_rate: doc.employability_rate ?? 0,
    years_of_excellence: doc.years_of_excellence ?? 0,
  }
})

export type PopupImage = { id: number; image_url: string; alt: string; width: number | null; height: number | null }

/** The popup as a list of at most one: empty when staff turned it off or chose no image. */
export const getPopupImages = cached('home.popup', ['popup-image', 'media'], async (): Promise<PopupImage[]> => {
  const doc = await findGlobal(await payloadClient(), 'popup-image')
  const image = doc.enabled ? imageRef(doc.image) : null
  if (!image || typeof doc.image !== 'object' || !doc.image) return []
  return [{ id: doc.image.id, image_url: image.url, alt: image.alt, width: image.width, height: image.height }]
})
