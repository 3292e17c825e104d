/**
 * The degree application while it is sent and while it is filled on a shared
 * computer: upload progress, Cancel, Retry after a dropped connection (stored
 * once), the local draft and its 'Clear saved answers', and the scroll-to-top
 * button kept off the form on a phone.
 */
import type { Page } from '@playwright/test'
import sharp from 'sharp'

import { IDEMPOTENCY_HEADER } from '@/foundations/formRules/xsrf'
import { APPLIED_ACCOUNTING as AA } from '@/sides/seed/demoValues'

import { pdfFile } from '../fixtures/uploads'
import { field, fillRequired, ID_FORM, information, NADEESHA, submitButton } from './applicationForm'
import { expect, expectAccessible, isPhone, test } from './fixtures'

const ID_DRAFT = `degree-application-draft:degree-${AA.id}`
const POST = '**/v1/academicPage/addStudentApplication'
const DAY = 24 * 60 * 60 * 1000

const progressBar = (page: Page) => page.getByRole('progressbar', { name: 'Sending your application' })

/** A real PNG of about 1 MB: random pixels do not compress. */
const largePng = () =>
  sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png({ compressionLevel: 0 })
    .toBuffer()

const fillApplication = (page: Page, fullName: string) => fillRequired(page, { ...NADEESHA, fullName })

/** The form, filled, with a document large enough to watch go up; the page clock moved past the too-fast check. */
async function openFilledWithLargeFile(page: Page, fullName: string) {
  await page.clock.install()
  await page.goto(ID_FORM)
  await fillApplication(page, fullName)
  await field(page, 'NIC / Passport copy').setInputFiles({ name: 'nic-scan.png', mimeType: 'image/png', buffer: await largePng() })
  await field(page, 'Payment receipt').setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: await pdfFile() })
  await page.clock.fastForward(5000)
}

/** A slow mobile upload: about 100 KB a second up (a 1 MB document takes 10 s), downloads untouched. */
async function throttleUpload(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 100 * 1024 })
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
  }
}

const percentNow = async (page: Page) => Number(await progressBar(page).getAttribute('value'))

test('a throttled upload shows its progress as a bar and in words, then the spinner, then the reply', async ({ page, applicant }, testInfo) => {
  await openFilledWithLargeFile(page, applicant.fullName)
  const unthrottle = await throttleUpload(page)
  await submitButton(page).click()

  const dialog = page.getByRole('dialog', { name: 'Sending your application' })
  await expect(dialog).toBeVisible()
  await expect(progressBar(page)).toBeVisible()
  await expect.poll(() => percentNow(page)).toBeGreaterThan(0)
  const early = await percentNow(page)
  expect(early).toBeLessThan(100)
  await expect(page.getByTestId('upload-progress-text')).toHaveText(/^Sent \d+(\.\d)? (KB|MB) of 1\.\d MB \(\d+%\)$/)
  await expect(dialog.getByRole('status')).toHaveText(/^(0|25|50|75)% of your application sent\.$/)
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.screenshot({ path: testInfo.outputPath(`progress-${testInfo.project.name}.png`) })
  await expect.poll(() => percentNow(page), { timeout: 20_000 }).toBeGreaterThan(early)
  await expectAccessible(page)

  // The upload done, the spinner covers the server's part, then the Information window.
  await expect(information(page).getByTestId('information-message')).toHaveText(/^Your application has been submitted successfully\. Your reference number is APP-/, {
    timeout: 30_000,
  })
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('form-spinner')).toHaveCount(0)
  await unthrottle()
  expect(await applicant.stored()).toHaveLength(1)
})

test('Cancel stops the upload and leaves every answer and document in the form', async ({ page, applicant }) => {
  await openFilledWithLargeFile(page, applicant.fullName)
  await throttleUpload(page)
  await submitButton(page).click()
  await expect.poll(() => percentNow(page)).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Cancel' }).click()

  await expect(page.getByRole('dialog', { name: 'Sending your application' })).toBeHidden()
  await expect(page.getByTestId('form-spinner')).toHaveCount(0)
  await expect(information(page)).toBeHidden()
  await expect(page.getByTestId('send-note')).toHaveText(
    'Sending stopped. Everything you entered, documents included, is still in the form; press Submit Application to send it.',
  )
  await expect(submitButton(page)).toBeFocused()
  await expect(field(page, 'Full Name')).toHaveValue(applicant.fullName)
  await expect(field(page, 'NIC / Passport Number')).toHaveValue('200407501234')
  await expect(field(page, 'Date of Birth')).toHaveValue('2004-03-15')
  await expect(page.getByRole('radio', { name: 'Weekend' })).toBeChecked()
  await expect(page.getByRole('list', { name: 'Chosen files: NIC / Passport copy' }).getByRole('listitem')).toHaveText([/nic-scan\.png/])
  await expect(page.getByRole('list', { name: 'Chosen files: Payment receipt' }).getByRole('listitem')).toHaveText([/receipt\.pdf/])
})

