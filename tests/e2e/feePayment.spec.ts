/**
 * Paying the application fee online (issue 45, decisions 054 and 055), at
 * phone width, against a server of its own with online payment on and
 * PayHere played by the stand-in (tests/support/payhereStandIn.ts): apply,
 * choose "Pay online now", pay on the stand-in, come back and see the fee
 * paid; turn back at the checkout and pay from the status page instead; and
 * the bank deposit, whose receipt the choice makes required. Untagged, so
 * at phone width alone: one run at a time may use its server's data folder.
 */
import type { Page } from '@playwright/test'

import { FORM_MESSAGES as M } from '@/foundations/formRules/messages'
import { PAYER_MESSAGES } from '@/foundations/formRules/payer'

import { pdfFile, pngFile } from '../fixtures/uploads'
import { type PayhereStandIn, startPayhereStandIn } from '../support/payhereStandIn'
import { startTestServer, type TestServer } from '../support/testServer'

import { field, fillValidApplication, ID_FORM, information, openWithClock, submitButton } from './applicationForm'
import { expect, expectAccessible, test } from './fixtures'

const MERCHANT = { merchantId: '1221149', secret: 'campus-test-secret' }

let standIn: PayhereStandIn
let site: TestServer

test.beforeAll(async () => {
  test.setTimeout(240_000)
  standIn = await startPayhereStandIn(MERCHANT)
  site = await startTestServer('e2e-payments', {
    env: {
      PAYHERE_MERCHANT_ID: MERCHANT.merchantId,
      PAYHERE_MERCHANT_SECRET: MERCHANT.secret,
      PAYHERE_CHECKOUT_URL: standIn.checkoutUrl,
      // The default status lookup limit, not the test servers' roomy one: paying, turning back, paying again and following must fit in it.
      STATUS_LOOKUP_RATE_LIMIT: '10/900',
    },
  })
})

test.afterAll(async () => {
  await site?.kill('SIGTERM')
  await standIn?.close()
})

/** The id form filled in full, with the NIC copy, sent with the fee paid as `method` says. */
async function apply(page: Page, method: 'Pay online now' | 'I paid at the bank') {
  await openWithClock(page, `${site.baseURL}${ID_FORM}`)
  await fillValidApplication(page)
  await field(page, 'NIC / Passport copy').setInputFiles({ name: 'nic.pdf', mimeType: 'application/pdf', buffer: await pdfFile() })
  await page.getByRole('radio', { name: new RegExp(`^${method}`) }).check()
  await page.clock.fastForward(5000)
}

const feeState = (page: Page) => page.locator('[data-fee-state]')

test('apply, choose to pay online, pay on PayHere, come back and see the fee paid', async ({ page }) => {
  await apply(page, 'Pay online now')
  // Paying online needs no receipt, so the form does not ask for one.
  await expect(field(page, 'Payment receipt')).toHaveCount(0)
  await submitButton(page).click()

  // The application is sent first: its reference is PayHere's order.
  await expect(page).toHaveURL(/\/pay\/checkout$/)
  await expect(page.getByRole('heading', { name: /^Pay LKR \d+\.00$/ })).toBeVisible()
  // The payer is the applicant, as just typed into the form.
  await expect(page.getByText(/^Paying as \S.* \(\S+@\S+\)$/)).toBeVisible()
  const order = /\(order (APP-\d{4}-[A-Z0-9]+)\)/.exec((await page.locator('p').first().textContent()) ?? '')?.[1]
  expect(order).toBeDefined()
  // PayHere's notice comes a few seconds after the browser is back, as it may.
  standIn.noticeDelayMs = 4000
  await page.getByRole('button', { name: 'Pay' }).click()

  // Back on the status page, the browser's return proves nothing: it waits for the notice, looking again.
  await expect(page).toHaveURL(new RegExp(`/application-status\\?reference=${order}`))
  await expect(page.getByText('Thank you. We are confirming your payment with PayHere: this page shows it as soon as it is confirmed.')).toBeVisible()
  await expect(feeState(page)).toHaveAttribute('data-fee-state', 'unpaid')
  await expect(feeState(page)).toHaveAttribute('data-fee-state', 'paid', { timeout: 15_000 })
  expect(standIn.notices).toContainEqual(expect.objectContaining({ orderId: order, status: 200 }))
  standIn.noticeDelayMs = 0
  await expect(feeState(page)).toContainText('Paid')
  await expect(page.getByText('Your payment is confirmed. Thank you.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pay the fee online' })).toHaveCount(0)
  // A reload does not start following again, and nothing scrolls sideways.
  expect(new URL(page.url()).searchParams.get('payment')).toBeNull()
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true)
  await expectAccessible(page)
})

test('turn back at the checkout, then pay from the status page', async ({ page }) => {
  await apply(page, 'Pay online now')
  await submitButton(page).click()
  await expect(page).toHaveURL(/\/pay\/checkout$/)
  await page.getByRole('link', { name: 'Cancel and go back' }).click()

  await expect(page.getByText('You left the payment page without paying. Your application is kept: you can pay online below, or at the bank.')).toBeVisible()
  await expect(feeState(page)).toHaveAttribute('data-fee-state', 'unpaid')
  // The page asks who pays: the site gives out none of the contact details the application holds.
  const payForm = page.getByRole('form', { name: 'Pay the fee online' })
  await expect(payForm.getByRole('textbox', { name: /E-mail address/ })).toHaveValue('')
  await page.getByRole('button', { name: 'Pay the fee online' }).click()
  await expect(payForm.getByText(PAYER_MESSAGES.required('First name'))).toBeVisible()
  await expect(payForm.getByRole('textbox', { name: /First name/ })).toBeFocused()
  const payer = { 'First name': 'Sunil', 'Last name': 'Perera', 'E-mail address': 'sunil.parent@example.com', 'Mobile number': '0719876543', Address: '4 Lake Drive', 'Town or city': 'Kandy' }
  for (const [label, value] of Object.entries(payer)) await payForm.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value)
  await page.getByRole('button', { name: 'Pay the fee online' }).click()
  await expect(page).toHaveURL(/\/pay\/checkout$/)
  await expect(page.getByText('Paying as Sunil Perera (sunil.parent@example.com)')).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(feeState(page)).toHaveAttribute('data-fee-state', 'paid')
})

test('the bank deposit: the receipt is asked for with it, and the application is sent as before', async ({ page }) => {
  await apply(page, 'I paid at the bank')
  await submitButton(page).click()
  await expect(page.getByTestId('form-message')).toHaveText(M.correctErrors)
  await expect(page.getByText(M.receiptMissing)).toBeVisible()
  await expect(field(page, 'Payment receipt')).toBeFocused()

  await field(page, 'Payment receipt').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await pngFile() })
  await submitButton(page).click()
  const dialog = information(page)
  await expect(dialog.getByTestId('information-message')).toHaveText(/^Your application has been submitted successfully\. Your reference number is APP-/)
  expect(new URL(page.url()).origin).toBe(site.baseURL)
})

test('a choice is asked for while online payment is offered', async ({ page }) => {
  await openWithClock(page, `${site.baseURL}${ID_FORM}`)
  await fillValidApplication(page)
  await page.clock.fastForward(5000)
  await submitButton(page).click()
  await expect(page.getByText(M.feeMethodMissing)).toBeVisible()
  await expect(page.getByRole('radio', { name: /^Pay online now/ })).toBeFocused()
})
