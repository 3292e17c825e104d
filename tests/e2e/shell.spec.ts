/** The header, side panel, footer, scroll-to-top and anchor scrolling around every page (§2.2, §2.3). */
import { CAMPUS, CONTACT, COPYRIGHT_YEAR, FOOTER_TAGLINE, SERVICE_LINKS } from '@/sides/seed/demoValues'

import { expect, isPhone, serverHtml, standInMap, test } from './fixtures'
import { PUBLIC_ROUTES } from './publicRoutes'

const lms = SERVICE_LINKS.find((link) => link.category === 'lms')?.url as string

const TOP_LEVEL = ['HOME', 'ABOUT US', 'ACADEMIC PROGRAMMES', 'STUDENT SUPPORT', 'RESEARCH & PUBLICATIONS', 'STUDENT LIFE', 'GALLERY & NEWS', 'ALUMNI', 'CONTACT US']

test('the logo leads home and Apply Now leads to the application', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/about-us')
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/degree-registration-apply')
  await page.getByRole('link', { name: `${CAMPUS.name}, home` }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('navigation: dropdowns on desktop, a side panel of top-level items on phones', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/about-us')
  if (isPhone(page)) {
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const panel = page.getByRole('dialog', { name: 'Menu' })
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('link')).toHaveText(TOP_LEVEL)
    await expect(panel.getByRole('link', { name: 'ABOUT US' })).toHaveAttribute('aria-current', 'page')
    await panel.getByRole('button', { name: 'Close menu' }).click()
    await expect(panel).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await panel.getByRole('link', { name: 'ACADEMIC PROGRAMMES' }).click()
    await expect(page).toHaveURL(/\/academics$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Academic Programmes' })).toBeVisible()
  } else {
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.locator(':scope > ul > li > a')).toHaveText(TOP_LEVEL)
    await expect(nav.getByRole('link', { name: 'ABOUT US' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Board Of Studies' })).toBeHidden()
    await nav.getByRole('link', { name: 'ABOUT US' }).hover()
    await expect(nav.getByRole('link', { name: 'Board Of Studies' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Board Of Studies' })).toHaveAttribute('href', '/about-us#studies')
  }
})

test('keyboard users open and leave a dropdown', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/')
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
    return
  }
  const nav = page.getByRole('navigation', { name: 'Main' })
  const about = nav.getByRole('link', { name: 'ABOUT US' })
  await about.focus()
  await expect(about).toHaveAttribute('aria-expanded', 'true')
  await expect(nav.getByRole('link', { name: 'Our History' })).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(nav.getByRole('link', { name: 'Our History' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(about).toBeFocused()
  await expect(nav.getByRole('link', { name: 'Our History' })).toBeHidden()
})

test('an anchor link scrolls to its section, 80 px below the top', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/about-us')
  await page.evaluate(() => {
    const link = document.createElement('a')
    link.href = '/about-us#council'
    link.textContent = 'to council'
    link.id = 'probe-link'
    document.body.prepend(link)
  })
  await page.locator('#probe-link').click()
  await expect(page).toHaveURL(/#council$/)
  await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('council')!.getBoundingClientRect().top))).toBe(80)
})

test('an address with a hash opens at that section', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/about-us#studies')
  await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('studies')!.getBoundingClientRect().top))).toBe(80)
})

