/**
 * The status page at phone and desktop widths: an applicant looks up a new
 * application by reference and NIC, is told the same as for a wrong one when
 * the NIC is wrong, then sees a document request from staff and answers it
 * with an upload, after which the application is back in review.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test'

import { makePdf } from '@/seed/pdf'

import { validApplication } from '../fixtures/submissions'
import { STAFF } from '../support/testServer'

import { expect, expectAccessible, test } from './fixtures'

const NIC = '200407501234'

/**
 * A staff request with a fresh sign-in. The phone and desktop runs sign the
 * one test account in at the same moment, and one of two simultaneous
 * sign-ins can lose its session; a refused request signs in again.
 */
async function asStaff(staff: APIRequestContext, send: (headers: Record<string, string>) => Promise<APIResponse>): Promise<APIResponse> {
  let response: APIResponse | undefined
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const login = await staff.post('/api/users/login', { data: STAFF })
    expect(login.status()).toBe(200)
    const { token } = (await login.json()) as { token: string }
    response = await send({ Authorization: `JWT ${token}` })
    if (response.status() !== 401 && response.status() !== 403) return response
  }
  return response!
}

/** A new application sent the way the form sends it; its reference, and its id as staff find it. */
async function apply(request: APIRequestContext, staff: APIRequestContext): Promise<{ reference: string; id: number }> {
  await request.post('/form-token')
  const token = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? ''
  const response = await request.post('/v1/academicPage/addStudentApplication', {
    headers: {
      'X-XSRF-TOKEN': token,
      'Idempotency-Key': `status-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    multipart: validApplication({ email_address: 'status.e2e@example.com' }),
  })
  expect(response.status()).toBe(201)
  const { reference } = (await response.json()) as { reference: string }
  const found = await asStaff(staff, (headers) => staff.get(`/api/degree-applications?where[reference][equals]=${reference}&depth=0`, { headers }))
  expect(found.status()).toBe(200)
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
  return { reference, id }
}

async function askForDocuments(staff: APIRequestContext, id: number) {
  const response = await asStaff(staff, (headers) =>
    staff.patch(`/api/degree-applications/${id}`, {
      headers,
      data: {
        status: 'waiting_documents',
        applicant_message: 'Thank you for applying. One document is missing.',
        requested_documents: [{ name: 'Birth certificate' }],
        request_note: 'A clear scan of both sides, please.',
      },
    }),
  )
  expect(response.status()).toBe(200)
}

test('an applicant follows the application and sends the documents asked for', async ({ page, playwright, baseURL }, testInfo) => {
  // Staff work from a context of their own: the page's requests stay an applicant's, without a staff cookie.
  const staff = await playwright.request.newContext({ baseURL })
  const { reference, id } = await apply(page.request, staff)

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

  await askForDocuments(staff, id)
  await form.getByLabel('NIC or passport number').fill(NIC)
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
  await staff.dispose()
})
