/** The alumni registration form (§2.15, §2.19, §4, §5, §8), in its window on the Alumni page and at /alumni-registration. */
import type { Locator, Page } from '@playwright/test'

import { REGISTRATION_SUCCESS_CLOSE_MS } from '../../src/foundations/motion'
import { FORM_MESSAGES as M } from '../../src/foundations/formRules/messages'
import { ALUMNI_INTAKES, ALUMNI_PROGRAMMES } from '../../src/sides/seed/demoValues'

import { expect, expectAccessible, serverHtml, test } from './fixtures'

const POST = '**/v1/AlumniPage/addAlumniRegistration'

/** The server refuses a form sent within 3 s of being shown: move the page's clock on instead of waiting. */
const PAST_FILL_TIME_MS = 5000

/** A field's description is its hint, then its message. */
const programme = (index: number) => ALUMNI_PROGRAMMES[index] as (typeof ALUMNI_PROGRAMMES)[number]
const APPLIED = programme(0)
/** A degree without the first intake year, and one of its intakes. */
const ANALYTICS = programme(1)
const ANALYTICS_INTAKE = ANALYTICS.intakes[1] as string
const DIPLOMA = programme(3)

const endsWith = (message: string) => new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '$')

async function openWindow(page: Page): Promise<Locator> {
  await page.goto('/alumni')
  await page.getByRole('button', { name: 'Join With Us' }).click()
  const window = page.getByRole('dialog', { name: 'Alumni Registration' })
  await expect(window).toBeVisible()
  await expect(window.getByLabel('Degree Program').locator('option')).toHaveCount(ALUMNI_PROGRAMMES.length + 1)
  return window
}

async function fillValid(form: Locator) {
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Ishara Wickramasinghe')
  await form.getByLabel('Permanent Address').fill('27 Flower Terrace, Colombo 07')
  await form.getByLabel('Mobile No').fill('77 123 4567')
  await form.getByLabel('Personal Email').fill('ishara.home@example.com')
  await form.getByLabel('Office Email').fill('ishara@firm.example')
  await form.getByLabel('NIC/Passport No').fill('199012345678')
  await form.getByLabel('Designation').fill('Finance Manager')
  await form.getByLabel('Company Name').fill('Sample Traders (Pvt) Ltd')
  await form.getByLabel('Degree Program').selectOption({ label: ANALYTICS.program_name })
  await form.getByLabel('Intake').selectOption(ANALYTICS_INTAKE)
  await form.getByLabel('Registration No').fill('REG-2014-118')
  await form.getByLabel('Year of Enrollment').selectOption('2014')
  await form.getByLabel('Year of Degree Obtained').selectOption('2018')
}

async function expectEmpty(form: Locator) {
  for (const label of ['Name', 'Permanent Address', 'Mobile No', 'Personal Email', 'Office Email', 'NIC/Passport No', 'Designation', 'Company Name', 'Registration No']) {
    await expect(form.getByRole('textbox', { name: label, exact: true })).toHaveValue('')
  }
  for (const label of ['Degree Program', 'Intake', 'Year of Enrollment', 'Year of Degree Obtained']) await expect(form.getByLabel(label)).toHaveValue('')
  await expect(form.getByLabel('Academic Qualifications')).toHaveValue('')
  await expect(form.getByRole('radio', { name: 'General' })).toBeChecked()
  await expect(form.getByRole('radio', { name: 'I agree' })).toBeChecked()
}

test("'Join With Us' opens the form in a window that closes, and is a link to /alumni-registration without script", async ({ page }) => {
  const { html } = await serverHtml(page, '/alumni')
  expect(html).toMatch(/<a[^>]*href="\/alumni-registration"[^>]*>Join With Us<\/a>/)

  const window = await openWindow(page)
  await expect(window.getByRole('form', { name: 'Alumni registration' })).toBeVisible()
  await window.getByRole('button', { name: 'Close' }).click()
  await expect(window).toBeHidden()
  await expect(page.getByRole('button', { name: 'Join With Us' })).toBeFocused()

  await page.getByRole('button', { name: 'Join With Us' }).click()
  await expect(window).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(window).toBeHidden()
})

test('degree names load when the form opens; a degree loads its intakes, none loads all', async ({ page }) => {
  const intakeRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/v1/AlumniPage/getAlumniIntake')) intakeRequests.push(new URL(request.url()).search)
  })
  const namesLoaded = page.waitForRequest('**/v1/academicPage/getDegreeNames')
  const window = await openWindow(page)
  await namesLoaded
  const degree = window.getByLabel('Degree Program')
  await expect(degree.locator('option')).toHaveText(['Select Degree Program', ...ALUMNI_PROGRAMMES.map((programme) => programme.program_name)])

  const intake = window.getByLabel('Intake')
  await expect(intake.locator('option')).toHaveText(['Select Intake', ...ALUMNI_INTAKES])
  expect(intakeRequests).toEqual([''])

  await degree.selectOption({ label: ANALYTICS.program_name })
  await expect(intake.locator('option')).toHaveText(['Select Intake', ...ANALYTICS.intakes])
  expect(intakeRequests[1]).toMatch(/^\?degreeId=\d+$/)

  await degree.selectOption('')
  await expect(intake.locator('option')).toHaveText(['Select Intake', ...ALUMNI_INTAKES])
})

