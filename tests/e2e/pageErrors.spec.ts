/**
 * Every public page loads, hydrates and wakes what it holds further down
 * (carousels, maps, forms when reached) without a script error or an error
 * in the console. React reports a page whose HTML its components do not
 * render alike in the browser (a hydration mismatch) this way, and then
 * renders that part again on the client. At both widths: a part that
 * renders by the width (the alumni news excerpt) or wakes by what is in
 * view (carousels, maps) differs between them.
 */
import type { Request } from '@playwright/test'

import { TEST_CHAT_ORIGIN } from '../support/testServer'

import { expect, standInMap, test } from './fixtures'
import { PUBLIC_ROUTES } from './publicRoutes'

test('no public page reports a script error, hydrating or scrolled to its end', { tag: '@layout' }, async ({ page }) => {
  test.slow()
  // What the map provider's own page logs is not the site's.
  await standInMap(page)
  // Nor is the chat provider's script, which the live-chat test switches on for the whole site for a moment.
  await page.route(`${TEST_CHAT_ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
  const errors: string[] = []
  let path = ''
  page.on('pageerror', (error) => errors.push(`${path}: ${error.message}`))
  // A resource that failed to load inside the map provider's frame is the provider's; one the site's own page asked for is the site's.
  const offSite = (url: string) => url !== '' && new URL(url).origin !== new URL(page.url()).origin
  page.on('console', (message) => message.type() === 'error' && !offSite(message.location().url) && errors.push(`${path}: ${message.text()}`))
  // What the page is still fetching; a video streams on as long as it plays, so it never counts.
  const pending = new Set<Request>()
  page.on('request', (request) => request.resourceType() !== 'media' && pending.add(request))
  page.on('requestfinished', (request) => pending.delete(request))
  page.on('requestfailed', (request) => {
    pending.delete(request)
    const failure = request.failure()?.errorText
    if (request.frame() === page.mainFrame() && failure !== 'net::ERR_ABORTED') errors.push(`${path}: ${request.url()} failed to load: ${failure}`)
  })
  const settled = (route: string) => expect.poll(() => [...pending].map((request) => request.url()), { message: `${route}: still fetching` }).toEqual([])

  for (const route of PUBLIC_ROUTES) {
    path = route
    await page.goto(route)
    await settled(route)
    await page.evaluate(async () => {
      const idle = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }))
      await idle()
      // Down the page a screen at a time, so that everything fetched when reached comes and runs.
      for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight) {
        scrollTo(0, top)
        await new Promise((resolve) => requestAnimationFrame(resolve))
      }
      await idle()
    })
    await settled(route)
  }
  expect(errors).toEqual([])
})
