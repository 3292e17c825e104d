/**
 * The focal point staff set on a picture, at phone and desktop widths: Home's
 * gallery cuts each album's cover to a square and keeps that point in view.
 */
import type { APIRequestContext } from '@playwright/test'

import { STAFF } from '../support/testServer'

import { expect, test } from './fixtures'

/**
 * Sets a picture's focal point as staff. The phone and desktop runs sign the
 * one test account in at the same moment, and one of two simultaneous
 * sign-ins can lose its session; a refused save signs in again.
 */
async function setFocalPoint(request: APIRequestContext, id: number, focalX: number, focalY: number): Promise<number> {
  let status = 0
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { token } = (await (await request.post('/api/users/login', { data: STAFF })).json()) as { token: string }
    status = (await request.patch(`/api/media/${id}`, { headers: { Authorization: `JWT ${token}` }, data: { focalX, focalY } })).status()
    if (status !== 401 && status !== 403) return status
  }
  return status
}

test("Home's album covers keep the focal point staff set in view", async ({ page, request }, testInfo) => {
  // A cover of its own per width: a save cuts the picture's sizes again, and its files are away meanwhile.
  const album = testInfo.project.name === 'phone' ? 0 : 1
  const albums = (await (await request.get('/api/home-albums?sort=_order&depth=1')).json()) as { docs: { images: { id: number; url: string }[] }[] }
  const cover = albums.docs[album]!.images[0]!
  expect(await setFocalPoint(request, cover.id, 90, 20)).toBe(200)

  await page.goto('/', { waitUntil: 'load' })
  const picture = page.locator('#gallery li').nth(album).locator('img')
  await expect(picture).toHaveAttribute('src', new RegExp(encodeURIComponent(cover.url)))
  await expect(picture).toHaveCSS('object-fit', 'cover')
  await expect(picture).toHaveCSS('object-position', '90% 20%')
  // An album no run moves stays centred.
  await expect(page.locator('#gallery li').nth(2).locator('img')).toHaveCSS('object-position', '50% 50%')
  await page.locator('#gallery').scrollIntoViewIfNeeded()
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  await page.screenshot({ path: testInfo.outputPath('gallery.png') })
})
