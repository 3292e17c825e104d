/**
 * Pictures staff upload (SQLite, and PostgreSQL when CI sets it): each needs
 * text for people who cannot see it, and the sizes cut to a fixed shape
 * (thumbnail, og) keep the part staff marked with the focal point.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Media } from '@/foundations/payload-types'
import { getPictureFocus } from '@/sides/content/pictureFocus'
import { payloadClient } from '@/model/payloadClient'

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

/** The colour at the middle of a generated size, read back from the disk. */
async function middleOf(media: Media, size: 'thumbnail' | 'og'): Promise<Colour> {
  const filename = media.sizes?.[size]?.filename
  expect(filename, `the ${size} size was made`).toBeTruthy()
  const file = path.join(process.env.DATA_DIR as string, 'media', filename!)
  const { data, info } = await sharp(await fs.readFile(file)).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3
  return [data[at]!, data[at + 1]!, data[at + 2]!]
}

/** The grid cell whose colour is nearest (compressed sizes shift colours a little). */
function cellOf(colour: Colour): [row: number, column: number] {
  let best: [number, number] = [-1, -1]
  let bestDistance = Infinity
  CELLS.forEach((row, r) =>
    row.forEach((cell, c) => {
      const distance = cell.reduce((sum, value, index) => sum + (value - colour[index]!) ** 2, 0)
      if (distance < bestDistance) [best, bestDistance] = [[r, c], distance]
    }),
  )
  return best
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

describe('the focal point', () => {
  it('decides which part of a wide picture the thumbnail and the share picture keep', async () => {
    const picture = await gridPicture(3000, 600)
    const left = await upload({ focalX: 5, focalY: 50 }, picture)
    const centre = await upload({}, picture)
    const right = await upload({ focalX: 95, focalY: 50 }, picture)
    for (const size of ['thumbnail', 'og'] as const) {
      expect((await cellOf(await middleOf(left, size)))[1], `${size}, focal point on the left`).toBe(0)
      expect((await cellOf(await middleOf(centre, size)))[1], `${size}, no focal point`).toBe(1)
      expect((await cellOf(await middleOf(right, size)))[1], `${size}, focal point on the right`).toBe(2)
    }
  })

  it('decides which part of a tall picture they keep, up to the very edge', async () => {
    const picture = await gridPicture(600, 3000)
    const top = await upload({ focalX: 50, focalY: 0 }, picture)
    const bottom = await upload({ focalX: 50, focalY: 100 }, picture)
    expect(top.focalY).toBe(0)
    for (const size of ['thumbnail', 'og'] as const) {
      expect(cellOf(await middleOf(top, size))[0], `${size}, focal point at the top edge`).toBe(0)
      expect(cellOf(await middleOf(bottom, size))[0], `${size}, focal point at the bottom edge`).toBe(2)
    }
  })

  it('cuts the sizes again when staff move it on a stored picture', async () => {
    const media = await upload({}, await gridPicture(3000, 600))
    expect(cellOf(await middleOf(media, 'thumbnail'))[1]).toBe(1)
    const moved = await payload.update({ collection: 'media', id: media.id, data: { focalX: 90, focalY: 40 }, overrideAccess: true })
    expect([moved.focalX, moved.focalY]).toEqual([90, 40])
    for (const size of ['thumbnail', 'og'] as const) {
      expect(cellOf(await middleOf(moved, size))[1], `${size} after the move`).toBe(2)
    }
  })
})

describe("the pages' focal points", () => {
  it('list each picture whose point is off the centre by its address, and no centred one', async () => {
    const picture = await gridPicture(300, 200)
    const off = await upload({ focalX: 20, focalY: 70 }, picture)
    const edge = await upload({ focalX: 50, focalY: 0 }, picture)
    const centred = await upload({}, picture)
    const focus = await getPictureFocus()
    expect(focus[off.url!]).toBe('20% 70%')
    expect(focus[edge.url!]).toBe('50% 0%')
    expect(focus).not.toHaveProperty([centred.url!])
  })
})
