/** The Contact page's details and map (§2.17); its inquiry form is in inquiry.spec.ts. */
import { CONTACT } from '@/sides/seed/demoValues'

import { expect, expectAccessible, test } from './fixtures'

test('contact us: details and map', async ({ page }) => {
  await page.goto('/contact-us')
  const details = page.locator('[data-contact]')
  await expect(details).toContainText(CONTACT.address)
  await expect(details.getByRole('link', { name: CONTACT.phone })).toHaveAttribute('href', `tel:${CONTACT.phone.replace(/ /g, '')}`)
  await expect(details.getByRole('link', { name: CONTACT.email })).toBeVisible()
  await page.locator('main [data-map-embed]').scrollIntoViewIfNeeded()
  await expect(page.locator('main iframe[title="Campus location map"]')).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/)
  await expect(page.locator('section#inquiry').getByRole('form', { name: 'Inquiry' })).toBeVisible()
  await expectAccessible(page)
})