test('defaults, the qualification text from degree and specialization, year choices', async ({ page }) => {
  const window = await openWindow(page)
  await expect(window.getByRole('radio', { name: 'General' })).toBeChecked()
  await expect(window.getByRole('radio', { name: 'I agree' })).toBeChecked()
  const qualification = window.getByLabel('Academic Qualifications')
  await expect(qualification).toHaveAttribute('readonly', '')
  await expect(qualification).toHaveValue('')

  await window.getByLabel('Degree Program').selectOption({ label: APPLIED.program_name })
  await expect(qualification).toHaveValue(`${APPLIED.program_name} (General)`)
  await window.getByRole('radio', { name: 'Special' }).check()
  await expect(qualification).toHaveValue(`${APPLIED.program_name} (Special)`)
  await window.getByLabel('Degree Program').selectOption({ label: DIPLOMA.program_name })
  await expect(qualification).toHaveValue(`${DIPLOMA.program_name} (Special)`)

  const years = await window.getByLabel('Year of Enrollment').locator('option').allTextContents()
  const now = new Date().getFullYear()
  expect(years[1]).toBe(String(now))
  expect(years.at(-1)).toBe('2000')
  expect(years).toHaveLength(now - 2000 + 2)
})

test('field messages as the visitor leaves a field: mobile, e-mail, NIC', { tag: '@layout' }, async ({ page }) => {
  const window = await openWindow(page)
  const mobile = window.getByLabel('Mobile No')
  await mobile.fill('0771234567')
  await mobile.blur()
  await expect(mobile).toHaveAccessibleDescription(endsWith(M.alumniMobileInvalid))
  await mobile.fill('+9477123456')
  await expect(mobile).toHaveAccessibleDescription(endsWith(M.alumniMobileLength))
  await mobile.fill('+94 77 123 4567')
  await expect(mobile).not.toHaveAttribute('aria-invalid', 'true')

  const personal = window.getByLabel('Personal Email')
  await personal.fill('ishara at example')
  await personal.blur()
  await expect(personal).toHaveAccessibleDescription(M.personalEmailInvalid)
  const office = window.getByLabel('Office Email')
  await office.focus()
  await office.blur()
  await expect(office).toHaveAccessibleDescription(M.officeEmailRequired)
  await office.fill('bad@')
  await expect(office).toHaveAccessibleDescription(M.officeEmailInvalid)

  const nic = window.getByLabel('NIC/Passport No')
  await nic.fill('12345V')
  await nic.blur()
  await expect(nic).toHaveAccessibleDescription(endsWith(M.nicInvalid))
  await nic.fill('901234567V')
  await expect(nic).not.toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)
})

test('submit messages: required fields, then the declaration', async ({ page }) => {
  const window = await openWindow(page)
  await window.getByRole('button', { name: 'Register' }).click()
  await expect(window.locator('[data-form-message]')).toHaveText(M.fillRequired)
  await expect(window.getByRole('textbox', { name: 'Name', exact: true })).toHaveAccessibleDescription('Name is required.')
  await expect(window.getByLabel('Mobile No')).toHaveAccessibleDescription(endsWith(M.mobileRequired))

  await fillValid(window)
  await window.getByRole('radio', { name: 'I disagree' }).check()
  await window.getByRole('button', { name: 'Register' }).click()
  await expect(window.locator('[data-form-message]')).toHaveText(M.declaration)
  await expect(window.getByRole('group', { name: 'Declaration' })).toContainText(M.declaration)
})

