/**
 * What a page asks the server for while it loads, on a cheap phone's budget:
 * the page itself once, then its scripts, styles and pictures, and no other
 * page until the visitor follows a link.
 */
import type { Page, Request } from '@playwright/test'

import { expect, test } from './fixtures'

/** Requests for a page (its HTML or its router payload), as opposed to a file it uses. */
const isPageRequest = (request: Request) =>
  request.frame().parentFrame() === null &&
  (request.resourceType() === 'document' || request.url().includes('_rsc=') || request.headers()['rsc'] === '1')

function recordPageRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (isPageRequest(request)) seen.push(new URL(request.url()).pathname)
  })
  return seen
}

test.describe('page requests', () => {
  for (const path of ['/', '/about-us', '/contact-us']) {
    test(`${path} is fetched once, and no other page with it`, async ({ page }) => {
      const seen = recordPageRequests(page)
      await page.goto(path, { waitUntil: 'load' })
      // Every link of the first screen has come into view; a prefetching link would have asked by now.
      await page.mouse.wheel(0, 2000)
      await page.waitForLoadState('networkidle')
      expect(seen).toEqual([path])
    })
  }

  test('following a link fetches that page only', async ({ page }) => {
    await page.goto('/contact-us', { waitUntil: 'networkidle' })
    const seen = recordPageRequests(page)
    await page.locator('footer').getByRole('link', { name: 'About Us', exact: true }).first().click()
    await expect(page).toHaveURL(/\/about-us$/)
    await page.waitForLoadState('networkidle')
    expect(seen.length).toBeGreaterThan(0)
    expect(new Set(seen)).toEqual(new Set(['/about-us']))
  })
})
