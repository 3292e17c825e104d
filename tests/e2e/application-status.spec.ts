/**
 * The status page at phone and desktop widths: an applicant looks up a new
 * application by reference and NIC, is told the same as for a wrong one when
 * the NIC is wrong, then sees a document request from staff and answers it
 * with an upload, after which the application is back in review.
 */
import { makePdf } from '@/sides/seed/pdf'

import { expect, expectAccessible, type StaffApi, test } from './fixtures'

async function askForDocuments(staffApi: StaffApi, id: number) {
  const response = await staffApi.patch(`/api/degree-applications/${id}`, {
    status: 'waiting_documents',
    applicant_message: 'Thank you for applying. One document is missing.',
    requested_documents: [{ name: 'Birth certificate' }],
    request_note: 'A clear scan of both sides, please.',
  })
  expect(response.status()).toBe(200)
}

test('an applicant follows the application and sends the documents asked for', { tag: '@layout' }, async ({ page, applicant, staffApi }, testInfo) => {
  // A new application sent the way the form sends it, and its id as staff find it.
  const reference = await applicant.apply()
  const { id } = (await applicant.stored())[0]!

  const response = await page.goto('/application-status')
  expect(response?.status()).toBe(200)
  // Found by search engines, so applicants can look for it by name.
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Application Status' })).toBeVisible()

  const form = page.getByRole('form', { name: 'Find your application' })
  await form.getByLabel('Reference number').fill(reference.toLowerCase())
  await form.getByLabel('NIC or passport number').fill('199912345678')
  await form.getByRole('button', { name: 'Check status' }).click()
  await expect(page.locator('[data-status-notice="lookup"]')).toHaveText(
    'We could not find an application with this reference number and NIC or passport number. Please check both and try again.',
  )

  await askForDocuments(staffApi, id)
  await form.getByLabel('NIC or passport number').fill(applicant.nic)
  await form.getByRole('button', { name: 'Check status' }).click()
  const card = page.locator('[data-application-status]')
  await expect(card.getByRole('heading', { name: `Application ${reference}` })).toBeVisible()
  await expect(card.locator('[data-status-label]')).toHaveText('Waiting for documents')
  await expect(card.locator('[data-status-message]')).toHaveText('Thank you for applying. One document is missing.')
  await expect(card.locator('[data-document-request]')).toContainText('Birth certificate')
  await expect(card.locator('[data-document-request]')).toContainText('A clear scan of both sides, please.')
  await expectAccessible(page)
  await page.screenshot({
    path: testInfo.outputPath(`status-request-${testInfo.project.name}.png`),
    fullPage: true,
  })

  const upload = page.getByRole('form', {
    name: 'Upload the requested documents',
  })
  await upload.getByRole('button', { name: 'Upload documents' }).click()
  await expect(upload.locator('[data-field-error]')).toHaveText('Please choose at least one file to upload.')
  await upload.getByLabel('Choose the files').setInputFiles({
    name: 'birth-certificate.pdf',
    mimeType: 'application/pdf',
    buffer: makePdf('Birth certificate', ['A test copy.']),
  })
  await upload.getByRole('button', { name: 'Upload documents' }).click()

  await expect(page.locator('[data-status-notice="lookup"]')).toHaveText(
    'Thank you. Your documents have been added to your application, which is now back in review.',
  )
  await expect(card.locator('[data-status-label]')).toHaveText('In review')
  await expect(card.locator('[data-document-request]')).toHaveCount(0)
  await page.screenshot({
    path: testInfo.outputPath(`status-after-${testInfo.project.name}.png`),
    fullPage: true,
  })
})
