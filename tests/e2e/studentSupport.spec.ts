/** Student support (§2.11). */
import { COUNSELLORS, SERVICE_LINKS } from '@/sides/seed/demoValues'

import { expect, expectAccessible, test } from './fixtures'

test('student support: service tiles, counsellors window, flyers and jobs', async ({ page }) => {
  await page.goto('/it-services')
  for (const id of ['service', 'counselling', 'flyer', 'job']) await expect(page.locator(`section#${id}`)).toHaveCount(1)
  await expect(page.locator('[data-service]')).toHaveCount(7)
  await expect(page.locator('[data-service=lms]')).toHaveAttribute('href', SERVICE_LINKS.find((link) => link.category === 'lms')?.url as string)
  await expect(page.locator('[data-service=help-desk]')).toHaveAttribute('href', /^\/documents\/\d+\/IT_Help_Desk_Guide\.pdf$/)
  const opener = page.getByRole('button', { name: 'Contact a Student Counsellor' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Student Counselling' })
  await expect(dialog.locator('[data-counsellor]')).toHaveCount(3)
  const counsellorPhone = COUNSELLORS[0][2]
  await expect(dialog.getByRole('link', { name: counsellorPhone })).toHaveAttribute('href', `tel:${counsellorPhone.replace(/ /g, '')}`)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  await expect(page.locator('#flyer img')).toHaveCount(4)
  await expect(page.locator('#job [data-job]')).toHaveCount(5)
  await expectAccessible(page)
})
