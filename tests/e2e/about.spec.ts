/** About Us (§2.5). */
import { BOARD_PEOPLE, LEADERS, VISION_MISSION } from '@/sides/seed/demoValues'

import { expect, test } from './fixtures'

test('the sections in order with their headings', async ({ page }) => {
  await page.goto('/about-us')
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
  await expect(page.locator('main h2')).toHaveText(['Our History', 'Vision & Mission', 'Leadership Messages', 'Council', 'Board Of Management', 'Board Of Studies'])
  for (const id of ['history', 'mission', 'leadership', 'council', 'managment', 'studies']) {
    await expect(page.locator(`section#${id}`)).toHaveCount(1)
  }
  await expect(page.locator('#history li')).toHaveCount(4)
})

test('vision and mission: one card open at a time; clicking the open one closes it', async ({ page }) => {
  await page.goto('/about-us#mission')
  const vision = page.getByRole('button', { name: 'Our Vision' })
  const mission = page.getByRole('button', { name: 'Our Mission' })
  const visionText = page.getByText(VISION_MISSION.vision)
  const missionText = page.getByText(/To develop ethical, skilled/)
  await expect(visionText).toBeHidden()
  await vision.click()
  await expect(visionText).toBeVisible()
  await expect(vision).toHaveAttribute('aria-expanded', 'true')
  await mission.click()
  await expect(missionText).toBeVisible()
  await expect(visionText).toBeHidden()
  await mission.click()
  await expect(missionText).toBeHidden()
  await expect(mission).toHaveAttribute('aria-expanded', 'false')
})

test('leadership messages are cut at 120 words with Read More / Read Less per item', async ({ page }) => {
  await page.goto('/about-us#leadership')
  const items = page.locator('[data-leadership-item]')
  await expect(items).toHaveCount(3)
  const first = items.nth(0)
  const text = first.locator('p[id]')
  const shortText = (await text.textContent())!.trim()
  expect(shortText.endsWith('...')).toBe(true)
  expect(shortText.split(/\s+/)).toHaveLength(120)
  await first.getByRole('button', { name: 'Read More' }).click()
  await expect(first.getByRole('button', { name: 'Read Less' })).toBeVisible()
  expect((await text.textContent())!.trim().split(/\s+/).length).toBeGreaterThan(120)
  // the other long message keeps its own state
  await expect(items.nth(2).getByRole('button', { name: 'Read More' })).toBeVisible()
  // a short message has no toggle
  await expect(items.nth(1).getByRole('button')).toHaveCount(0)
  await first.getByRole('button', { name: 'Read Less' }).click()
  await expect(text).toHaveText(shortText)
  await expect(first).toContainText(LEADERS[0].message_type)
  await expect(first).toContainText(LEADERS[0].name)
})

test('board carousels: person cards and a biography window', { tag: '@layout' }, async ({ page }) => {
  const [president, presidentTitle] = BOARD_PEOPLE['council-members'][0]!
  await page.goto('/about-us#council')
  const council = page.getByRole('region', { name: 'Council' })
  await expect(council.getByRole('heading', { name: president })).toBeVisible()
  const width = page.viewportSize()!.width
  const perView = await council.locator('.carousel').evaluate((viewport) => getComputedStyle(viewport).getPropertyValue('--n').trim())
  expect(perView).toBe(width >= 1024 ? '3' : width >= 600 ? '2' : '1')
  const dots = council.getByRole('button', { name: 'Go to slide 1', includeHidden: true })
  if (width < 600) await expect(dots).toBeHidden()
  else await expect(dots).toBeVisible()
  const readMore = council.getByRole('button', { name: `Read More about ${president}` })
  await readMore.click()
  const dialog = page.getByRole('dialog', { name: president })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(presidentTitle)
  await expect(dialog.locator('.rich-text li')).toHaveCount(2)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(readMore).toBeFocused()
  await council.getByRole('button', { name: 'Next (Council)' }).click()
  await expect(council.getByRole('button', { name: 'Go to slide 2', includeHidden: true })).toHaveAttribute('aria-current', 'true')
})
