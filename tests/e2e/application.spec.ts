/** The degree application forms (§2.18, §4 and §5 Degree application, §8). */
import type { Locator } from '@playwright/test'
import { getCountries } from 'libphonenumber-js/min'

import { FILE_MESSAGES } from '@/foundations/formRules/applicationDocuments'
import { FORM_MESSAGES as M } from '@/foundations/formRules/messages'
import { APPLIED_ACCOUNTING as AA, BUSINESS_ANALYTICS as BA, CONTACT } from '@/sides/seed/demoValues'

import { pdfFile, pngFile } from '../fixtures/uploads'

import { field, fillValidApplication, ID_FORM, information, openWithClock, submitButton } from './applicationForm'
import { expect, expectAccessible, test } from './fixtures'

const ID_DRAFT = `degree-application-draft:degree-${AA.id}`
const POST = '**/v1/academicPage/addStudentApplication'

/** Leaves a field the way a visitor does, so its check runs. */
async function typeAndLeave(target: Locator, value: string) {
  await target.fill(value)
  await target.blur()
}

test('the id form is headed by the degree name; an unknown id says Degree not found', async ({ page }) => {
  await page.goto(ID_FORM)
  await expect(page.getByRole('heading', { level: 1, name: AA.program_name })).toBeVisible()
  await expect(page.getByLabel('Select Degree')).toHaveCount(0)
  await expect(page.getByText('Rs 1250')).toBeVisible()
  await expect(page.getByText(/non-refundable/)).toBeVisible()
  await expect(page.getByText(/write your NIC number on the deposit slip/)).toBeVisible()
  // The demo leaves the admissions mailbox empty: the campus's e-mail stands in.
  await expect(page.locator('#main').getByRole('link', { name: CONTACT.email })).toHaveAttribute('href', `mailto:${CONTACT.email}`)

  const response = await page.goto('/degree-registration?id=99999&name=Nothing%20Here')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Degree not found' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Nothing Here' })).toHaveCount(0)
})

test('the Apply Now link of the header and /degree-registration show the Select Degree picker', async ({ page }) => {
  for (const path of ['/degree-registration-apply', '/degree-registration']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Degree Application' })).toBeVisible()
    const picker = page.getByRole('combobox', { name: 'Select Degree' })
    await expect(picker).toBeVisible()
    await expect(picker.getByRole('option', { name: AA.program_name })).toHaveCount(1)
    await expect(picker.getByRole('option', { name: BA.program_name })).toHaveCount(1)
  }
  // The picker form's own messages (§5): the degree must be chosen.
  await page.getByRole('radio', { name: 'Weekday' }).check()
  await submitButton(page).click()
  await expect(page.getByTestId('form-message')).toHaveText(M.selectDegreeType)
  await expect(page.getByRole('combobox', { name: 'Select Degree' })).toBeFocused()
  await expect(page.locator('#application-degree_type-error')).toHaveText(M.selectDegreeType)
  await page.getByRole('combobox', { name: 'Select Degree' }).selectOption({ label: AA.program_name })
  await submitButton(page).click()
  await expect(page.getByTestId('form-message')).toHaveText(M.correctErrorsBeforeSubmitting)
  await expect(field(page, 'Name with Initials')).toBeFocused()
})

