/**
 * An administrator reads the outbox (issue 54): the demo's sent mail and
 * given-up mail with their states, the given-up one's problem in a sentence,
 * and sends it again from its page.
 */
import { expect, test } from './fixtures'

test('an administrator sees where each mail stands and sends a given-up one again', { tag: '@staff' }, async ({ staffPage: page }) => {
  await page.goto('/admin/collections/mail-outbox')
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible()
  const sent = page.getByRole('row', { name: /INQ-2026-DEMO6E/ })
  await expect(sent.getByRole('cell', { name: 'Sent', exact: true })).toBeVisible()
  const givenUp = page.getByRole('row', { name: /INQ-2026-DEMO5D/ })
  await expect(givenUp.getByRole('cell', { name: 'Given up', exact: true })).toBeVisible()
  await expect(givenUp.getByRole('cell', { name: 'The mail server refused this mail for good (550 EENVELOPE): check the address.' })).toBeVisible()

  await givenUp.getByRole('link').first().click()
  const sendAgain = page.getByRole('button', { name: 'Send again' })
  await expect(sendAgain).toBeVisible()
  // The mail's text is personal data: the page never shows it.
  await expect(page.getByText('Thank you for your inquiry.')).toHaveCount(0)
  await sendAgain.click()
  await expect(page.getByRole('status').filter({ hasText: 'The mail is waiting to be sent again; it is tried for another 48 hours.' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send again' })).toHaveCount(0)
})
