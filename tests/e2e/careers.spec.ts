/** Careers (§2.16). */
import { CAREER_HEADER } from '@/sides/seed/demoValues'

import { expect, expectAccessible, test } from './fixtures'

test('careers: header, flyers and job listings', async ({ page }) => {
  await page.goto('/careers')
  await expect(page.getByRole('heading', { level: 1, name: CAREER_HEADER.title })).toBeVisible()
  await expect(page.getByText(CAREER_HEADER.subtitle)).toBeVisible()
  await expect(page.locator('#flyer img')).toHaveCount(4)
  await expect(page.locator('#job [data-job]')).toHaveCount(5)
  await expectAccessible(page)
})