test('submitting an empty id form asks for the programme type and marks the required fields', { tag: '@layout' }, async ({ page }) => {
  await page.goto(ID_FORM)
  await submitButton(page).click()
  await expect(page.getByTestId('form-message')).toHaveText(M.programType)
  await expect(page.getByRole('radio', { name: 'Weekday' })).toBeFocused()
  await expect(page.getByRole('radiogroup', { name: 'Programme Type' })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('#application-week_type-error')).toHaveText(M.programType)
  const fullName = field(page, 'Full Name')
  await expect(fullName).toHaveAttribute('aria-invalid', 'true')
  await expect(fullName).toHaveAccessibleDescription('Full name is required.')
  await expect(page.locator('#application-nic-error')).toHaveText(M.nicRequired)
  await expect(page.locator('#application-mobile_no-error')).toHaveText(M.mobileRequired)
  await expect(page.locator('#application-home_no-error')).toHaveText(M.homeRequired)
  await expect(page.locator('#application-email_address-error')).toHaveText(M.emailRequired)
  await expectAccessible(page)

  await page.getByRole('radio', { name: 'Weekday' }).check()
  await submitButton(page).click()
  await expect(page.getByTestId('form-message')).toHaveText(M.correctErrors)
  await expect(page.locator('#application-week_type-error')).toHaveCount(0)
  // Fixed and corrected while typing once the form was submitted.
  await fullName.fill('Kasun Amal Perera')
  await expect(fullName).not.toHaveAttribute('aria-invalid', 'true')
})

test('field messages appear as the visitor leaves a field and go when corrected', async ({ page }) => {
  await page.goto(ID_FORM)
  const nic = field(page, 'NIC / Passport Number')
  // The id form leaves an empty NIC alone until the form is submitted.
  await nic.focus()
  await nic.blur()
  await expect(page.locator('#application-nic-error')).toHaveCount(0)
  await typeAndLeave(nic, 'AB12')
  await expect(page.locator('#application-nic-error')).toHaveText(M.nicInvalidIdForm)
  await expect(nic).toHaveAttribute('aria-invalid', 'true')
  await expect(nic).toHaveAttribute('aria-describedby', /application-nic-error/)
  await nic.fill('12345678')
  await expect(page.locator('#application-nic-error')).toHaveText(M.nicNewLengthIdForm)
  await nic.fill('1234567V')
  await expect(page.locator('#application-nic-error')).toHaveText(M.nicOldLengthIdForm)
  await nic.fill('991234567V')
  await expect(page.locator('#application-nic-error')).toHaveCount(0)

  const mobile = field(page, 'Mobile Number')
  await typeAndLeave(mobile, '000000000')
  await expect(page.locator('#application-mobile_no-error')).toHaveText(M.slMobileInvalid)
  await mobile.fill('0712345678')
  await expect(page.locator('#application-mobile_no-error')).toHaveText(M.slMobileLength)
  await mobile.fill('+94 71-234-5678')
  await expect(page.locator('#application-mobile_no-error')).toHaveCount(0)
  // The id form takes Sri Lankan numbers only.
  await mobile.fill('+447400123456')
  await expect(page.locator('#application-mobile_no-error')).toHaveText(M.slMobileInvalid)

  const email = field(page, 'Email Address')
  await typeAndLeave(email, 'kasun at example.com')
  await expect(page.locator('#application-email_address-error')).toHaveText(M.emailInvalid)
  await email.fill('kasun@example.com')
  await expect(page.locator('#application-email_address-error')).toHaveCount(0)
})

test('the picker form takes international numbers with a country code, and an optional home number', async ({ page }) => {
  await page.goto('/degree-registration-apply')
  const mobile = field(page, 'Mobile Number')
  const country = page.getByRole('combobox', { name: 'Mobile Number: country code' })
  await expect(country).toHaveValue('LK')
  await typeAndLeave(mobile, '7400123456')
  await expect(page.locator('#application-mobile_no-error')).toHaveText(M.slMobileLength)
  await country.selectOption({ label: 'United Kingdom (+44)' })
  await expect(page.locator('#application-mobile_no-error')).toHaveCount(0)
  await mobile.fill('12')
  await expect(page.locator('#application-mobile_no-error')).toHaveText(M.intlMobileInvalid)
  await page.getByRole('radio', { name: 'Weekday' }).check()
  await submitButton(page).click()
  await expect(page.locator('#application-home_no-error')).toHaveCount(0)
  await expect(page.locator('#application-nic-error')).toHaveText(M.nicRequired)
  await field(page, 'NIC / Passport Number').fill('99123V')
  await expect(page.locator('#application-nic-error')).toHaveText(M.nicOldLength)
})

