/**
 * The forms in Sinhala and Tamil (issue 55): the fields named in the page's
 * language, the browser's messages and the server's in it, and the thanks.
 */
import { pathIn } from '@/foundations/languages'
import { fill, formWordsIn, textsIn } from '@/foundations/texts'
import { formTextsIn } from '@/foundations/texts/forms'

import { pdfFile } from '../fixtures/uploads'

import { field, fillRequired, ID_FORM, KASUN } from './applicationForm'
import { expect, expectAccessible, test } from './fixtures'

/** A text as a pattern that matches it exactly. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The server refuses a form sent within 3 s of being shown: move the page's clock on instead of waiting. */
const PAST_FILL_TIME_MS = 5000

test('the inquiry form in Tamil: its fields, the messages of the browser and of the server, and the thanks', async ({ page }) => {
  const words = formWordsIn('ta', 'inquiry')
  const { messages, templates, fieldNames } = formTextsIn('ta')
  await page.clock.install()
  await page.goto('/ta/contact-us')
  const form = page.locator('section#inquiry').getByRole('form', { name: words.form })
  await expect(form).toBeVisible()
  // The head speaks the page's language too: the title search results and tabs show.
  await expect(page).toHaveTitle(new RegExp(`^${escape(textsIn('ta').meta.contact.title.split('{campus}')[0] ?? '')}`))
  // The social links say in Tamil that they open a new tab.
  await expect(page.getByRole('link', { name: new RegExp(`^Facebook${escape(textsIn('ta').layout.opensInNewTab)}$`) }).first()).toBeAttached()

  await form.getByRole('button', { name: words.submit }).click()
  await expect(form.getByLabel(words.firstName)).toHaveAccessibleDescription(fill(templates.required, { label: fieldNames.firstName }))
  await expect(form.getByLabel(words.email)).toHaveAccessibleDescription(messages.emailRequired)
  await expect(form.locator('[data-inquiry-status]')).toHaveText(messages.correctErrors)
  await expectAccessible(page)

  await form.getByLabel(words.firstName).fill('Tharshini')
  await form.getByLabel(words.surname).fill('Rajendran')
  await form.getByLabel(words.contactNo).fill('0771234567')
  await form.getByLabel(words.email).fill('tharshini@example.com')
  await form.getByLabel(words.alYear).selectOption('2025')
  await form.getByRole('textbox', { name: words.message, exact: true }).fill('வார இறுதி வகுப்புகள் எப்போது தொடங்கும்?')

  // A send the server refuses (as sent too fast: its fill time is set to nothing on the way) comes back in Tamil.
  const INQUIRY = '**/v1/ContactUS/addInquiry?locale=ta'
  await page.route(INQUIRY, (route) => route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), form_elapsed_ms: 0 }) }), { times: 1 })
  const tooFast = page.waitForResponse((response) => response.url().endsWith('/v1/ContactUS/addInquiry?locale=ta'))
  await form.getByRole('button', { name: words.submit }).click()
  expect((await tooFast).status()).toBe(400)
  await expect(form.locator('[data-inquiry-status]')).toHaveText(messages.tooFast)

  await page.clock.fastForward(PAST_FILL_TIME_MS)
  const stored = page.waitForResponse((response) => response.url().endsWith('/v1/ContactUS/addInquiry?locale=ta'))
  await form.getByRole('button', { name: words.submit }).click()
  expect((await stored).status()).toBe(201)
  await expect(form.locator('[data-inquiry-status]')).toHaveText(messages.inquirySuccess)
})

test('the alumni registration in Sinhala: its fields and its messages', async ({ page }) => {
  const words = formWordsIn('si', 'alumni')
  const { messages, templates, fieldNames } = formTextsIn('si')
  await page.goto('/si/alumni-registration')
  const form = page.getByRole('form', { name: words.form })
  await expect(form).toBeVisible()
  await expect(form.getByRole('button', { name: words.register })).toBeVisible()

  await form.getByRole('button', { name: words.register }).click()
  await expect(form.getByRole('textbox', { name: words.name, exact: true })).toHaveAccessibleDescription(fill(templates.required, { label: fieldNames.name }))
  await expect(form.locator('[data-form-message]')).toHaveText(messages.fillRequired)

  const mobile = form.getByLabel(words.mobileNo)
  await mobile.fill('0771234567')
  await mobile.blur()
  await expect(mobile).toHaveAccessibleDescription(new RegExp(`${escape(messages.alumniMobileInvalid)}$`))
  await expectAccessible(page)
})

test('the application in Tamil: its sections and fields, its messages, sent with its language, and the Tamil acknowledgement', async ({ page }) => {
  const words = formWordsIn('ta', 'application')
  const { messages, templates, fieldNames } = formTextsIn('ta')
  await page.clock.install()
  await page.goto(pathIn('ta', ID_FORM))
  await expect(page.getByRole('group', { name: words.personalDetails })).toBeVisible()

  const submit = page.getByRole('button', { name: words.submitApplication })
  await submit.click()
  await expect(page.getByTestId('form-message')).toHaveText(messages.programType)
  await expect(field(page, words.fullName)).toHaveAccessibleDescription(fill(templates.required, { label: fieldNames.fullName }))
  await expectAccessible(page)

  await fillRequired(page, { ...KASUN, email: 'kasun.tamil@example.com' }, words)
  await field(page, words.documentNames.nic).setInputFiles({ name: 'nic.pdf', mimeType: 'application/pdf', buffer: await pdfFile() })
  await page.clock.fastForward(5000)
  const sent = page.waitForResponse((response) => response.url().endsWith('/v1/academicPage/addStudentApplication?locale=ta'))
  await submit.click()
  expect((await sent).status()).toBe(201)
  const dialog = page.getByRole('dialog', { name: words.information })
  await expect(dialog.getByTestId('information-message')).toHaveText(new RegExp(`^${escape(messages.applicationReceived)} `))
  await expect(dialog.getByRole('link', { name: words.followStatus })).toHaveAttribute('href', '/ta/application-status')
  const reference = /APP-\d{4}-[A-Z0-9]{6}/.exec((await dialog.getByTestId('information-message').textContent()) ?? '')?.[0] ?? ''

  // Then the family follows it on the status page, in Tamil too.
  const status = formWordsIn('ta', 'status')
  await dialog.getByRole('link', { name: words.followStatus }).click()
  const lookup = page.getByRole('form', { name: status.form })
  await lookup.getByRole('button', { name: status.check }).click()
  await expect(lookup.getByRole('textbox', { name: status.reference })).toHaveAccessibleDescription(new RegExp(`${escape(formTextsIn('ta').status.referenceRequired)}$`))
  await lookup.getByRole('textbox', { name: status.reference }).fill('APP-2026-ZZZZZZ')
  await lookup.getByRole('textbox', { name: status.nic }).fill('200407501234')
  await lookup.getByRole('button', { name: status.check }).click()
  await expect(lookup.locator('[data-status-notice="lookup"]')).toHaveText(formTextsIn('ta').status.notFound)
  await lookup.getByRole('textbox', { name: status.reference }).fill(reference)
  await lookup.getByRole('button', { name: status.check }).click()
  const card = page.locator('[data-application-status]')
  await expect(card.getByRole('heading', { name: fill(status.application, { reference }) })).toBeVisible()
  await expect(card.locator('[data-status-label]')).toHaveText(status.statuses.new)
  await expectAccessible(page)
})
