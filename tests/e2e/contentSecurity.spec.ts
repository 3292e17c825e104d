/**
 * The Content-Security-Policy lets every page work: the browser reports no
 * violation on the public pages (scripts, styles, images, the map frame, the
 * forms) nor in the back office after signing in.
 */
import type { Page } from '@playwright/test'

import { STAFF } from '../support/testServer'

import { expect, test } from './fixtures'

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

test('the back office works under its policy', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto('/admin/login', { waitUntil: 'networkidle' })
  // On a busy machine the form can hydrate after the fields were typed into,
  // and hydration empties them: type again until a sign-in goes through.
  await expect(async () => {
    await page.getByLabel(/email/i).fill(STAFF.email)
    await page.getByLabel(/password/i).fill(STAFF.password)
    await expect(page.getByLabel(/email/i)).toHaveValue(STAFF.email, { timeout: 1_000 })
    await expect(page.getByLabel(/password/i)).toHaveValue(STAFF.password, { timeout: 1_000 })
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 10_000 })
  }).toPass({ timeout: 40_000 })
  await page.goto('/admin/collections/degrees/18')
  await expect(page.getByRole('textbox').first()).toBeVisible()
  await page.goto('/admin/globals/site-settings')
  await expect(page.getByRole('textbox').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
})