test('the picker form offers every country, and keeps the one chosen through a reload', async ({ page }) => {
  await page.goto('/degree-registration-apply')
  const mobileCountry = page.getByRole('combobox', { name: 'Mobile Number: country code' })
  const homeCountry = page.getByRole('combobox', { name: 'Home Number: country code' })
  // The whole list arrives once the page is idle: Sri Lanka stays chosen.
  await expect(mobileCountry.locator('option')).toHaveCount(getCountries().length)
  await expect(homeCountry.locator('option')).toHaveCount(getCountries().length)
  await expect(mobileCountry).toHaveValue('LK')
  await expect(mobileCountry.locator('option:checked')).toHaveText('Sri Lanka (+94)')

  await mobileCountry.selectOption({ label: 'United Kingdom (+44)' })
  await field(page, 'Mobile Number').fill('7400123456')
  await expect
    .poll(async () => page.evaluate(() => Object.values(window.localStorage).join(' ')))
    .toContain('7400123456')

  await page.reload()
  await expect(field(page, 'Mobile Number')).toHaveValue('7400123456')
  await expect(mobileCountry).toHaveValue('GB')
  await expect(homeCountry).toHaveValue('LK')
  await expect(mobileCountry.locator('option')).toHaveCount(getCountries().length)
  await expect(mobileCountry.locator('option:checked')).toHaveText('United Kingdom (+44)')
})

test('A/L details: five subject rows, the first two fixed and read-only, their grades required', async ({ page }) => {
  await page.goto(ID_FORM)
  const first = field(page, 'A/L subject 1')
  const second = field(page, 'A/L subject 2')
  await expect(first).toHaveValue('General English')
  await expect(second).toHaveValue('Common General Paper (New Syllabus)')
  await expect(first).toHaveJSProperty('readOnly', true)
  await expect(second).toHaveJSProperty('readOnly', true)
  for (const row of [3, 4, 5]) {
    await expect(field(page, `A/L subject ${row}`)).toHaveValue('')
    await expect(field(page, `A/L subject ${row}`)).toBeEditable()
  }
  await expect(field(page, 'A/L subject 6')).toHaveCount(0)
  await expect(field(page, 'A/L grade 1').locator('option')).toHaveText(['Grade *', 'A', 'B', 'C', 'S', 'F'])

  await page.getByRole('radio', { name: 'Weekday' }).check()
  await field(page, 'A/L grade 4').selectOption('C')
  await submitButton(page).click()
  await expect(page.locator('#application-sl_al_details-0-grade-error')).toHaveText('Grade is required.')
  await expect(page.locator('#application-sl_al_details-1-grade-error')).toHaveText('Grade is required.')
  await expect(page.locator('#application-sl_al_details-3-subject-error')).toHaveText('Subject is required.')
  await expect(page.locator('#application-sl_al_details-2-grade-error')).toHaveCount(0)
})

