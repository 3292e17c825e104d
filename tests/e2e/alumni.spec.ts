/** The Alumni page and the alumni directory (§2.15); the registration form is in alumni-registration.spec.ts. */
import { ALUMNI_NEWS } from '@/sides/seed/demoValues'

import { expect, expectAccessible, test } from './fixtures'

test('alumni: vision, news excerpt length by width, gallery, directory and Join With Us', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/alumni')
  for (const id of ['history', 'news', 'gallery', 'directory', 'registration']) await expect(page.locator(`section#${id}`)).toHaveCount(1)
  const excerpt = page.locator('[data-alumni-news] [data-excerpt]').first()
  const words = page.viewportSize()!.width >= 1280 ? 30 : 15
  await expect.poll(async () => (await excerpt.textContent())!.trim().split(/\s+/).length).toBe(words)
  await expect(excerpt).toHaveText(/\.\.\.$/)
  await page.getByRole('button', { name: `Read More about ${ALUMNI_NEWS[0]}` }).click()
  const dialog = page.getByRole('dialog', { name: ALUMNI_NEWS[0] })
  await expect(dialog.getByRole('region', { name: ALUMNI_NEWS[0] })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.locator('#directory tbody tr')).toHaveCount(5)
  const directory = page.getByRole('link', { name: /View the Alumni Directory/ })
  await expect(directory).toHaveAttribute('target', '_blank')
  await expect(directory).toHaveAttribute('href', '/alumni-directory')
  // A link to /alumni-registration until the script runs, then a button opening the form's window.
  await expect(page.getByRole('button', { name: 'Join With Us' })).toHaveAttribute('aria-haspopup', 'dialog')
  await expectAccessible(page)
})

test('alumni directory: 10 a page, N/A for empty cells, the page kept in the address', async ({ page }) => {
  await page.goto('/alumni-directory')
  await expect(page.locator('tbody tr')).toHaveCount(10)
  await expect(page.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  await page.getByRole('link', { name: 'Page 4' }).click()
  await expect(page).toHaveURL(/\/alumni-directory\?page=4$/)
  await expect(page.locator('tbody tr')).toHaveCount(4)
  await page.reload()
  await expect(page.getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page')
  await page.goto('/alumni-directory?page=2')
  await expect(page.locator('tbody td').filter({ hasText: /^N\/A$/ }).first()).toBeVisible()
  await expectAccessible(page)
})
