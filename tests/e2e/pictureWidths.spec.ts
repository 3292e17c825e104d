/**
 * Responsive pictures (issue: fast on a cheap phone): on a screen of a
 * cheap phone's density, no picture is fetched at more than twice the width
 * it is shown at. A picture twice too wide costs four times its pixels on a
 * slow line; one step of the optimizer's widths above the need is expected.
 * Each page gets a context of its own at the project's viewport, so the
 * test runs in both projects (@layout).
 */
import { expect, test } from './fixtures'
import { PUBLIC_ROUTES } from './publicRoutes'

/** Lighthouse's mobile device, a mid-range phone. */
const DENSITY = 1.75
const MOST = 2

test('no picture of a public page is fetched at more than twice its shown width', { tag: '@layout' }, async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(120_000)
  const tooWide: string[] = []
  let measured = 0
  for (const path of PUBLIC_ROUTES) {
    // A browser that has a picture at a larger width keeps showing that one, so each page starts with an empty cache.
    const context = await browser.newContext({ ...testInfo.project.use, baseURL, deviceScaleFactor: DENSITY })
    const page = await context.newPage()
    await page.goto(path, { waitUntil: 'load' })
    const pictures = await page.evaluate(async () => {
      // Fetch every picture now, as a visitor scrolling down would, so that each has chosen its width.
      const images = [...document.images].filter((image) => image.getBoundingClientRect().width > 0)
      images.forEach((image) => (image.loading = 'eager'))
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
      return images.map((image) => ({
        shown: image.getBoundingClientRect().width,
        fetched: Number(/[?&]w=(\d+)/.exec(image.currentSrc)?.[1] ?? 0),
        name: image.alt || image.currentSrc,
      }))
    })
    const optimized = pictures.filter((picture) => picture.fetched > 0)
    measured += optimized.length
    for (const picture of optimized) {
      const needed = picture.shown * DENSITY
      if (picture.fetched > needed * MOST) tooWide.push(`${path}: ${picture.name} fetched ${picture.fetched} px wide, shown ${Math.round(needed)} device px`)
    }
    await context.close()
  }
  // Pictures that stopped going through the image optimizer would leave nothing to compare.
  expect(measured, 'pictures measured across the public pages').toBeGreaterThan(20)
  expect(tooWide).toEqual([])
})