test('the optional foreign qualification opens when asked for, or by itself for a draft that holds one', async ({ page }) => {
  await openWithClock(page, ID_FORM)
  const section = page.getByRole('group', { name: 'Foreign Qualification (Optional)' })
  await expect(section).toContainText('Only if you sat a foreign examination, such as Edexcel or Cambridge A/L.')
  await expect(field(page, 'Name of the Examination')).toHaveCount(0)
  await expect(page.getByLabel(/^Foreign subject \d$/)).toHaveCount(0)

  await section.getByRole('button', { name: 'Add Foreign Qualification' }).click()
  await expect(field(page, 'Name of the Examination')).toBeFocused()
  await expect(section.getByRole('button', { name: 'Add Foreign Qualification' })).toHaveCount(0)
  for (const label of ['Institute', 'Country', 'Year', 'Medium']) await expect(field(page, label)).toBeVisible()
  await expect(page.getByLabel(/^Foreign subject \d$/)).toHaveCount(9)
  await expect(page.getByLabel(/^Foreign grade \d$/)).toHaveCount(9)
  await field(page, 'Name of the Examination').fill('Edexcel International A Level')
  await field(page, 'Foreign subject 1').fill('Economics')
  await field(page, 'Foreign grade 1').fill('A*')
  await expect.poll(async () => page.evaluate((key) => window.localStorage.getItem(key) ?? '', ID_DRAFT)).toContain('Economics')

  // Put back from the draft, the block is open with its answers, without a press.
  await page.reload()
  await expect(field(page, 'Name of the Examination')).toHaveValue('Edexcel International A Level')
  await expect(field(page, 'Foreign subject 1')).toHaveValue('Economics')
  await expect(field(page, 'Foreign grade 1')).toHaveValue('A*')

  // Its answers are sent with the rest, and the form that starts again has the block closed.
  await fillValidApplication(page)
  await field(page, 'NIC / Passport copy').setInputFiles({ name: 'nic.pdf', mimeType: 'application/pdf', buffer: await pdfFile() })
  await field(page, 'Payment receipt').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await pngFile() })
  await page.clock.fastForward(5000)
  let sent = ''
  await page.route(POST, async (route) => {
    sent = route.request().postDataBuffer()?.toString('latin1') ?? ''
    await route.continue()
  })
  await submitButton(page).click()
  const dialog = information(page)
  await expect(dialog.getByTestId('information-message')).toHaveText(/^Your application has been submitted successfully\./)
  expect(sent).toContain('name="name_of_the_examination"\r\n\r\nEdexcel International A Level')
  expect(sent).toContain('"subject":"Economics","grade":"A*"')
  await dialog.getByRole('button', { name: 'Okay' }).click()
  await expect(field(page, 'Name of the Examination')).toHaveCount(0)
  await expect(section.getByRole('button', { name: 'Add Foreign Qualification' })).toBeVisible()
})

test('activity rows are added and removed', async ({ page }) => {
  await page.goto(ID_FORM)
  const rows = page.getByRole('list', { name: 'Activities' }).getByRole('listitem')
  await expect(rows).toHaveCount(1)
  await field(page, 'Activity 1').fill('Cricket')
  await page.getByRole('button', { name: 'Add Activity' }).click()
  await expect(rows).toHaveCount(2)
  await expect(field(page, 'Activity 2')).toBeFocused()
  await field(page, 'Activity 2').fill('Debating')
  await field(page, 'Achievement 2').fill('All-island finalist')
  await field(page, 'Year 2').selectOption('2021')
  await page.getByRole('button', { name: 'Remove activity 1' }).click()
  await expect(rows).toHaveCount(1)
  await expect(field(page, 'Activity 1')).toHaveValue('Debating')
  await expect(field(page, 'Achievement 1')).toHaveValue('All-island finalist')
  await expect(field(page, 'Year 1')).toHaveValue('2021')
  await expect(page.getByRole('button', { name: 'Add Activity' })).toBeFocused()
  await page.getByRole('button', { name: 'Remove activity 1' }).click()
  await expect(rows).toHaveCount(0)
  await page.getByRole('button', { name: 'Add Activity' }).click()
  await expect(field(page, 'Activity 1')).toHaveValue('')
})

