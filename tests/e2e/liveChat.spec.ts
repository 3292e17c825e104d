/** The live-chat widget (§1). */
import { TEST_CHAT_ORIGIN } from '../support/testServer'

import { expect, stoppedClock, test } from './fixtures'

test('the live-chat widget loads only when enabled, hidden first and shown after 1 s', async ({ page, staffApi }) => {
  await page.goto('/')
  await expect(page.locator('#live-chat')).toHaveCount(0)

  const enable = await staffApi.post('/api/globals/site-settings', {
    live_chat_enabled: true,
    // The test server allows this origin (LIVE_CHAT_ORIGINS); the browser never reaches it, the script is served below.
    live_chat_script_url: `${TEST_CHAT_ORIGIN}/live-chat-widget.js`,
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
    await staffApi.post('/api/globals/site-settings', { live_chat_enabled: false })
  }
})
