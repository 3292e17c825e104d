/** Student support, research, student life, gallery and news, alumni, careers, training partners and contact (§2.11 to §2.17). */
import {
  ALUMNI_NEWS,
  CAREER_HEADER,
  CONTACT,
  COUNSELLORS,
  GALLERY_ALBUMS,
  RESEARCH,
  researchQrLink,
  SERVICE_LINKS,
  SPORTS,
  STUDENT_EVENTS,
  VIDEO_ALBUMS,
} from '@/seed/demoValues'

import { expect, expectAccessible, literally, test } from './fixtures'

test('student support: service tiles, counsellors window, flyers and jobs', async ({ page }) => {
  await page.goto('/it-services')
  for (const id of ['service', 'counselling', 'flyer', 'job']) await expect(page.locator(`section#${id}`)).toHaveCount(1)
  await expect(page.locator('[data-service]')).toHaveCount(7)
  await expect(page.locator('[data-service=lms]')).toHaveAttribute('href', SERVICE_LINKS.find((link) => link.category === 'lms')?.url as string)
  await expect(page.locator('[data-service=help-desk]')).toHaveAttribute('href', /^\/documents\/\d+\/IT_Help_Desk_Guide\.pdf$/)
  const opener = page.getByRole('button', { name: 'Contact a Student Counsellor' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Student Counselling' })
  await expect(dialog.locator('[data-counsellor]')).toHaveCount(3)
  const counsellorPhone = COUNSELLORS[0][2]
  await expect(dialog.getByRole('link', { name: counsellorPhone })).toHaveAttribute('href', `tel:${counsellorPhone.replace(/ /g, '')}`)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  await expect(page.locator('#flyer img')).toHaveCount(4)
  await expect(page.locator('#job [data-job]')).toHaveCount(5)
  await expectAccessible(page)
})

test('research: one item open at a time, QR code with its link, year choice', async ({ page }) => {
  await page.goto('/research-and-publications')
  await expect(page.getByRole('heading', { level: 1, name: 'Research and Publications' })).toBeVisible()
  const years = page.getByRole('group', { name: 'Research year' }).getByRole('button')
  await expect(years).toHaveText(['2025', '2024', '2023'])
  await years.filter({ hasText: '2024' }).click()
  const first = page.getByRole('button', { name: RESEARCH[0].title })
  const second = page.getByRole('button', { name: RESEARCH[1].title })
  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  const qr = page.locator('#src svg[data-qr-value]').first()
  await expect(qr).toHaveAttribute('data-qr-value', researchQrLink(0))
  await expect(qr).toHaveAttribute('width', '256')
  await expect(page.getByRole('img', { name: `Research poster: ${RESEARCH[0].title}` })).toBeVisible()
  await second.click()
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await second.click()
  await expect(second).toHaveAttribute('aria-expanded', 'false')
  await expectAccessible(page)
})

test('publications: one open at a time and a download saved as publication.pdf', async ({ page }) => {
  await page.goto('/research-and-publications#publications')
  const items = page.locator('[data-publication]')
  await expect(items).toHaveCount(3)
  const first = items.nth(0).getByRole('button').first()
  await first.click()
  await items.nth(1).getByRole('button').first().click()
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  const download = page.waitForEvent('download')
  await items.nth(1).getByRole('button', { name: 'Download' }).click()
  expect((await download).suggestedFilename()).toBe('publication.pdf')
})

test('a failed publication download says so', async ({ page }) => {
  await page.route('**/v1/researchandstudentlife/downloadResearchFile/**', (route) => route.fulfill({ status: 500, body: 'oops' }))
  await page.goto('/research-and-publications#publications')
  const item = page.locator('[data-publication]').first()
  await item.getByRole('button').first().click()
  await item.getByRole('button', { name: 'Download' }).click()
  await expect(item.getByRole('alert')).toHaveText('Failed to download file.')
})

test('student life: clubs, events with date badges and windows, sports', async ({ page }) => {
  await page.goto('/student-life')
  await expect(page.locator('main h2')).toHaveText(['Clubs & Societies', 'Students Events', 'Sports'])
  const badges = await page.locator('[data-event] [data-date-badge]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-date-badge')))
  expect(badges).toContain('5th Mar')
  expect(badges).toContain('21st Feb')
  expect(badges).toContain('12th Nov')
  const columns = await page.locator('[data-events-grid]').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length)
  const width = page.viewportSize()!.width
  expect(columns).toBe(width >= 1024 ? 3 : width >= 768 ? 2 : 1)
  const [eventTitle, , eventLocation] = STUDENT_EVENTS[0]
  const event = page.locator('[data-event]').filter({ hasText: eventTitle })
  await event.getByRole('button', { name: `Read More about ${eventTitle}` }).click()
  const dialog = page.getByRole('dialog', { name: eventTitle })
  await expect(dialog).toContainText(eventLocation)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.getByRole('region', { name: 'Sports' }).getByRole('button', { name: `Read More about ${SPORTS[0]}` }).click()
  const sport = page.getByRole('dialog', { name: SPORTS[0] })
  await expect(sport.locator('[data-sport-description]')).toHaveCSS('max-height', '200px')
  await expect(sport.getByRole('button', { name: 'Next image' })).toBeVisible()
  await sport.getByRole('button', { name: 'Close' }).click()
  await expect(sport).toBeHidden()
  await expectAccessible(page)
})

