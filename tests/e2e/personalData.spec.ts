/**
 * An administrator answers a person's request at phone and desktop widths:
 * finds the person's application by e-mail, downloads the copy, and erases it
 * after a confirmation that names what goes.
 */
import { validApplication } from '../fixtures/submissions'
import { STAFF } from '../support/testServer'

import { expect, signInToBackOffice, test } from './fixtures'

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

  await signInToBackOffice(page, STAFF, '/admin/personal-data', async (screen) => {
    await expect(screen.getByRole('heading', { name: 'Requests about personal data' })).toBeVisible({ timeout: 5_000 })
    await expect(screen.getByLabel('NIC, passport number or e-mail address')).toBeVisible({ timeout: 5_000 })
  })
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
