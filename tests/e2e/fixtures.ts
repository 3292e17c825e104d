import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/** Tests get the served site as baseURL, and the popup is marked as seen unless a test wants it. */
export const test = base.extend<{ showPopup: boolean }>({
  showPopup: [false, { option: true }],
  baseURL: async ({}, provide) => {
    await provide(process.env.E2E_BASE_URL)
  },
  page: async ({ page, showPopup }, provide) => {
    // Init scripts run in every frame too; a map's frame from another origin may not touch its storage.
    if (!showPopup) await page.addInitScript(() => window === window.top && window.sessionStorage.setItem('hasOpenedPopup', 'true'))
    await provide(page)
  },
})

export { expect }

/**
 * Signs `credentials` in to the back office and opens `then`. The phone and
 * desktop runs sign the one test account in at the same moment, and one of
 * two simultaneous sign-ins can lose its session; and the form can hydrate
 * after the fields were typed into, emptying them: so it tries again until
 * `ready` shows.
 */
export async function signInToBackOffice(page: Page, credentials: { email: string; password: string }, then: string, ready: (page: Page) => Promise<void>) {
  await expect(async () => {
    await page.goto('/admin/login', { waitUntil: 'networkidle' })
    await page.getByLabel(/email/i).fill(credentials.email)
    await page.getByLabel(/password/i).fill(credentials.password)
    await expect(page.getByLabel(/email/i)).toHaveValue(credentials.email, { timeout: 1_000 })
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 10_000 })
    await page.goto(then)
    await ready(page)
  }).toPass({ timeout: 50_000 })
}

/**
 * What axe checks: WCAG 2.0 to 2.2 A and AA and axe's best practices. Target
 * size (2.5.8) is off in axe unless asked for, and Label in Name (2.5.3) is
 * marked experimental, so both are turned on by name.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
const AXE_RULES_ON = { 'target-size': { enabled: true }, 'label-content-name-mismatch': { enabled: true } }

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).options({ rules: AXE_RULES_ON }).withTags(AXE_TAGS).exclude('iframe').analyze()
  const bad = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(bad.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([])
}

/**
 * A page clock that stands still until the test moves it. Playwright's
 * clock.install() alone lets time flow, so a slow page load could already
 * pass a 1 s timer before the test looks.
 */
export async function stoppedClock(page: Page) {
  const start = new Date('2026-03-05T09:00:00+05:30')
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 1000))
}

/**
 * The map provider's embed, answered locally: the test machine may have no
 * way out, and what the provider's page does is not the site's. Returns the
 * addresses asked for, in order.
 */
export async function standInMap(page: Page): Promise<string[]> {
  const asked: string[] = []
  await page.route('https://www.openstreetmap.org/**', (route) => {
    asked.push(route.request().url())
    return route.fulfill({ contentType: 'text/html', body: '<title>Map</title>' })
  })
  return asked
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1280

/** The HTML the server sends, as a crawler that runs no JavaScript sees it. */
export async function serverHtml(page: Page, path: string): Promise<{ status: number; html: string }> {
  const response = await page.request.get(path)
  return { status: response.status(), html: await response.text() }
}

export function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const pattern = new RegExp(`<meta[^>]*${attribute}="${key.replace(/[.:]/g, '\\$&')}"[^>]*content="([^"]*)"`, 'i')
  const reversed = new RegExp(`<meta[^>]*content="([^"]*)"[^>]*${attribute}="${key.replace(/[.:]/g, '\\$&')}"`, 'i')
  return (pattern.exec(html) ?? reversed.exec(html))?.[1]
}

/** A pattern that matches the text literally, for building expectations from the demo values. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
