/**
 * Which pictures a page fetches first (issue: fast on a cheap phone), at
 * phone and desktop widths: the largest picture of the first screen is never
 * lazy, and one picture of that size (the one preloaded from the head) has
 * high priority; no other picture has it, and pictures below the first
 * screen wait until the visitor nears them.
 */
import { expect, test } from './fixtures'
import { PUBLIC_ROUTES } from './publicRoutes'

type Shown = {
  /** How much of the picture the first screen shows, in square pixels (clipping by carousels included). */
  area: number
  /** The picture starts below the first screen. */
  below: boolean
  lazy: boolean
  high: boolean
  name: string
}

/** Near enough in size to count as the same: a grid's equal tiles differ by a rounding. */
const SAME_SIZE = 0.98
/** A banner and a poster beside it may change places as the largest from one phone to the next. */
const AMONG_LARGEST = 0.9

for (const path of PUBLIC_ROUTES) {
  test(`${path} fetches its largest first-screen picture first and no other`, { tag: '@layout' }, async ({ page }) => {
    await page.goto(path, { waitUntil: 'load' })
    const pictures = await page.evaluate(async () => {
      // The welcome popup's picture is not part of the page's first screen (it is fetched with low priority; pictures.test.ts).
      const images = [...document.images].filter((image) => !image.closest('[popover]'))
      if (images.length === 0) return []
      const areas = await new Promise<Map<Element, number>>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          observer.disconnect()
          resolve(new Map(entries.map((entry) => [entry.target, entry.intersectionRect.width * entry.intersectionRect.height])))
        })
        images.forEach((image) => observer.observe(image))
      })
      return images.map((image) => ({
        area: areas.get(image) ?? 0,
        below: image.getBoundingClientRect().top >= innerHeight,
        lazy: image.loading === 'lazy',
        high: image.getAttribute('fetchpriority') === 'high',
        name: image.alt || image.getAttribute('src') || '',
      }))
    })
    const shown: Shown[] = pictures.filter((picture) => picture.area > 0)
    const high = pictures.filter((picture) => picture.high)
    if (shown.length === 0) {
      expect(high, 'no picture on the first screen, so none is fetched first').toEqual([])
    } else {
      const largestArea = Math.max(...shown.map((picture) => picture.area))
      const largest = shown.find((picture) => picture.area >= largestArea * SAME_SIZE)!
      expect(largest.lazy, `the largest picture of the first screen (${largest.name}) is not lazy`).toBe(false)
      expect(high, 'one picture is fetched first').toHaveLength(1)
      expect(high[0]!.area, `the picture fetched first (${high[0]!.name}) is among the first screen's largest`).toBeGreaterThanOrEqual(largestArea * AMONG_LARGEST)
      expect(high[0]!.lazy).toBe(false)
    }
    const eagerBelow = pictures.filter((picture) => picture.below && !picture.lazy).map((picture) => picture.name)
    expect(eagerBelow, 'pictures below the first screen are lazy').toEqual([])
  })
}
