import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test'

import { IDEMPOTENCY_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@/foundations/formRules/xsrf'

import { validApplication } from '../fixtures/submissions'
import { STAFF } from '../support/testServer'

/** The site's REST API as the test staff account. */
export type StaffApi = {
  get: (path: string) => Promise<APIResponse>
  post: (path: string, data: unknown) => Promise<APIResponse>
  patch: (path: string, data: unknown) => Promise<APIResponse>
  delete: (path: string) => Promise<APIResponse>
  /** The JWT of the current sign-in, for helpers that send their own requests. */
  token: () => Promise<string>
}

/** A fictional applicant of one test, whom no other test uses. */
export type TestApplicant = {
  fullName: string
  email: string
  nic: string
  /** Sends their degree application as the form does (validApplication's answers, `fields` over them); answers its reference. */
  apply: (fields?: Record<string, string>) => Promise<string>
  /** Their applications (by full name), as staff find them. */
  stored: () => Promise<{ id: number; reference: string; idempotency_key?: string }[]>
}

type Fixtures = {
  showPopup: boolean
  /** The headers a page's form sends with a post: the XSRF token (its cookie kept in `request`), the origin and a new idempotency key. */
  formHeaders: () => Promise<Record<string, string>>
  /** The test's page, signed in to the back office as the test staff account and open at /admin. */
  staffPage: Page
  staffApi: StaffApi
  applicant: TestApplicant
}

/**
 * Tests get the served site as baseURL (the one way to reach it, new
 * contexts and request contexts included), and the popup is marked as seen
 * unless a test wants it.
 */
export const test = base.extend<Fixtures>({
  showPopup: [false, { option: true }],
  baseURL: async ({}, provide) => {
    const url = process.env.E2E_BASE_URL
    if (!url) throw new Error('E2E_BASE_URL is not set: the global set-up (tests/e2e/globalSetup.ts) serves the site and sets it')
    await provide(url)
  },
  page: async ({ page, showPopup }, provide) => {
    // Init scripts run in every frame too; a map's frame from another origin may not touch its storage.
    if (!showPopup) await page.addInitScript(() => window === window.top && window.sessionStorage.setItem('hasOpenedPopup', 'true'))
    await provide(page)
  },
  formHeaders: async ({ request, baseURL }, provide) => {
    let token = ''
    await provide(async () => {
      if (!token) {
        await request.post('/form-token')
        token = (await request.storageState()).cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? ''
        expect(token, 'the XSRF cookie /form-token sets').not.toBe('')
      }
      return { [XSRF_HEADER]: token, Origin: baseURL!, [IDEMPOTENCY_HEADER]: crypto.randomUUID() }
    })
  },
  staffPage: async ({ page }, provide) => {
    await signInToBackOffice(page, STAFF, '/admin', async (screen) => {
      await expect(screen).toHaveURL(/\/admin\/?$/, { timeout: 5_000 })
      await expect(screen.getByRole('link', { name: /log out/i })).toBeAttached({ timeout: 5_000 })
    })
    await provide(page)
  },
  staffApi: async ({ playwright, baseURL }, provide) => {
    // A request context of its own: the page's and the test's requests stay a visitor's, without a staff cookie.
    const context = await playwright.request.newContext({ baseURL })
    await provide(staffApiOn(context))
    await context.dispose()
  },
  applicant: async ({ request, formHeaders, staffApi }, provide, testInfo) => {
    // Unique across the run: the time and the worker.
    const stamp = `${Date.now()}${testInfo.workerIndex}`
    const fullName = `Test Applicant ${stamp}`
    const email = `applicant.${stamp}@example.com`
    const nic = stamp.slice(-12)
    await provide({
      fullName,
      email,
      nic,
      apply: async (fields = {}) => {
        const response = await request.post('/v1/academicPage/addStudentApplication', {
          headers: await formHeaders(),
          multipart: validApplication({ full_name: fullName, email_address: email, nic, ...fields }),
        })
        expect(response.status()).toBe(201)
        return ((await response.json()) as { reference: string }).reference
      },
      stored: async () => {
        const response = await staffApi.get(`/api/degree-applications?depth=0&limit=10&where[full_name][equals]=${encodeURIComponent(fullName)}`)
        expect(response.ok()).toBe(true)
        return ((await response.json()) as { docs: { id: number; reference: string; idempotency_key?: string }[] }).docs
      },
    })
  },
})

export { expect }

/**
 * The API as `STAFF` on `request`. Tests side by side sign the one test
 * account in at the same moment, and one of two simultaneous sign-ins can
 * lose its session: a refused request signs in again. The token, not the
 * cookie: Payload takes a cookie only from a browser that says where the
 * request came from.
 */
function staffApiOn(request: APIRequestContext): StaffApi {
  let token = ''
  const signIn = async () => {
    const login = await request.post('/api/users/login', { data: STAFF })
    expect(login.status()).toBe(200)
    token = ((await login.json()) as { token: string }).token
    return token
  }
  const asStaff = async (send: (headers: Record<string, string>) => Promise<APIResponse>) => {
    let response: APIResponse | undefined
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (!token || attempt > 0) await signIn()
      response = await send({ Authorization: `JWT ${token}` })
      if (response.status() !== 401 && response.status() !== 403) return response
    }
    return response!
  }
  return {
    get: (path) => asStaff((headers) => request.get(path, { headers })),
    post: (path, data) => asStaff((headers) => request.post(path, { headers, data })),
    patch: (path, data) => asStaff((headers) => request.patch(path, { headers, data })),
    delete: (path) => asStaff((headers) => request.delete(path, { headers })),
    token: async () => token || signIn(),
  }
}

/**
 * Signs `credentials` in to the back office and opens `then`. Tests side by
 * side can sign the one test account in at the same moment, and one of two
 * simultaneous sign-ins can lose its session; and the form can hydrate after
 * the fields were typed into, emptying them: so it tries again until `ready`
 * shows.
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

/**
 * No serious or critical accessibility violations on the page as it is now
 * (with `soft`, the test goes on past a failure to report the rest). axe runs
 * in the page itself (legacy mode: no blank page for combining the frames'
 * results, which are excluded anyway) and details only violations. Over
 * every public page at both widths that finds the very same violations in
 * 48 s instead of 126 s.
 */
export async function expectAccessible(page: Page, { soft = false } = {}) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ rules: AXE_RULES_ON, resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .exclude('iframe')
    .analyze()
  const bad = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  const check = soft ? expect.soft : expect
  check(bad.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([])
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