test('after the connection drops mid-upload, Retry sends again under the same key and the application is stored once', async ({ page, applicant }) => {
  await openFilledWithLargeFile(page, applicant.fullName)

  // The first attempt reaches the server and is stored, but the connection
  // drops before the browser reads the reply: the worst case for a resend.
  const keys: string[] = []
  let firstReference = ''
  await page.route(POST, async (route) => {
    keys.push(route.request().headers()[IDEMPOTENCY_HEADER.toLowerCase()] ?? '')
    if (keys.length === 1) {
      const reply = await route.fetch()
      firstReference = ((await reply.json()) as { reference?: string }).reference ?? ''
      await route.abort('connectionreset')
    } else {
      await route.continue()
    }
  })
  await submitButton(page).click()

  const lost = page.getByRole('dialog', { name: 'Connection lost' })
  await expect(lost).toBeVisible()
  await expect(lost.getByRole('alert')).toHaveText(
    'The connection was lost before your application was fully sent. Everything you entered, documents included, is still in the form. Retry sends it again; it will not be stored twice.',
  )
  await expect(lost.getByRole('button', { name: 'Retry' })).toBeFocused()
  await expect(page.getByTestId('form-spinner')).toHaveCount(0)
  expect(firstReference).toMatch(/^APP-/)

  await lost.getByRole('button', { name: 'Retry' }).click()
  await expect(information(page).getByTestId('information-message')).toHaveText(new RegExp(`Your reference number is ${firstReference}`))
  expect(keys).toHaveLength(2)
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
  expect(keys[1]).toBe(keys[0])
  const stored = await applicant.stored()
  expect(stored.map((application) => application.reference)).toEqual([firstReference])
})

test('Back to the form after a dropped connection keeps everything and says so', async ({ page, applicant }) => {
  await openFilledWithLargeFile(page, applicant.fullName)
  await page.route(POST, (route) => route.abort('internetdisconnected'))
  await submitButton(page).click()
  const lost = page.getByRole('dialog', { name: 'Connection lost' })
  await expect(lost).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(lost).toBeHidden()
  await expect(page.getByTestId('send-note')).toHaveText(
    'The connection was lost while sending. Everything you entered, documents included, is still in the form; press Submit Application to send it again.',
  )
  await expect(submitButton(page)).toBeFocused()
  await expect(field(page, 'NIC / Passport Number')).toHaveValue('200407501234')
  await expect(page.getByRole('list', { name: 'Chosen files: NIC / Passport copy' }).getByRole('listitem')).toHaveCount(1)
})

