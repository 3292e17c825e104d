/**
 * Every public page, at phone and desktop widths, on one visit each:
 * - nothing moves while it arrives (§2.1): not the footer while the content
 *   streams in above it, not the text around a picture when the picture
 *   comes, not a part the script changes as it takes over the page;
 * - it fetches its largest first-screen picture first and no other, and
 *   leaves pictures below the first screen until the visitor nears them
 *   (issue: fast on a cheap phone);
 * - axe-core finds no serious or critical violation of WCAG 2.2 AA: the
 *   menus, target sizes and what lies over a picture differ by width;
 * - it loads, hydrates and wakes what it holds further down (carousels,
 *   maps, forms when reached) without a script error or an error in the
 *   console; a part that renders by the width (the alumni news excerpt) or
 *   wakes by what is in view (carousels, maps) differs by width;
 * - on a mid-range phone's screen density, no picture is fetched at more
 *   than twice the width it is shown at.
 * The checks run in that order, each on the page as a visitor finds it at
 * that moment; a failure of one does not hide the others (soft checks).
 * Each test has a browser context of its own: no picture is cached at
 * another width.
 */
import { expect, expectAccessible, test } from './fixtures'
import { DENSITY, firstScreenPictureProblems, MAX_SHIFT, pictureWidthProblems, recordShifts, shiftOnceSettled, watchForErrors } from './pageChecks'
import { PUBLIC_ROUTES } from './publicRoutes'

test.use({ deviceScaleFactor: DENSITY })

for (const path of PUBLIC_ROUTES) {
  test(`${path}: steady, its first picture first, accessible, no script error, no picture too wide`, { tag: '@layout' }, async ({ page }) => {
    await recordShifts(page)
    const watch = await watchForErrors(page)
    await page.goto(path, { waitUntil: 'load' })
    expect.soft(await firstScreenPictureProblems(page), "the first screen's pictures").toEqual([])
    expect.soft(await shiftOnceSettled(page), 'layout shift while it loads').toBeLessThanOrEqual(MAX_SHIFT)
    await watch.settled()
    await expectAccessible(page, { soft: true })
    await watch.scrollToEnd()
    expect.soft(watch.errors, 'script errors, hydrating or scrolled to its end').toEqual([])
    const widths = await pictureWidthProblems(page)
    expect(widths.problems, 'pictures fetched at more than twice their shown width').toEqual([])
    // Pictures that stopped going through the image optimizer would leave nothing to compare.
    if (path === '/') expect(widths.measured, 'pictures of the home page through the image optimizer').toBeGreaterThan(5)
  })
}
