/** The live-chat widget and page-speed reporting (§1). */
import { TEST_CHAT_ORIGIN } from '../support/testServer'

import { expect, stoppedClock, test } from './fixtures'

const STAFF = { email: 'staff.tester@campus.example', password: 'a-test-only-password-123' }

test('page-speed measurements reach our endpoint, which accepts only well-formed ones', async ({ page }) => {
  const good = await page.request.post('/web-vitals', { data: { name: 'LCP', value: 1234.5, rating: 'good', id: 'v1-1', path: '/' } })
  expect(good.status()).toBe(204)
  const bad = await page.request.post('/web-vitals', { data: { name: 'NOPE', value: 'x' } })
  expect(bad.status()).toBe(400)
  // Every beacon the page sends, read from the request on its way.
  const beacons: { name: string; path: string }[] = []
  await page.route('**/web-vitals', async (route) => {
    try {
      beacons.push(JSON.parse(route.request().postData() ?? '') as { name: string; path: string })
    } catch {
      // not a measurement
    }
    await route.continue()
  })
  const sentFrom = (path: string) => beacons.filter((beacon) => beacon.path === path).map((beacon) => beacon.name)

  await page.goto('/about-us')
  // The reporter's code comes once the page has come to life; what is known by then goes at once.
  await expect.poll(() => sentFrom('/about-us')).toEqual(expect.arrayContaining(['TTFB', 'FCP']))
  // The largest paint is final at the visitor's first input, and goes then.
  await page.getByRole('button', { name: 'Our Vision' }).click()
  await expect.poll(() => sentFrom('/about-us')).toContain('LCP')
  expect(beacons.every((beacon) => /^(CLS|FCP|INP|LCP|TTFB)$/.test(beacon.name))).toBe(true)
})

test('the live-chat widget loads only when enabled, hidden first and shown after 1 s', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('#live-chat')).toHaveCount(0)

  const login = await page.request.post('/api/users/login', { data: STAFF })
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  const enable = await page.request.post('/api/globals/site-settings', {
    headers,
    // The test server allows this origin (LIVE_CHAT_ORIGINS); the browser never reaches it, the script is served below.
    data: { live_chat_enabled: true, live_chat_script_url: `${TEST_CHAT_ORIGIN}/live-chat-widget.js` },
  })
  expect(enable.status()).toBe(200)
  try {
    await page.route('**/live-chat-widget.js', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__chatLoaded = true' }))
    await stoppedClock(page)
    await page.goto('/')
    const holder = page.locator('#live-chat')
    await expect(holder).toBeHidden()
    await expect(holder).not.toHaveAttribute('data-pre-chat-form', 'true')
    await page.clock.runFor(1100)
    await expect(holder).toHaveAttribute('data-pre-chat-form', 'true')
    await expect(holder).not.toHaveAttribute('hidden', '')
  } finally {
    await page.request.post('/api/globals/site-settings', { headers, data: { live_chat_enabled: false } })
  }
})