test('the draft is kept on this device without the NIC and date of birth, and Clear saved answers empties it (with Undo)', async ({ page }, testInfo) => {
  await page.goto(ID_FORM)
  const notice = page.getByText(/^Your answers are kept on this device as you type/)
  await expect(notice).toHaveText(
    'Your answers are kept on this device as you type, so you can finish later; they are forgotten after 7 days. Your NIC / passport number, date of birth and documents are never kept. On a shared computer, clear them when you are done.',
  )
  await page.getByRole('radio', { name: 'Weekday' }).check()
  await field(page, 'Full Name').fill('Dilani Fernando')
  await field(page, 'NIC / Passport Number').fill('199912345678')
  await field(page, 'Date of Birth').fill('1999-05-01')
  await field(page, 'NIC / Passport copy').setInputFiles({ name: 'nic.pdf', mimeType: 'application/pdf', buffer: await pdfFile() })
  const saved = () => page.evaluate((key) => window.localStorage.getItem(key) ?? '', ID_DRAFT)
  await expect.poll(saved).toContain('Dilani Fernando')
  expect(await saved()).not.toContain('199912345678')
  expect(await saved()).not.toContain('1999-05-01')
  await notice.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath(`draft-notice-${testInfo.project.name}.png`) })
  await expectAccessible(page)

  await page.reload()
  await expect(field(page, 'Full Name')).toHaveValue('Dilani Fernando')
  await expect(page.getByRole('radio', { name: 'Weekday' })).toBeChecked()
  await expect(field(page, 'NIC / Passport Number')).toHaveValue('')
  await expect(field(page, 'Date of Birth')).toHaveValue('')

  await field(page, 'Payment receipt').setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: await pdfFile() })
  await page.getByRole('button', { name: 'Clear saved answers' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved answers cleared from this device, and the form emptied.' })).toBeVisible()
  await expect(field(page, 'Full Name')).toHaveValue('')
  await expect(page.getByRole('radio', { name: 'Weekday' })).not.toBeChecked()
  await expect(page.getByRole('list', { name: /^Chosen files/ })).toHaveCount(0)
  await expect.poll(saved).toBe('')

  // Undo puts the answers and the chosen files back, and they are kept again.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(field(page, 'Full Name')).toHaveValue('Dilani Fernando')
  await expect(page.getByRole('list', { name: 'Chosen files: Payment receipt' }).getByRole('listitem')).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0)
  await expect.poll(saved).toContain('Dilani Fernando')

  await page.getByRole('button', { name: 'Clear saved answers' }).click()
  await expect.poll(saved).toBe('')
  await page.reload()
  await expect(field(page, 'Full Name')).toHaveValue('')
})

test('a draft older than 7 days is not put back and is removed from the device', async ({ page }) => {
  await page.goto(ID_FORM)
  await page.evaluate(
    ({ key, day }) => {
      const values = { full_name: 'Old Draft Applicant' }
      window.localStorage.setItem(key, JSON.stringify({ version: 2, savedAt: Date.now() - 7 * day - 60_000, values }))
    },
    { key: ID_DRAFT, day: DAY },
  )
  await page.reload()
  await expect(field(page, 'Name with Initials')).toBeVisible()
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), ID_DRAFT)).toBeNull()
  await expect(field(page, 'Full Name')).toHaveValue('')
})

test('the scroll-to-top button never lies over a field or button of the form', { tag: '@layout' }, async ({ page }) => {
  await page.goto(ID_FORM)
  const overlapsAt = (y: number) =>
    page.evaluate(async (top) => {
      window.scrollTo(0, top)
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      const button = document.querySelector('button[aria-label="Scroll to top"]')
      if (!button) return { shown: false, covered: [] as string[] }
      const box = button.getBoundingClientRect()
      const covered = Array.from(document.querySelectorAll('form input, form select, form textarea, form button, form label'))
        .filter((control) => {
          const other = control.getBoundingClientRect()
          return other.width > 0 && other.left < box.right && box.left < other.right && other.top < box.bottom && box.top < other.bottom
        })
        .map((control) => control.getAttribute('name') ?? control.id ?? control.textContent ?? '')
      return { shown: true, covered }
    }, y)

  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  let shownSomewhere = 0
  for (let y = 400; y < height; y += 150) {
    const { shown, covered } = await overlapsAt(y)
    expect(covered, `at ${y} px`).toEqual([])
    if (shown) shownSomewhere += 1
  }
  // The submit button at the bottom of the screen, where the button would sit.
  await submitButton(page).evaluate((element) => element.scrollIntoView({ block: 'end' }))
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  const scrollTop = page.getByRole('button', { name: 'Scroll to top' })
  if (isPhone(page) && (page.viewportSize()?.width ?? 0) < 640) {
    // A phone-width form fills the corner: the button stays away.
    await expect(scrollTop).toHaveCount(0)
  } else {
    // Beside a centred form there is room: the button stays, clear of it.
    await expect(scrollTop).toBeVisible()
    const [a, b] = [await scrollTop.boundingBox(), await submitButton(page).boundingBox()]
    expect(a!.x + a!.width <= b!.x || b!.y + b!.height <= a!.y || a!.y + a!.height <= b!.y).toBe(true)
  }
  // Below the form the button is there to use.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(scrollTop).toBeVisible()
  expect(shownSomewhere).toBeGreaterThan(0)
})
