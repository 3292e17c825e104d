/**
 * With scripts off, a form says at once that it needs them. A form sent
 * before the page's scripts have run (here: with scripts off) never puts the
 * visitor's answers into the address, where history, logs and the next
 * page's Referer would keep them. The site answers that the form was not
 * sent, and going back finds the answers still in the form (where the
 * browser may keep them).
 */
import { NEEDS_SCRIPT_TEXT } from '@/screens/components/forms/NeedsScript'
import { NOT_SENT_TITLE } from '@/server/refusedRequests.mjs'

import { expect, test } from './fixtures'

test.use({ javaScriptEnabled: false })

test.describe('with scripts on', () => {
  test.use({ javaScriptEnabled: true })

  test('the forms say nothing about scripts', async ({ page }) => {
    for (const { path, form } of FORM_PAGES) {
      await page.goto(path)
      await expect(page.locator(form)).toBeVisible()
      await expect(page.getByText(NEEDS_SCRIPT_TEXT)).toHaveCount(0)
    }
  })
})

const FORM_PAGES = [
  { path: '/contact-us', form: 'form[data-inquiry-form]' },
  { path: '/alumni-registration', form: 'form[data-alumni-form]' },
  { path: '/degree-registration-apply', form: 'form[aria-describedby="application-required-note"]' },
  // Its reference and NIC fields have autocomplete off, so the browser keeps nothing of them, going back included.
  { path: '/application-status', form: 'form[data-status-form]', forgotten: true },
]

const ANSWER = 'Nadeesha Perera'

for (const { path, form: formSelector, forgotten } of FORM_PAGES) {
  test(`${path}: sent before the scripts ran, the answers stay out of the address and the visitor is told`, async ({ page }) => {
    await page.goto(path)
    const form = page.locator(formSelector)
    // Said before anything is filled in.
    await expect(form.locator('[data-needs-script]')).toHaveText(NEEDS_SCRIPT_TEXT)
    const field = form.getByRole('textbox').first()
    await field.fill(ANSWER)
    const [response] = await Promise.all([page.waitForResponse((answer) => answer.request().method() === 'POST'), form.locator('button[type="submit"]').last().click()])
    expect(response.status()).toBe(405)
    await expect(page.getByRole('heading', { level: 1, name: NOT_SENT_TITLE })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
    expect(new URL(page.url()).pathname).toBe(path)
    expect(new URL(page.url()).search).toBe('')
    expect(page.url()).not.toContain('Nadeesha')
    await page.goBack()
    await expect(page.locator(formSelector).getByRole('textbox').first()).toHaveValue(forgotten ? '' : ANSWER)
  })
}