test('while sending: a spinner and every control disabled; on success the message, a cleared form and the window closing itself after 2 s', async ({ page }) => {
  await page.clock.install()
  const window = await openWindow(page)
  await fillValid(window)
  await window.getByRole('radio', { name: 'Special' }).check()
  await page.clock.fastForward(PAST_FILL_TIME_MS)

  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  // The form first asks /form-token for its cookie, so the POST leaves a moment after the click.
  let posted!: (body: Record<string, unknown>) => void
  const sent = new Promise<Record<string, unknown>>((resolve) => (posted = resolve))
  await page.route(POST, async (route) => {
    posted(route.request().postDataJSON())
    await held
    await route.continue()
  })
  await window.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByTestId('form-spinner')).toBeVisible()
  await expect(window.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled()
  await expect(window.getByRole('button', { name: 'Register' })).toBeDisabled()
  await expect(window.getByRole('button', { name: 'Reset Form' })).toBeDisabled()
  const body = await sent
  expect(body).toMatchObject({
    name: 'Ishara Wickramasinghe',
    personal_email: 'ishara.home@example.com',
    office_email: 'ishara@firm.example',
    mobile_no: '+94771234567',
    qualification_type: 'special',
    sab_academic_qualifications: `${ANALYTICS.program_name} (Special)`,
    intake: ANALYTICS_INTAKE,
    declaration: 'agree',
    website: '',
  })
  expect(Number(body.form_elapsed_ms)).toBeGreaterThanOrEqual(PAST_FILL_TIME_MS)
  // From here the page's clock stands still until the test moves it: on a busy
  // machine the checks below took longer than the 2 s the window waits.
  const pageNow = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(new Date(pageNow + 1000))
  release()

  const information = page.getByRole('dialog', { name: 'Information' })
  await expect(information.getByTestId('information-message')).toHaveText(/^Your alumni registration has been submitted successfully\. Your reference number is ALM-/)
  await expect(page.getByTestId('form-spinner')).toBeHidden()
  await expectEmpty(window)
  await expect(window).toBeVisible()
  await page.clock.fastForward(REGISTRATION_SUCCESS_CLOSE_MS)
  await expect(information).toBeHidden()
  await expect(window).toBeHidden()
})

test('on failure the Information window shows the error and the form is kept', async ({ page }) => {
  await page.clock.install()
  const window = await openWindow(page)
  await fillValid(window)
  await page.clock.fastForward(PAST_FILL_TIME_MS)

  await page.route(POST, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }))
  await window.getByRole('button', { name: 'Register' }).click()
  const information = page.getByRole('dialog', { name: 'Information' })
  await expect(information.getByTestId('information-message')).toHaveText(M.alumniFailed)
  await information.getByRole('button', { name: 'Okay' }).click()
  await expect(information).toBeHidden()
  await expect(window).toBeVisible()
  await expect(window.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Ishara Wickramasinghe')
  await expect(window.getByLabel('Academic Qualifications')).toHaveValue(`${ANALYTICS.program_name} (General)`)

  await page.unroute(POST)
  await page.route(POST, (route) =>
    route.fulfill({ status: 400, json: { success: false, message: M.correctErrors, errors: { sab_reg_no: 'This registration number is already registered.' } } }),
  )
  await window.getByRole('button', { name: 'Register' }).click()
  await expect(information.getByTestId('information-message')).toHaveText(M.correctErrors)
  await information.getByRole('button', { name: 'Okay' }).click()
  await expect(window.getByLabel('Registration No')).toHaveAccessibleDescription('This registration number is already registered.')
  await expect(window.getByLabel('Company Name')).toHaveValue('Sample Traders (Pvt) Ltd')
  await page.clock.fastForward(REGISTRATION_SUCCESS_CLOSE_MS)
  await expect(window).toBeVisible()
})

test('Reset Form clears every field and restores the defaults', async ({ page }) => {
  const window = await openWindow(page)
  await fillValid(window)
  await window.getByLabel('Correspondence Address').fill('PO Box 12, Colombo')
  await window.getByLabel('Residence No').fill('112345678')
  await window.getByRole('radio', { name: 'Special' }).check()
  await window.getByRole('radio', { name: 'I disagree' }).check()
  await window.getByRole('button', { name: 'Register' }).click()
  await expect(window.locator('[data-form-message]')).toHaveText(M.declaration)

  await window.getByRole('button', { name: 'Reset Form' }).click()
  await expectEmpty(window)
  await expect(window.getByLabel('Correspondence Address')).toHaveValue('')
  await expect(window.getByLabel('Residence No')).toHaveValue('')
  await expect(window.locator('[data-form-message]')).toHaveCount(0)
  await expect(window.locator('[data-field-error]')).toHaveCount(0)
})

test('/alumni-registration: the form on its own page, registered for real', async ({ page }) => {
  await page.clock.install()
  await page.goto('/alumni-registration')
  await expect(page.getByRole('heading', { level: 1, name: 'Alumni Registration' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Alumni registration' })
  await expect(form.getByLabel('Degree Program').locator('option')).toHaveCount(5)
  await expectAccessible(page)
  await fillValid(form)
  await page.clock.fastForward(PAST_FILL_TIME_MS)
  await form.getByRole('button', { name: 'Register' }).click()
  const information = page.getByRole('dialog', { name: 'Information' })
  await expect(information.getByTestId('information-message')).toHaveText(/Your reference number is ALM-/)
  await expectEmpty(form)
  await page.clock.fastForward(REGISTRATION_SUCCESS_CLOSE_MS)
  await expect(information).toBeHidden()
  await expect(form).toBeVisible()

  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/alumni-registration</loc>')
})