test('changing how the applicant heard clears the newspaper and other text', async ({ page }) => {
  await page.goto(ID_FORM)
  const source = field(page, 'How did you hear about this programme?')
  await expect(source.locator('option')).toHaveText(['Select', 'Advertisement', 'Website', 'Social Media', 'Radio', 'E-Flyer', 'Exhibition', 'Workshop', 'Other'])
  await expect(field(page, 'Newspaper')).toHaveCount(0)
  await source.selectOption('Advertisement')
  await field(page, 'Newspaper').fill('Daily News')
  await source.selectOption('Other')
  await expect(field(page, 'Newspaper')).toHaveCount(0)
  await expect(field(page, 'Other Source')).toHaveValue('')
  await field(page, 'Other Source').fill('A friend')
  await source.selectOption('Advertisement')
  await expect(field(page, 'Newspaper')).toHaveValue('')
  await source.selectOption('Other')
  await expect(field(page, 'Other Source')).toHaveValue('')
  await source.selectOption('Website')
  await expect(field(page, 'Newspaper')).toHaveCount(0)
  await expect(field(page, 'Other Source')).toHaveCount(0)
})

test('documents: several files per field, each removable; a refused type is named at once', async ({ page }) => {
  await page.goto(ID_FORM)
  const nicCopy = field(page, 'NIC / Passport copy')
  await expect(nicCopy).toHaveAttribute('accept', '.jpg,.jpeg,.png,.pdf,.docx')
  await nicCopy.setInputFiles([
    { name: 'nic-front.png', mimeType: 'image/png', buffer: await pngFile() },
    { name: 'nic-back.pdf', mimeType: 'application/pdf', buffer: await pdfFile() },
  ])
  const chosen = page.getByRole('list', { name: 'Chosen files: NIC / Passport copy' }).getByRole('listitem')
  await expect(chosen).toHaveCount(2)
  await expect(chosen.first()).toContainText('nic-front.png')
  await page.getByRole('button', { name: 'Remove nic-front.png' }).click()
  await expect(chosen).toHaveCount(1)
  await expect(chosen.first()).toContainText('nic-back.pdf')

  const receipt = field(page, 'Payment receipt')
  await receipt.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a receipt') })
  await expect(page.locator('#application-document-receipt-error')).toHaveText(FILE_MESSAGES.wrongType('notes.txt'))
  await expect(receipt).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('list', { name: 'Chosen files: Payment receipt' })).toHaveCount(0)
  await receipt.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: await pdfFile() })
  await expect(page.locator('#application-document-receipt-error')).toHaveCount(0)
  await expect(page.getByRole('list', { name: 'Chosen files: Payment receipt' }).getByRole('listitem')).toHaveCount(1)
})

test('a valid application: spinner, the server message in the Information window, then an empty form', async ({ page }) => {
  await openWithClock(page, ID_FORM)
  await fillValidApplication(page)
  await field(page, 'NIC / Passport copy').setInputFiles({ name: 'nic.pdf', mimeType: 'application/pdf', buffer: await pdfFile() })
  await field(page, 'Payment receipt').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await pngFile() })
  await page.clock.fastForward(5000)

  // Hold the request until the spinner has been seen.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let sent: { body: string; contentType: string } | undefined
  await page.route(POST, async (route) => {
    sent = { body: route.request().postDataBuffer()?.toString('latin1') ?? '', contentType: route.request().headers()['content-type'] ?? '' }
    await held
    await route.continue()
  })
  await submitButton(page).click()
  await expect(page.getByTestId('form-spinner')).toBeVisible()
  release()

  const dialog = information(page)
  await expect(dialog).toBeVisible()
  await expect(page.getByTestId('form-spinner')).toHaveCount(0)
  await expect(dialog.getByTestId('information-message')).toHaveText(/^Your application has been submitted successfully\. Your reference number is APP-/)
  expect(sent?.contentType).toMatch(/^multipart\/form-data/)
  expect(sent?.body).toContain('name="form_variant"\r\n\r\nidForm')
  expect(sent?.body).toContain('name="degree_type"\r\n\r\n18')
  expect(sent?.body).toContain('name="mobile_no"\r\n\r\n+94712345678')
  expect(sent?.body).toContain('"subject":"General English","grade":"A"')
  expect(sent?.body).not.toContain('name="o/l_certificate"')
  expect(sent?.body).toContain('filename="receipt.png"')
  await dialog.getByRole('button', { name: 'Okay' }).click()
  await expect(dialog).toBeHidden()

  // The whole form starts again (§4).
  await expect(page.getByRole('radio', { name: 'Weekend' })).not.toBeChecked()
  await expect(field(page, 'Full Name')).toHaveValue('')
  await expect(field(page, 'Mobile Number')).toHaveValue('')
  await expect(field(page, 'Home Number')).toHaveValue('')
  await expect(field(page, 'A/L grade 1')).toHaveValue('')
  await expect(field(page, 'A/L subject 1')).toHaveValue('General English')
  await expect(field(page, 'How did you hear about this programme?')).toHaveValue('')
  await expect(field(page, 'Newspaper')).toHaveCount(0)
  await expect(field(page, 'Activity 1')).toHaveValue('')
  await expect(page.getByRole('list', { name: /^Chosen files/ })).toHaveCount(0)
  await page.clock.fastForward(1000)
  expect(await page.evaluate((key) => window.localStorage.getItem(key), ID_DRAFT)).toBeNull()
})

