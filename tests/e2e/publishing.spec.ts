/**
 * An editor at a desk: saves a news item as a draft that visitors do not
 * see, previews it on the real page, publishes it, restores an older version
 * from its history, and schedules it to be taken down; and a second editor
 * opening the same item is told who is editing and can take over.
 */
import type { Browser, Page } from '@playwright/test'

import { createStaffOverHttp } from '../support/staff'

import { expect, signInToBackOffice, test } from './fixtures'

test.setTimeout(180_000)

const NEWS_PAGE = '/gallery-and-news'
/** Dated long ago, so the news items these tests make sort last for the tests that run beside them; and deleted after. */
const OLD_DATE = '2020-01-02T00:00:00.000Z'
const made: number[] = []

test.afterEach(async ({ staffApi }) => {
  for (const id of made.splice(0)) await staffApi.delete(`/api/news/${id}`)
})

/** What a visitor (no cookies at all) sees on the news page. */
async function visitorSees(browser: Browser, baseURL: string, text: string): Promise<boolean> {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto(NEWS_PAGE)
  const seen = (await page.content()).includes(text)
  await context.close()
  return seen
}

async function openNewsEditor(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('button', { name: 'Save Draft' })).toBeVisible()
}

test('an editor drafts, previews, publishes, restores and schedules a news item', { tag: '@staff' }, async ({ staffPage: page, browser, baseURL }, testInfo) => {
  const first = `Open day draft ${Date.now()}`
  const second = `${first} (revised)`
  const visitorSeesIt = (text: string) => visitorSees(browser, baseURL!, text)
  await openNewsEditor(page, '/admin/collections/news/create')
  await page.getByLabel('Title').fill(first)
  await page.locator('#field-date input').fill('01/02/2020')
  await page.getByLabel('Description').fill('The campus opens its doors to applicants and their families.')
  await expect(page.locator('#field-date input')).toHaveValue('01/02/2020')
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/news\/\d+/)
  made.push(Number(/\/news\/(\d+)/.exec(page.url())![1]))
  expect(await visitorSeesIt(first)).toBe(false)

  // Live preview: the real page beside the form, marked as a preview, with the draft on it.
  await page.getByRole('button', { name: 'Live Preview' }).click()
  const frame = page.frameLocator('iframe[src*="/preview?path="]')
  await expect(frame.getByText('this page shows unpublished changes')).toBeVisible()
  await expect(frame.getByText(first).first()).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('live-preview.png') })
  await page.getByRole('button', { name: 'Exit Live Preview' }).click()

  // The Preview link opens the same page in a tab of its own.
  const opened = page.waitForEvent('popup')
  await page.getByRole('link', { name: 'Preview', exact: true }).click()
  const preview = await opened
  await expect(preview.getByText('this page shows unpublished changes')).toBeVisible()
  await expect(preview.getByText(first).first()).toBeVisible()
  await preview.screenshot({ path: testInfo.outputPath('preview.png') })
  await preview.close()
  expect(await visitorSeesIt(first)).toBe(false)

  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText('Status: Published')).toBeVisible()
  await expect.poll(() => visitorSeesIt(first)).toBe(true)

  // A second version, published; then the first one restored from the history.
  await page.getByLabel('Title').fill(second)
  await expect(page.getByRole('button', { name: 'Publish changes' })).toBeEnabled()
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect.poll(() => visitorSeesIt(second)).toBe(true)
  const editUrl = page.url().replace(/\?.*$/, '')
  await page.goto(`${editUrl}/versions`)
  // Newest first: the second title, the first one as published, the first draft.
  const rows = page.locator('table tbody tr')
  await expect(rows).toHaveCount(3)
  await rows.nth(1).locator('a').first().click()
  await page.getByRole('button', { name: 'Restore this version' }).click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect.poll(() => visitorSeesIt(second), { timeout: 10_000 }).toBe(false)
  expect(await visitorSeesIt(first)).toBe(true)

  // Scheduled to be taken down: the schedule is listed, in Sri Lanka's time.
  await page.goto(editUrl)
  // The publish button's own menu: the header's language menu has a chevron too.
  await page.locator('.btn--withPopup').filter({ hasText: 'Publish' }).locator('.popup-button').click()
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  const drawer = page.locator('.drawer__content').last()
  await drawer.getByText('Unpublish', { exact: true }).click()
  await expect(drawer.getByText('Sri Lanka (Colombo)')).toBeVisible()
  await drawer.locator('input[type="text"]').first().fill('2031-03-01 10:00')
  // Closes the calendar the field opened.
  await drawer.getByRole('heading', { name: /Schedule publish for/ }).click()
  await drawer.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(drawer.getByText('No upcoming events scheduled.')).toBeHidden()
  await expect(drawer.locator('table tbody tr')).toHaveCount(1)
  await expect(drawer.locator('table tbody tr')).toContainText('Unpublish')
  await page.screenshot({ path: testInfo.outputPath('schedule.png') })
})

test('a second editor is told who is editing and can take over', { tag: '@staff' }, async ({ staffPage: page, staffApi, browser, baseURL }, testInfo) => {
  const other = await createStaffOverHttp(baseURL!, await staffApi.token(), 'editor')
  const created = await staffApi.post('/api/news', { title: `Locked item ${Date.now()}`, description: 'Two editors.', date: OLD_DATE })
  const { doc } = (await created.json()) as { doc: { id: number } }
  made.push(doc.id)
  const path = `/admin/collections/news/${doc.id}`

  await openNewsEditor(page, path)
  // The lock is taken when the first editor changes something.
  await page.getByLabel('Description').fill('Two editors, one record.')

  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() })
  const second = await context.newPage()
  await signInToBackOffice(second, other, path, async (screen) => {
    await expect(screen.getByText('Document locked')).toBeVisible({ timeout: 10_000 })
  })
  await expect(second.getByText(/is currently editing this document/)).toBeVisible()
  await second.screenshot({ path: testInfo.outputPath('locked.png') })
  await second.getByRole('button', { name: 'Take over' }).click()
  await expect(second.getByText('Document locked')).toBeHidden()
  await expect(second.getByLabel('Title')).toBeEditable()
  await context.close()
})