test('gallery and news: album thumbnails, one video at a time, news badges', async ({ page }) => {
  await page.goto('/gallery-and-news')
  for (const id of ['gallery', 'video', 'news']) await expect(page.locator(`section#${id}`)).toHaveCount(1)
  await page.getByRole('button', { name: `Open album ${GALLERY_ALBUMS[0]}` }).click()
  const album = page.getByRole('dialog', { name: GALLERY_ALBUMS[0] })
  await album.getByRole('button', { name: 'Show image 3' }).click()
  await expect(album.getByRole('button', { name: 'Show image 3' })).toHaveAttribute('aria-current', 'true')
  await page.keyboard.press('Escape')
  // Found by what it shows: the button's name starts with its visible label (WCAG 2.5.3).
  await page.getByRole('button', { name: new RegExp(`^${literally(VIDEO_ALBUMS[0])} \\d+ videos?$`) }).click()
  const videos = page.getByRole('dialog', { name: VIDEO_ALBUMS[0] })
  await expect(videos.locator('video')).toHaveCount(1)
  await videos.getByRole('button', { name: 'Play' }).click()
  await expect(videos.getByRole('button', { name: 'Pause' })).toBeVisible()
  await videos.getByRole('button', { name: 'Next video' }).click()
  await expect(videos.locator('video')).toHaveAttribute('data-video-index', '1')
  expect(await videos.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true)
  await expect(videos.getByRole('button', { name: 'Play' })).toBeVisible()
  await page.keyboard.press('Escape')
  const badges = await page.locator('[data-news] [data-date-badge]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-date-badge')))
  expect(badges).toContain('10th Jan')
  expect(badges).toContain('3rd Jun')
  await expect(page.locator('[data-news] time').first()).toHaveText('10 January 2026')
  await expectAccessible(page)
})

test('alumni: vision, news excerpt length by width, gallery, directory and Join With Us', async ({ page }) => {
  await page.goto('/alumni')
  for (const id of ['history', 'news', 'gallery', 'directory', 'registration']) await expect(page.locator(`section#${id}`)).toHaveCount(1)
  const excerpt = page.locator('[data-alumni-news] [data-excerpt]').first()
  const words = page.viewportSize()!.width >= 1280 ? 30 : 15
  await expect.poll(async () => (await excerpt.textContent())!.trim().split(/\s+/).length).toBe(words)
  await expect(excerpt).toHaveText(/\.\.\.$/)
  await page.getByRole('button', { name: `Read More about ${ALUMNI_NEWS[0]}` }).click()
  const dialog = page.getByRole('dialog', { name: ALUMNI_NEWS[0] })
  await expect(dialog.getByRole('region', { name: ALUMNI_NEWS[0] })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.locator('#directory tbody tr')).toHaveCount(5)
  const directory = page.getByRole('link', { name: /View the Alumni Directory/ })
  await expect(directory).toHaveAttribute('target', '_blank')
  await expect(directory).toHaveAttribute('href', '/alumni-directory')
  // A link to /alumni-registration until the script runs, then a button opening the form's window.
  await expect(page.getByRole('button', { name: 'Join With Us' })).toHaveAttribute('aria-haspopup', 'dialog')
  await expectAccessible(page)
})

test('alumni directory: 10 a page, N/A for empty cells, the page kept in the address', async ({ page }) => {
  await page.goto('/alumni-directory')
  await expect(page.locator('tbody tr')).toHaveCount(10)
  await expect(page.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  await page.getByRole('link', { name: 'Page 4' }).click()
  await expect(page).toHaveURL(/\/alumni-directory\?page=4$/)
  await expect(page.locator('tbody tr')).toHaveCount(4)
  await page.reload()
  await expect(page.getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page')
  await page.goto('/alumni-directory?page=2')
  await expect(page.locator('tbody td').filter({ hasText: /^N\/A$/ }).first()).toBeVisible()
  await expectAccessible(page)
})

test('careers: header, flyers and job listings', async ({ page }) => {
  await page.goto('/careers')
  await expect(page.getByRole('heading', { level: 1, name: CAREER_HEADER.title })).toBeVisible()
  await expect(page.getByText(CAREER_HEADER.subtitle)).toBeVisible()
  await expect(page.locator('#flyer img')).toHaveCount(4)
  await expect(page.locator('#job [data-job]')).toHaveCount(5)
  await expectAccessible(page)
})

test('training partners: document labels and icons, partners carousel', async ({ page }) => {
  await page.goto('/training-partners')
  const documents = page.locator('#documents a')
  await expect(documents).toHaveCount(3)
  await expect(documents.filter({ hasText: 'Internship Guidelines.pdf' })).toHaveAttribute('data-document-kind', 'pdf')
  await expect(documents.filter({ hasText: 'Training Placement Schedule.csv' })).toHaveAttribute('data-document-kind', 'spreadsheet')
  await expect(documents.filter({ hasText: 'Training Placement Schedule.csv' }).getByRole('img', { name: 'Spreadsheet' })).toBeAttached()
  const partners = page.getByRole('region', { name: 'Our Training Partners' })
  await expect(partners.getByRole('link', { name: 'Example Assurance Partners (opens in a new tab)' })).toHaveAttribute('target', '_blank')
  await expectAccessible(page)
})

test('contact us: details and map', async ({ page }) => {
  await page.goto('/contact-us')
  const details = page.locator('[data-contact]')
  await expect(details).toContainText(CONTACT.address)
  await expect(details.getByRole('link', { name: CONTACT.phone })).toHaveAttribute('href', `tel:${CONTACT.phone.replace(/ /g, '')}`)
  await expect(details.getByRole('link', { name: CONTACT.email })).toBeVisible()
  await page.locator('main [data-map-embed]').scrollIntoViewIfNeeded()
  await expect(page.locator('main iframe[title="Campus location map"]')).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/)
  await expect(page.locator('section#inquiry').getByRole('form', { name: 'Inquiry' })).toBeVisible()
  await expectAccessible(page)
})
