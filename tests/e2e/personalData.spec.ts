/**
 * An administrator answers a person's request at phone and desktop widths:
 * finds the person's application by e-mail, downloads the copy, and erases it
 * after a confirmation that names what goes.
 */
import { validApplication } from '../fixtures/submissions'
import { STAFF } from '../support/testServer'

import { expect, test } from './fixtures'

test.setTimeout(120_000)

test('an administrator finds a person, downloads the copy and erases the data after confirming', async ({ page, request }, testInfo) => {
  const email = `erase.e2e.${testInfo.project.name}.${Date.now()}@example.com`
  await request.post('/form-token')
  const token = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? ''
  const sent = await request.post('/v1/academicPage/addStudentApplication', {
    headers: { 'X-XSRF-TOKEN': token, 'Idempotency-Key': `erase-e2e-${Date.now()}-${testInfo.project.name}` },
    multipart: validApplication({ email_address: email }),
  })
  expect(sent.status()).toBe(201)
  const { reference } = (await sent.json()) as { reference: string }

  // The phone and desktop runs sign the one test account in at the same moment, and one of two
  // simultaneous sign-ins can lose its session; and the form can hydrate after the fields were typed
  // into, emptying them. Sign in again until the screen is there.
  await expect(async () => {
    await page.goto('/admin/login', { waitUntil: 'networkidle' })
    await page.getByLabel(/email/i).fill(STAFF.email)
    await page.getByLabel(/password/i).fill(STAFF.password)
    await expect(page.getByLabel(/email/i)).toHaveValue(STAFF.email, { timeout: 1_000 })
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 10_000 })
    await page.goto('/admin/personal-data')
    await expect(page.getByRole('heading', { name: 'Requests about personal data' })).toBeVisible({ timeout: 5_000 })
    await expect(page.getByLabel('NIC, passport number or e-mail address')).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 50_000 })
  await page.getByLabel('NIC, passport number or e-mail address').fill(email)
  await page.getByRole('button', { name: 'Find records' }).click()
  await expect(page.getByRole('heading', { name: '1 record found' })).toBeVisible()
  await expect(page.getByRole('cell', { name: reference })).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download a copy (ZIP)' }).click()
  expect((await download).suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/)

  await page.getByRole('button', { name: 'Erase…' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Erase this person’s data?' })
  await expect(dialog).toContainText(`Degree application ${reference} (0 documents)`)
  await page.screenshot({ path: testInfo.outputPath('personal-data-confirm.png'), fullPage: true })
  await dialog.getByRole('button', { name: 'Erase 1 record for good' }).click()
  await expect(page.getByText('Erased 1 record and 0 documents. The erasure is in the audit log.')).toBeVisible()

  await page.getByRole('button', { name: 'Find records' }).click()
  await expect(page.getByText('Nothing is held about that person.')).toBeVisible()
})