test('a failed submission keeps everything and shows the server field errors under the fields', async ({ page }) => {
  await openWithClock(page, ID_FORM)
  await fillValidApplication(page)
  await field(page, 'Payment receipt').setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: await pdfFile() })
  await page.clock.fastForward(5000)

  await page.route(POST, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: M.storeFailed }) }))
  await submitButton(page).click()
  await expect(information(page).getByTestId('information-message')).toHaveText(M.storeFailed)
  await information(page).getByRole('button', { name: 'Okay' }).click()
  await expect(field(page, 'Full Name')).toHaveValue('Kasun Amal Perera')
  await expect(page.getByRole('radio', { name: 'Weekend' })).toBeChecked()
  await expect(field(page, 'Mobile Number')).toHaveValue('71 234 5678')
  await expect(field(page, 'Newspaper')).toHaveValue('Daily News')
  await expect(page.getByRole('list', { name: 'Chosen files: Payment receipt' }).getByRole('listitem')).toHaveCount(1)

  await page.unroute(POST)
  const refused = FILE_MESSAGES.contentMismatch('receipt.pdf')
  await page.route(POST, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        message: M.correctErrors,
        errors: { 'sl_al_details.2.grade': 'Grade is required.', nic: M.nicInvalidIdForm, receipt: refused },
      }),
    }),
  )
  await submitButton(page).click()
  await expect(information(page).getByTestId('information-message')).toHaveText(M.correctErrors)
  await information(page).getByRole('button', { name: 'Okay' }).click()
  await expect(page.locator('#application-nic-error')).toHaveText(M.nicInvalidIdForm)
  await expect(field(page, 'NIC / Passport Number')).toBeFocused()
  await expect(page.locator('#application-sl_al_details-2-grade-error')).toHaveText('Grade is required.')
  await expect(page.locator('#application-document-receipt-error')).toHaveText(refused)
  await expect(field(page, 'Full Name')).toHaveValue('Kasun Amal Perera')
})

test('the typed details survive a reload on the same device, the files do not', async ({ page }) => {
  await page.goto(ID_FORM)
  await page.getByRole('radio', { name: 'Weekday' }).check()
  await field(page, 'Full Name').fill('Nadeesha Silva')
  await field(page, 'Mobile Number').fill('771234567')
  await field(page, 'A/L grade 1').selectOption('B')
  await field(page, 'How did you hear about this programme?').selectOption('Other')
  await field(page, 'Other Source').fill('Career fair')
  await page.getByRole('button', { name: 'Add Activity' }).click()
  await field(page, 'Activity 2').fill('Chess')
  await field(page, 'NIC / Passport copy').setInputFiles({ name: 'nic.pdf', mimeType: 'application/pdf', buffer: await pdfFile() })
  await expect
    .poll(async () => page.evaluate((key) => window.localStorage.getItem(key) ?? '', ID_DRAFT))
    .toContain('Chess')

  await page.reload()
  await expect(field(page, 'Full Name')).toHaveValue('Nadeesha Silva')
  await expect(page.getByRole('radio', { name: 'Weekday' })).toBeChecked()
  await expect(field(page, 'Mobile Number')).toHaveValue('771234567')
  await expect(field(page, 'A/L grade 1')).toHaveValue('B')
  await expect(field(page, 'Other Source')).toHaveValue('Career fair')
  await expect(field(page, 'Activity 2')).toHaveValue('Chess')
  await expect(page.getByRole('list', { name: /^Chosen files/ })).toHaveCount(0)

  // Each degree and the picker form keep their own draft.
  await page.goto('/degree-registration-apply')
  await expect(field(page, 'Full Name')).toHaveValue('')
})

