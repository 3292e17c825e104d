/** Student life (§2.13). */
import { SPORTS, STUDENT_EVENTS } from '@/sides/seed/demoValues'

import { expect, expectAccessible, test } from './fixtures'

test('student life: clubs, events with date badges and windows, sports', { tag: '@layout' }, async ({ page }) => {
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
