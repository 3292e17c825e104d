/** Training partners (§2.16). */
import { expect, expectAccessible, test } from './fixtures'

test('training partners: document labels and icons, partners carousel', async ({ page }) => {
  await page.goto('/training-partners')
  const documents = page.locator('#documents a')
  await expect(documents).toHaveCount(3)
  await expect(documents.filter({ hasText: 'Internship Guidelines.pdf' })).toHaveAttribute('data-document-kind', 'pdf')
  await expect(documents.filter({ hasText: 'Training Placement Schedule.csv' })).toHaveAttribute('data-document-kind', 'spreadsheet')
  await expect(documents.filter({ hasText: 'Training Placement Schedule.csv' }).getByRole('img', { name: 'Spreadsheet' })).toBeAttached()
  const partners = page.getByRole('region', { name: 'Our Training Partners' })
  await expect(partners.getByRole('link', { name: 'Example Assurance Partners (opens in a new tab)' })).toHaveAttribute('target', '_blank')
  await expectAccessible(page)
})
