/**
 * The privacy notice in the browser: the page, read from the site settings,
 * and the note beside each form's submit button that says why the form asks
 * for its details and links to the notice. The page's width and the note's
 * place beside the button are layout, at phone and desktop widths.
 */
import type { Locator, Page } from '@playwright/test'

import { FORM_PURPOSES } from '../../src/foundations/privacyTexts'
import { APPLIED_ACCOUNTING, CAMPUS, PRIVACY } from '../../src/sides/seed/demoValues'

import { expect, expectAccessible, test } from './fixtures'

test('the privacy page: the notice, how long data is kept, and the data protection officer', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/privacy')
  await expect(page).toHaveTitle(`Privacy Notice | ${CAMPUS.name}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible()
  const main = page.locator('main')
  await expect(main.locator('h2')).toHaveText(['Who we are', 'What we collect and why', 'Your rights', 'How long we keep it', 'Contact our data protection officer'])
  await expect(main.getByText(PRIVACY.purposes)).toBeVisible()
  const retention = page.getByRole('region', { name: 'How long we keep it' })
  await expect(retention.getByRole('listitem')).toHaveText([
    'Applications that are not accepted, with their documents: 6 months after the decision.',
    'Accepted applications, with their documents: 24 months after the decision.',
    'Inquiries: 12 months after we answer them.',
    'Alumni registrations that are not accepted: 6 months after the decision.',
  ])
  const officer = page.getByRole('region', { name: 'Contact our data protection officer' })
  await expect(officer).toContainText(PRIVACY.dpo_name)
  await expect(officer.getByRole('link', { name: PRIVACY.dpo_email })).toHaveAttribute('href', `mailto:${PRIVACY.dpo_email}`)
  // Within the screen's width: nothing to scroll sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
  await expectAccessible(page)
})

test("the footer's link opens the privacy page", async ({ page }) => {
  await page.goto('/about-us')
  const link = page.locator('footer').getByRole('link', { name: 'Privacy notice', exact: true })
  await link.scrollIntoViewIfNeeded()
  await link.click()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible()
})

/**
 * The note is the form's last text before its submit button, close to it on
 * the screen, and its link opens the notice in a new tab (what was typed stays).
 */
async function expectNoteBeside(page: Page, form: Locator, purpose: string, submit: Locator) {
  const note = form.locator('[data-privacy-note]')
  const link = note.getByRole('link', { name: 'privacy notice (opens in a new tab)' })
  // A form is rendered again once its script loads (the inquiry form on a phone, say): the checks
  // run again until they are made on the form as it stays.
  await expect(async () => {
    await note.scrollIntoViewIfNeeded({ timeout: 2_000 })
    await expect(note).toBeVisible()
    await expect(note).toContainText(purpose)
    await expect(link).toHaveAttribute('href', '/privacy')
    await expect(link).toHaveAttribute('target', '_blank')
    const [noteBox, submitBox] = await Promise.all([note.boundingBox(), submit.boundingBox()])
    // Just above the button, with nothing to fill in between.
    expect(submitBox!.y - (noteBox!.y + noteBox!.height)).toBeGreaterThanOrEqual(0)
    expect(submitBox!.y - (noteBox!.y + noteBox!.height)).toBeLessThan(40)
    const between = await note.evaluate((element, button) => {
      const range = document.createRange()
      range.setStartAfter(element)
      range.setEndBefore(button as Node)
      return range.cloneContents().querySelectorAll('input, select, textarea').length
    }, await submit.elementHandle())
    expect(between).toBe(0)
  }).toPass({ timeout: 20_000 })
  await expect(form.locator('input[type="checkbox"]:checked')).toHaveCount(0)

  const [notice] = await Promise.all([page.waitForEvent('popup'), link.click()])
  await expect(notice.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible()
  await notice.close()
}

test('the degree application says why it asks, with the notice, beside its submit button', { tag: '@layout' }, async ({ page }) => {
  await page.goto(`/degree-registration?id=${APPLIED_ACCOUNTING.id}&name=${encodeURIComponent(APPLIED_ACCOUNTING.program_name)}`)
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Submit Application' }) })
  await expect(form.getByRole('button', { name: 'Submit Application' })).toBeVisible()
  await form.getByLabel('Full Name').first().fill('Typed before reading the notice')
  await expectNoteBeside(page, form, FORM_PURPOSES.application, form.getByRole('button', { name: 'Submit Application' }))
  await expect(form.getByLabel('Full Name').first()).toHaveValue('Typed before reading the notice')
})

test('the alumni registration says why it asks, on its page and in the Alumni window', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/alumni-registration')
  const form = page.getByRole('form', { name: 'Alumni registration' })
  await expectNoteBeside(page, form, FORM_PURPOSES.alumni, form.getByRole('button', { name: 'Register' }))
  // The declaration is the one it was (its two choices); the note adds no box to tick.
  await expect(form.getByRole('group', { name: 'Declaration' }).getByRole('radio')).toHaveCount(2)
  await expect(form.locator('input[type="checkbox"]')).toHaveCount(0)

  await page.goto('/alumni')
  await page.getByRole('button', { name: 'Join With Us' }).click()
  const window = page.getByRole('dialog', { name: 'Alumni Registration' })
  await expect(window).toBeVisible()
  await expect(window.locator('[data-privacy-note]')).toContainText(FORM_PURPOSES.alumni)
  await expect(window.getByRole('link', { name: 'privacy notice (opens in a new tab)' })).toHaveAttribute('href', '/privacy')
})

test('the inquiry form says why it asks, with the notice, beside its submit button', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/contact-us#inquiry')
  const form = page.locator('section#inquiry').getByRole('form', { name: 'Inquiry' })
  await expect(form).toBeVisible()
  await expectNoteBeside(page, form, FORM_PURPOSES.inquiry, form.getByRole('button', { name: 'Submit' }))
})

test('the status page says where to ask for a copy of your data or its erasure', async ({ page }) => {
  await page.goto('/application-status')
  const section = page.getByRole('region', { name: 'Your personal data' })
  await expect(section).toContainText('for its erasure')
  await expect(section.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
  await section.getByRole('link', { name: 'privacy notice' }).click()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible()
})