test('the footer carries the links, contacts, tagline, copyright and privacy notice', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/')
  const footer = page.locator('footer')
  for (const name of ['Home', 'Alumni', 'Academics', 'Research & Publications', 'Student Life', 'Gallery & News', 'Student Support']) {
    await expect(footer.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name, exact: true })).toBeVisible()
  }
  const useful = footer.getByRole('navigation', { name: 'Useful links' })
  await expect(useful.getByRole('link', { name: /^LMS/ })).toHaveAttribute('href', lms)
  await expect(useful.getByRole('link', { name: /^IMS/ })).toBeVisible()
  await expect(useful.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us')
  await expect(useful.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us')
  await expect(footer).toContainText(FOOTER_TAGLINE)
  await expect(footer).toContainText(`© ${COPYRIGHT_YEAR} ${CAMPUS.name}`)
  await expect(footer.getByRole('link', { name: 'Privacy notice', exact: true })).toHaveAttribute('href', '/privacy')
  await expect(footer.getByText(/Colombo 04/)).toHaveCount(2)
  await expect(footer.getByText(/Colombo 07/)).toHaveCount(1)
  for (const network of ['Instagram', 'Facebook', 'LinkedIn', 'TikTok']) {
    await expect(footer.getByRole('link', { name: `${network} (opens in a new tab)` })).toHaveAttribute('target', '_blank')
  }
  await footer.locator('[data-map-embed]').scrollIntoViewIfNeeded()
  await expect(footer.locator('iframe')).toHaveAttribute('title', /Map of/)
})

test("the footer's map is framed when the visitor comes near it, not with the page", { tag: '@layout' }, async ({ page }) => {
  // Left to the browser's own lazy loading, Contact's footer map was fetched during the load at both widths.
  const asked = await standInMap(page)
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 600 })
  await page.goto('/contact-us')
  const box = page.locator('footer [data-map-embed]')
  // Hydrated, its effects run and a frame drawn: had it been near, the map would be asked for by now.
  await expect.poll(() => box.evaluate((element) => Object.keys(element).some((name) => name.startsWith('__reactProps$')))).toBe(true)
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), { timeout: 2000 })))
  await expect(box.locator('iframe')).toHaveCount(0)
  const before = asked.length

  await box.scrollIntoViewIfNeeded()
  await expect(box.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/)
  await expect.poll(() => asked.length).toBe(before + 1)
  // The box held the map's place: the frame fills it.
  const [outer, inner] = await Promise.all([box.boundingBox(), box.locator('iframe').boundingBox()])
  expect(inner!.height).toBeCloseTo(outer!.height, 0)
})

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false })

  test('the maps are framed from the page itself', async ({ page }) => {
    await standInMap(page)
    await page.goto('/contact-us')
    await expect(page.locator('main [data-map-embed] iframe')).toHaveAttribute('title', 'Campus location map')
    await expect(page.locator('footer [data-map-embed] iframe')).toHaveAttribute('title', /^Map of /)
  })
})

test('the top strip shows the social icons, a phone and an e-mail', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/')
  const strip = page.locator('[data-top-strip]')
  await expect(strip.getByRole('link', { name: CONTACT.phone })).toHaveAttribute('href', `tel:${CONTACT.phone.replace(/ /g, '')}`)
  await expect(strip.getByRole('link', { name: CONTACT.email })).toHaveAttribute('href', `mailto:${CONTACT.email}`)
  await expect(strip.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toBeVisible()
})

test('the scroll-to-top button appears past 300 px, at the bottom left', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/about-us')
  const button = page.getByRole('button', { name: 'Scroll to top' })
  await expect(button).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, 250))
  await expect(button).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, 400))
  await expect(button).toBeVisible()
  const box = await button.boundingBox()
  expect(box!.x).toBeLessThan(60)
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the header, the content and the footer of every page hydrate apart, each in its own boundary', async ({ page }) => {
  // A visible Activity boundary is written in place between <!--&--> and <!--/&-->; React hydrates
  // each one on its own in short steps, rather than the whole page in one long task (decision 063).
  for (const path of PUBLIC_ROUTES) {
    const { status, html } = await serverHtml(page, path)
    expect(status, path).toBe(200)
    expect(html, `${path}: top strip and header`).toMatch(/<!--&--><div[^>]*data-top-strip[^>]*>[\s\S]*<\/header><!--\/&--><main id="main"/)
    expect(html, `${path}: content`).toMatch(/<main id="main"[^>]*><!--&-->[\s\S]*<!--\/&--><\/main>/)
    expect(html, `${path}: footer`).toMatch(/<\/main><!--&--><footer[\s\S]*<\/footer><!--\/&-->/)
  }
})
