/** Research and publications (§2.12). */
import { RESEARCH, researchQrLink } from '@/sides/seed/demoValues'

import { expect, expectAccessible, test } from './fixtures'

test('research: one item open at a time, QR code with its link, year choice', async ({ page }) => {
  await page.goto('/research-and-publications')
  await expect(page.getByRole('heading', { level: 1, name: 'Research and Publications' })).toBeVisible()
  const years = page.getByRole('group', { name: 'Research year' }).getByRole('button')
  await expect(years).toHaveText(['2025', '2024', '2023'])
  await years.filter({ hasText: '2024' }).click()
  const first = page.getByRole('button', { name: RESEARCH[0].title })
  const second = page.getByRole('button', { name: RESEARCH[1].title })
  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  const qr = page.locator('#src svg[data-qr-value]').first()
  await expect(qr).toHaveAttribute('data-qr-value', researchQrLink(0))
  await expect(qr).toHaveAttribute('width', '256')
  await expect(page.getByRole('img', { name: `Research poster: ${RESEARCH[0].title}` })).toBeVisible()
  await second.click()
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await second.click()
  await expect(second).toHaveAttribute('aria-expanded', 'false')
  await expectAccessible(page)
})

test('publications: one open at a time and a download saved as publication.pdf', async ({ page }) => {
  await page.goto('/research-and-publications#publications')
  const items = page.locator('[data-publication]')
  await expect(items).toHaveCount(3)
  const first = items.nth(0).getByRole('button').first()
  await first.click()
  await items.nth(1).getByRole('button').first().click()
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  const download = page.waitForEvent('download')
  await items.nth(1).getByRole('button', { name: 'Download' }).click()
  expect((await download).suggestedFilename()).toBe('publication.pdf')
})

test('a failed publication download says so', async ({ page }) => {
  await page.route('**/v1/researchandstudentlife/downloadResearchFile/**', (route) => route.fulfill({ status: 500, body: 'oops' }))
  await page.goto('/research-and-publications#publications')
  const item = page.locator('[data-publication]').first()
  await item.getByRole('button').first().click()
  await item.getByRole('button', { name: 'Download' }).click()
  await expect(item.getByRole('alert')).toHaveText('Failed to download file.')
})
