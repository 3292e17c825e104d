/**
 * Going from page to page. What a page asks the server for while it loads, on
 * a cheap phone's budget: the page itself once, then its scripts, styles and
 * pictures, and no other page until the visitor follows a link. A followed
 * link's page that is slow to come shows the loading image meanwhile (§2.4,
 * §2.5).
 */
import type { Page, Request } from '@playwright/test'

import { NAVIGATION_LOADING_DELAY_MS } from '@/foundations/motion'

import { expect, stoppedClock, test } from './fixtures'

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

test.describe('page requests', { tag: '@layout' }, () => {
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
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
    // Not network idle: the footer's map frame, from another site, may never settle where there is no internet.
    // A prefetching link asks once it is seen, when the browser is next idle; by the second idle moment it would have.
    for (let turn = 0; turn < 2; turn += 1) await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())))
    expect(seen.length).toBeGreaterThan(0)
    expect(new Set(seen)).toEqual(new Set(['/about-us']))
  })
})

test.describe('following a link', { tag: '@layout' }, () => {
  test("goes to the page in the page: the scripts already running stay, and the header's menu links work the same", async ({ page }) => {
    await page.goto('/contact-us', { waitUntil: 'load' })
    const mark = () => page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true))
    const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true)
    await mark()
    await page.locator('footer').getByRole('link', { name: 'About Us', exact: true }).first().click()
    await expect(page).toHaveURL(/\/about-us$/)
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
    expect(await stayed()).toBe(true)
    await page.locator('header').getByRole('link', { name: /home/i }).first().click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 2, name: /^Welcome to the campus of / })).toBeVisible()
    expect(await stayed()).toBe(true)
  })

  test('a link with a query string loads its whole page, and a modified click is left to the browser', async ({ page }) => {
    await page.goto('/academics', { waitUntil: 'load' })
    await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true))
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      page.locator('footer').getByRole('link', { name: 'About Us', exact: true }).first().click({ modifiers: ['ControlOrMeta'] }),
    ])
    await opened.close()
    expect(new URL(page.url()).pathname).toBe('/academics')
    const programme = page.locator('a[href^="/programs?id="]').first()
    await programme.click()
    await expect(page).toHaveURL(/\/programs\?id=\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBeUndefined()
  })
})

test.describe('the loading image while the next page is on its way', { tag: '@layout' }, () => {
  test('shows over the page left until the next page is there, then goes', async ({ page }) => {
    await page.goto('/contact-us', { waitUntil: 'networkidle' })
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/about-us\?_rsc=/, async (route) => {
      await released
      await route.continue()
    })
    await page.locator('footer').getByRole('link', { name: 'About Us', exact: true }).first().click()
    const loading = page.locator('[data-navigation-loading]')
    await expect(loading.getByRole('status')).toHaveText('Loading...')
    await expect(page.locator('header')).toBeVisible()
    release()
    await expect(page).toHaveURL(/\/about-us$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(loading).toHaveCount(0)
  })

  test('shows after a moment, and not for a link to a section of the page in view', async ({ page }) => {
    await stoppedClock(page)
    await page.goto('/about-us', { waitUntil: 'networkidle' })
    await page.route(/\/contact-us\?_rsc=/, () => {
      // Held: the page stays on its way for as long as the test looks.
    })
    const loading = page.locator('[data-navigation-loading]')
    await page.evaluate(() => {
      const section = document.createElement('a')
      section.href = '#main'
      section.id = 'probe-section'
      section.textContent = 'to the content'
      document.querySelector('main')!.prepend(section)
    })
    await page.locator('#probe-section').click()
    await page.clock.runFor(NAVIGATION_LOADING_DELAY_MS * 5)
    await expect(loading).toHaveCount(0)

    await page.locator('footer').getByRole('link', { name: 'Contact Us', exact: true }).first().click()
    await page.clock.runFor(NAVIGATION_LOADING_DELAY_MS - 50)
    await expect(loading).toHaveCount(0)
    await page.clock.runFor(100)
    await expect(loading.getByRole('status')).toHaveText('Loading...')
  })
})
