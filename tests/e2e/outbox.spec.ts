/**
 * An administrator reads the outbox (issue 54): the demo's sent mail and
 * given-up mail with their states, the given-up one's problem in a sentence,
 * and sends it again from its page.
 */
import { expect, test } from './fixtures'

test('an administrator sees where each mail stands and sends a given-up one again', { tag: '@staff' }, async ({ staffPage: page }) => {
  await page.goto('/admin/collections/mail-outbox')
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible()
  await expect(page.getByText('We received your inquiry (INQ-2026-DEMO6E)')).toBeVisible()
  await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Given up', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('The mail server refused this mail for good (550 EENVELOPE): check the address.')).toBeVisible()

  await page.getByRole('link', { name: 'We received your inquiry (INQ-2026-DEMO5D)' }).click()
  const sendAgain = page.getByRole('button', { name: 'Send again' })
  await expect(sendAgain).toBeVisible()
  // The mail's text is personal data: the page never shows it.
  await expect(page.getByText('Thank you for your inquiry.')).toHaveCount(0)
  await sendAgain.click()
  await expect(page.getByRole('status')).toHaveText('The mail is waiting to be sent again; it is tried for another 48 hours.')
  await expect(page.getByRole('button', { name: 'Send again' })).toHaveCount(0)
})
