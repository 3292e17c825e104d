/**
 * The focal point staff set on a picture: Home's gallery cuts each album's
 * cover to a square and keeps that point in view. The point is the
 * picture's own style, the same at every width.
 */
import { expect, test } from './fixtures'

test("Home's album covers keep the focal point staff set in view", async ({ page, request, staffApi }, testInfo) => {
  const album = 0
  const albums = (await (await request.get('/api/home-albums?sort=_order&depth=1')).json()) as { docs: { images: { id: number; url: string }[] }[] }
  const cover = albums.docs[album]!.images[0]!
  expect((await staffApi.patch(`/api/media/${cover.id}`, { focalX: 90, focalY: 20 })).status()).toBe(200)

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
