/**
 * The focal point staff set on each picture, by the picture's address: a page
 * that cuts a picture to fill its box (object-fit: cover) keeps that point in
 * view. Read apart from the entities, so the /v1 replies keep the fields the
 * specification gives them (decision 053).
 */
import { payloadClient } from '@/model/payloadClient'

import { cached } from './cachedRead'
import { findAll } from './records'

/** Picture address → CSS object-position; only pictures whose point is off the centre. */
export type PictureFocus = Record<string, string>

const CENTRE = 50

const percent = (value: number) => `${Math.min(100, Math.max(0, value))}%`

/** The CSS object-position of a focal point given in percent of the width and height. */
export function objectPosition(focalX: number, focalY: number): string {
  return `${percent(focalX)} ${percent(focalY)}`
}

const readPictureFocus = cached('media.focus', ['media'], async (): Promise<PictureFocus> => {
  const off = await findAll(await payloadClient(), 'media', {
    where: { or: [{ focalX: { not_equals: CENTRE } }, { focalY: { not_equals: CENTRE } }] },
    depth: 0,
  })
  return Object.fromEntries(
    off.flatMap((media) =>
      media.url && typeof media.focalX === 'number' && typeof media.focalY === 'number'
        ? [[media.url, objectPosition(media.focalX, media.focalY)]]
        : [],
    ),
  )
})

/** A failed read leaves the pictures centred rather than failing the page. */
export const getPictureFocus = (): Promise<PictureFocus> => readPictureFocus().catch(() => ({}))