test('the year lists are served without their options and given them after the page, a draft\'s years kept', async ({ page }) => {
  const YEAR_LISTS = ['al_year', 'ol_year', 'activity-0-achievemnet_year']
  const now = new Date().getFullYear()
  const served = await (await page.request.get(ID_FORM)).text()
  for (const id of YEAR_LISTS) {
    const select = served.match(new RegExp(`<select id="application-${id}"[^>]*>(.*?)</select>`))
    expect(select?.[1], id).toBe('<option value="">Select</option>')
  }

  // Once the page is idle, each list runs from this year down to 1900 (§ Years);
  // the foreign qualification's, made when that block opens, too.
  await page.goto(ID_FORM)
  await page.getByRole('button', { name: 'Add Foreign Qualification' }).click()
  for (const label of ['A/L Year', 'O/L Year', 'Year', 'Year 1']) {
    const options = field(page, label).locator('option')
    await expect(options).toHaveCount(now - 1900 + 2)
    await expect(options.nth(1)).toHaveText(String(now))
    await expect(options.last()).toHaveText('1900')
  }
  await field(page, 'A/L Year').selectOption('2019')
  await field(page, 'Year 1').selectOption('2017')
  await expect.poll(async () => page.evaluate((key) => window.localStorage.getItem(key) ?? '', ID_DRAFT)).toContain('2017')

  // A page that is never idle: the draft's years are still put back, and a
  // list the visitor reaches with the keyboard has its choices at once.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0
  })
  await page.reload()
  await expect(field(page, 'A/L Year')).toHaveValue('2019')
  await expect(field(page, 'Year 1')).toHaveValue('2017')
  await expect(field(page, 'O/L Year').locator('option')).toHaveCount(1)
  await field(page, 'O/L Year').focus()
  await page.keyboard.press('ArrowDown')
  await expect(field(page, 'O/L Year')).toHaveValue(String(now))
  await expect(field(page, 'O/L Year').locator('option')).toHaveCount(now - 1900 + 2)
})

test('the form is usable from the keyboard and accessible with its Information window open', async ({ page }) => {
  await openWithClock(page, ID_FORM)
  await page.getByRole('radio', { name: 'Weekday' }).focus()
  await page.keyboard.press('Space')
  await expect(page.getByRole('radio', { name: 'Weekday' })).toBeChecked()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: 'Weekend' })).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(field(page, 'Name with Initials')).toBeFocused()
  await expectAccessible(page)

  await fillValidApplication(page)
  await page.clock.fastForward(5000)
  await page.route(POST, (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }))
  await submitButton(page).focus()
  await page.keyboard.press('Enter')
  const dialog = information(page)
  await expect(dialog.getByTestId('information-message')).toHaveText(M.applicationFailed)
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(submitButton(page)).toBeFocused()
})

test('the sitemap lists the two application paths but no per-degree form', async ({ page }) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).toMatch(/<loc>[^<]*\/degree-registration<\/loc>/)
  expect(sitemap).toMatch(/<loc>[^<]*\/degree-registration-apply<\/loc>/)
  expect(sitemap).not.toContain('degree-registration?id=')
})
