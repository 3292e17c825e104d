/** The live-chat widget and page-speed reporting (§1). */
import { TEST_CHAT_ORIGIN } from '../support/testServer'

import { expect, stoppedClock, test } from './fixtures'

const STAFF = { email: 'staff.tester@campus.example', password: 'a-test-only-password-123' }

test('page-speed measurements reach our endpoint, which accepts only well-formed ones', async ({ page }) => {
  const good = await page.request.post('/web-vitals', { data: { name: 'LCP', value: 1234.5, rating: 'good', id: 'v1-1', path: '/' } })
  expect(good.status()).toBe(204)
  const bad = await page.request.post('/web-vitals', { data: { name: 'NOPE', value: 'x' } })
  expect(bad.status()).toBe(400)
  // Beacons are sent as the page is left; keep a copy of each in session storage to read afterwards.
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url, data) => {
      if (String(url).endsWith('/web-vitals') && data instanceof Blob) {
        void data.text().then((text) => {
          const seen = JSON.parse(sessionStorage.getItem('beacons') ?? '[]') as string[]
          sessionStorage.setItem('beacons', JSON.stringify([...seen, text]))
        })
      }
      return send(url, data)
    }
  })
  await page.goto('/about-us')
  await page.getByRole('button', { name: 'Our Vision' }).click()
  await page.goto('/academics')
  await expect
    .poll(async () => (JSON.parse((await page.evaluate(() => sessionStorage.getItem('beacons'))) ?? '[]') as string[]).map((text) => JSON.parse(text)))
    .toContainEqual(expect.objectContaining({ name: expect.stringMatching(/^(CLS|FCP|INP|LCP|TTFB)$/), path: '/about-us' }))
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
