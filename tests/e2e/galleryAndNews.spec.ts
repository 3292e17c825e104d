/** Gallery and news (§2.14). */
import { GALLERY_ALBUMS, VIDEO_ALBUMS } from '@/sides/seed/demoValues'

import { expect, expectAccessible, literally, test } from './fixtures'

test('gallery and news: album thumbnails, one video at a time, news badges', async ({ page }) => {
  await page.goto('/gallery-and-news')
  for (const id of ['gallery', 'video', 'news']) await expect(page.locator(`section#${id}`)).toHaveCount(1)
  await page.getByRole('button', { name: `Open album ${GALLERY_ALBUMS[0]}` }).click()
  const album = page.getByRole('dialog', { name: GALLERY_ALBUMS[0] })
  await album.getByRole('button', { name: 'Show image 3' }).click()
  await expect(album.getByRole('button', { name: 'Show image 3' })).toHaveAttribute('aria-current', 'true')
  await page.keyboard.press('Escape')
  // Found by what it shows: the button's name starts with its visible label (WCAG 2.5.3).
  await page.getByRole('button', { name: new RegExp(`^${literally(VIDEO_ALBUMS[0])} \\d+ videos?$`) }).click()
  const videos = page.getByRole('dialog', { name: VIDEO_ALBUMS[0] })
  await expect(videos.locator('video')).toHaveCount(1)
  await videos.getByRole('button', { name: 'Play' }).click()
  await expect(videos.getByRole('button', { name: 'Pause' })).toBeVisible()
  await videos.getByRole('button', { name: 'Next video' }).click()
  await expect(videos.locator('video')).toHaveAttribute('data-video-index', '1')
  expect(await videos.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true)
  await expect(videos.getByRole('button', { name: 'Play' })).toBeVisible()
  await page.keyboard.press('Escape')
  const badges = await page.locator('[data-news] [data-date-badge]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-date-badge')))
  expect(badges).toContain('10th Jan')
  expect(badges).toContain('3rd Jun')
  await expect(page.locator('[data-news] time').first()).toHaveText('10 January 2026')
  await expectAccessible(page)
})
