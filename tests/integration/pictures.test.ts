/**
 * Pictures staff upload (SQLite, and PostgreSQL when CI sets it): each needs
 * text for people who cannot see it.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'
import { payloadClient } from '@/payloadClient'

let payload: Payload

beforeAll(async () => {
  payload = await payloadClient()
})

type Colour = [number, number, number]

/** A colour per cell of a 3×3 grid, each far from the others. */
const CELLS: Colour[][] = [
  [[230, 30, 30], [30, 200, 30], [30, 30, 230]],
  [[230, 230, 30], [30, 230, 230], [230, 30, 230]],
  [[240, 140, 20], [120, 60, 20], [250, 250, 250]],
]

/** A PNG of width × height made of the 3×3 grid of CELLS. */
async function gridPicture(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = CELLS[Math.floor((y * 3) / height)]![Math.floor((x * 3) / width)]!
      pixels.set(colour, (y * width + x) * 3)
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer()
}

async function upload(data: Partial<Media>, picture: Buffer): Promise<Media> {
  return payload.create({
    collection: 'media',
    data: { alt: 'A grid of nine colours', ...data } as Media,
    file: { data: picture, mimetype: 'image/png', name: 'grid.png', size: picture.length },
    overrideAccess: true,
  })
}

describe('text for people who cannot see a picture', () => {
  it('is required when a picture is uploaded, and may not be blank', async () => {
    const picture = await gridPicture(30, 30)
    for (const alt of [undefined, '', '   ', '\n\t']) {
      await expect(upload({ alt } as Partial<Media>, picture), JSON.stringify(alt)).rejects.toThrow(/alt|Text for people/i)
    }
  })

  it('cannot be removed from a stored picture', async () => {
    const media = await upload({}, await gridPicture(30, 30))
    for (const alt of ['', '  ', null]) {
      await expect(
        payload.update({ collection: 'media', id: media.id, data: { alt } as Partial<Media>, overrideAccess: true }),
        JSON.stringify(alt),
      ).rejects.toThrow(/alt|Text for people/i)
    }
    const stored = await payload.findByID({ collection: 'media', id: media.id, overrideAccess: true })
    expect(stored.alt).toBe('A grid of nine colours')
  })
})
