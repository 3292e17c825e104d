/**
 * The Content-Security-Policy lets every page work: the browser reports no
 * violation on the public pages (scripts, styles, images, the map frame, the
 * forms) nor in the back office after signing in.
 */
import type { Page } from '@playwright/test'

import { STAFF } from '../support/testServer'

import { expect, signInToBackOffice, test } from './fixtures'

/** Collects the policy violations the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`)
    })
  })
  return violations
}

const PUBLIC_PATHS = ['/', '/about-us', '/academics', '/student-life', '/gallery-and-news', '/alumni', '/contact-us', '/degree-registration-apply']

test('public pages run without a policy violation', async ({ page }) => {
  const violations = await watchViolations(page)
  for (const path of PUBLIC_PATHS) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  // The contact page frames the map: the frame is allowed by the policy.
  await page.goto('/contact-us')
  await page.locator('main [data-map-embed]').scrollIntoViewIfNeeded()
  await expect(page.locator('iframe[src^="https://www.openstreetmap.org/"]').first()).toBeAttached()
  expect(violations).toEqual([])
})

test('the browser knows every feature the permissions policy turns off', async ({ page }) => {
  // A feature the browser does not know has no effect there, and each page's console says so.
  const complaints: string[] = []
  page.on('console', (message) => /Permissions-Policy|Unrecognized feature/i.test(message.text()) && complaints.push(message.text()))
  const response = await page.goto('/')
  expect(response?.headers()['permissions-policy']).toContain('camera=()')
  await page.waitForLoadState('load')
  expect(complaints).toEqual([])
})

test('the back office works under its policy', { tag: '@staff' }, async ({ page }) => {
  // Watched from the sign-in page on: not the staff page fixture, which signs in before the test starts.
  const violations = await watchViolations(page)
  await signInToBackOffice(page, STAFF, '/admin/collections/degrees/18', async (screen) => {
    await expect(screen.getByRole('textbox').first()).toBeVisible({ timeout: 10_000 })
  })
  await page.goto('/admin/globals/site-settings')
  await expect(page.getByRole('textbox').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
})
