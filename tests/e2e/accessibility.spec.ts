/**
 * axe-core finds no serious or critical violation of WCAG 2.2 AA on the
 * not-found page and on a programme page reached as visitors reach it, at
 * phone and desktop widths: the menus, target sizes and what lies over a
 * picture differ between them. Every public page's own check is in
 * everyPage.spec.ts, on the visit that checks the rest.
 */
import AxeBuilder from '@axe-core/playwright'

import { expect, expectAccessible, test } from './fixtures'

test('the not-found page is accessible', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/no/such/page')
  await page.waitForLoadState('networkidle')
  await expectAccessible(page)
})

/**
 * Reached by a client-side navigation, as visitors reach it. Network idle can
 * come before that navigation has started, so the test waits for the new
 * address, the programme's heading and its title: axe then sees the new page
 * whole, not the old head with the new body.
 */
test('/programs?id= is accessible', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/academics#programs')
  const link = page.locator('#programs a').first()
  const href = await link.getAttribute('href')
  const name = (await link.innerText()).trim()
  expect(href).toMatch(/^\/programs\?id=\d+$/)
  await link.click()
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href)
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`))
  await expectAccessible(page)
})

/** A minor rule the check above lets pass, but Lighthouse counts: a picture's alt must not repeat the caption beside it. */
for (const path of ['/careers#flyer', '/it-services#flyer']) {
  test(`${path}: no poster's alt repeats its caption`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('#flyer img').first()).toBeAttached()
    const results = await new AxeBuilder({ page }).withRules(['image-redundant-alt']).analyze()
    expect(results.passes.map((rule) => rule.id)).toContain('image-redundant-alt')
    expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([])
  })
}
