/**
 * Pictures as staff upload and edit them through the real server: the text
 * for people who cannot see a picture is required over REST (as the back
 * office sends it) and GraphQL; the focal point staff set is where the
 * thumbnail is cut and what a page keeps in view when it crops the picture,
 * while the /v1 replies keep the fields the specification gives them.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { withinASecond } from '../support/polling'
import { auth, graphql, signIn } from '../support/staff'
import { STAFF } from '../support/testServer'

const baseURL = inject('baseURL')

type MediaDoc = { id: number; url: string; filename: string; focalX?: number | null; focalY?: number | null; sizes?: { thumbnail?: { filename?: string | null } } }
type Reply = { doc?: MediaDoc; errors?: { message: string; data?: { errors?: { path: string }[] } }[] }

let token = ''

beforeAll(async () => {
  token = await signIn(baseURL, STAFF)
})

/** A wide PNG in three upright bands: red, green, blue from the left. */
async function bands(): Promise<Buffer> {
  const [width, height] = [1500, 300]
  const pixels = Buffer.alloc(width * height * 3)
  for (let x = 0; x < width; x++) {
    const band = Math.floor((x * 3) / width)
    for (let y = 0; y < height; y++) pixels[(y * width + x) * 3 + band] = 255
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer()
}

/** An upload as the back office sends it: the file, and the other fields as JSON in `_payload`. */
async function upload(fields: Record<string, unknown>, picture: Buffer) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'bands.png')
  form.append('_payload', JSON.stringify(fields))
  const response = await fetch(`${baseURL}/api/media`, { method: 'POST', body: form, headers: auth(token) })
  return { status: response.status, body: (await response.json()) as Reply }
}

async function patch(id: number, fields: Record<string, unknown>, query = '') {
  const response = await fetch(`${baseURL}/api/media/${id}${query}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', ...auth(token) },
    body: JSON.stringify(fields),
  })
  return { status: response.status, body: (await response.json()) as Reply }
}

/** Which band (0 left, 1 middle, 2 right) the middle of a picture at `url` shows. */
async function middleBand(url: string): Promise<number> {
  const picture = Buffer.from(await (await fetch(`${baseURL}${url}`)).arrayBuffer())
  const { data, info } = await sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3
  const channels = [data[at]!, data[at + 1]!, data[at + 2]!]
  return channels.indexOf(Math.max(...channels))
}

const styleOf = (tag: string) => /\sstyle="([^"]*)"/.exec(tag)?.[1] ?? ''

describe('text for people who cannot see a picture', () => {
  it('is required when staff upload a picture, and may not be blank', async () => {
    const picture = await bands()
    for (const fields of [{}, { alt: '' }, { alt: '   ' }]) {
      const { status, body } = await upload(fields, picture)
      expect({ fields, status }).toEqual({ fields, status: 400 })
      expect(body.errors?.[0]?.data?.errors?.map((error) => error.path)).toEqual(['alt'])
    }
  })

  it('cannot be taken off a stored picture over REST or GraphQL', async () => {
    const { body } = await upload({ alt: 'Three bands of colour' }, await bands())
    const id = body.doc!.id
    for (const alt of ['', ' ']) expect((await patch(id, { alt })).status).toBe(400)
    const reply = await graphql(baseURL, 'mutation ($id: Int!) { updateMedia(id: $id, data: { alt: " " }) { alt } }', token, { id })
    expect(reply.errors?.length).toBeGreaterThan(0)
    const stored = (await (await fetch(`${baseURL}/api/media/${id}`, { headers: auth(token) })).json()) as { alt: string }
    expect(stored.alt).toBe('Three bands of colour')
  })
})

describe('the focal point staff set', () => {
  it('is where the thumbnail is cut, when set at upload and when moved later as the back office moves it', async () => {
    const { status, body } = await upload({ alt: 'Three bands of colour', focalX: 8, focalY: 50 }, await bands())
    expect(status).toBe(201)
    const media = body.doc!
    expect(await middleBand(`/api/media/file/${media.sizes!.thumbnail!.filename}`)).toBe(0)

    // The back office sends the point both in the query (`uploadEdits`) and in the data.
    const moved = await patch(media.id, { focalX: 92, focalY: 50 }, '?uploadEdits[focalPoint][x]=92&uploadEdits[focalPoint][y]=50')
    expect(moved.status).toBe(200)
    expect(await middleBand(`/api/media/file/${moved.body.doc!.sizes!.thumbnail!.filename}`)).toBe(2)
  })

  describe("on Home's banner", () => {
    let first: MediaDoc
    let slidesBefore: Record<string, unknown>[]

    beforeAll(async () => {
      const slides = (await (await fetch(`${baseURL}/api/slider-images?sort=_order&limit=1&depth=1`)).json()) as { docs: { image: MediaDoc }[] }
      first = slides.docs[0]!.image
      slidesBefore = ((await (await fetch(`${baseURL}/v1/homePage/homePage/getSliderManagement`)).json()) as { data: Record<string, unknown>[] }).data
    })

    afterAll(async () => {
      await patch(first.id, { focalX: first.focalX ?? 50, focalY: first.focalY ?? 50 })
    })

    it("keeps the point in view where the page crops the picture, within a second of the save; /v1's slides are unchanged", async () => {
      const firstSlide = async () => {
        const html = await (await fetch(`${baseURL}/`)).text()
        return [...html.matchAll(/<img[^>]*>/g)].map(([tag]) => tag).find((tag) => tag.includes(encodeURIComponent(first.url))) ?? ''
      }
      expect(styleOf(await firstSlide())).not.toContain('object-position')

      const saved = Date.now()
      expect((await patch(first.id, { focalX: 15, focalY: 85 })).status).toBe(200)
      expect(await withinASecond(saved, async () => styleOf(await firstSlide()).includes('object-position:15% 85%'))).toBeLessThan(1000)
      expect(await firstSlide()).toContain('object-cover')

      const slidesAfter = ((await (await fetch(`${baseURL}/v1/homePage/homePage/getSliderManagement`)).json()) as { data: Record<string, unknown>[] }).data
      expect(slidesAfter).toEqual(slidesBefore)
    })
  })
})
