/**
 * The public site in Sinhala and Tamil (issue 55), in the browser at the
 * narrowest phone width, 320 px: every public page in each language answers
 * with its `lang`, names itself and its twins in the other languages, shows
 * no text with a placeholder left in it and none of the site's own words in
 * English, does not scroll sideways, and axe finds nothing serious. The switcher keeps the visitor on the page, by
 * keyboard too, and the script's font is fetched on a Sinhala page and not
 * on an English one.
 */
import type { Page } from '@playwright/test'

import { LANGUAGES, pathIn, type Language } from '@/foundations/languages'

import { englishLeftovers } from '../support/englishLeftovers'

import { expect, expectAccessible, test } from './fixtures'
import { PUBLIC_ROUTES } from './publicRoutes'

const NARROWEST = { width: 320, height: 640 }

/** The page's alternates by hreflang, and its canonical address, each as a path with its query. */
async function headLinks(page: Page) {
  return page.evaluate(() => {
    const address = (href: string) => ((url) => url.pathname + url.search)(new URL(href))
    const alternates = Object.fromEntries(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [link.hreflang, address(link.href)]),
    )
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')
    return { alternates, canonical: canonical ? address(canonical.href) : null }
  })
}

/** What the page says, its text and its elements' names, outside anything marked English. */
async function shownWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const shown: string[] = []
    const outsideEnglish = (node: Node | null) => !node?.parentElement?.closest('[lang="en"], script, style, noscript, template')
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (outsideEnglish(node)) shown.push(node.textContent ?? '')
    for (const element of document.body.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
      if (element.closest('[lang="en"]')) continue
      for (const name of ['alt', 'aria-label', 'title', 'placeholder']) shown.push(element.getAttribute(name) ?? '')
    }
    return shown.join('\n').replace(/\s+/g, ' ')
  })
}

/** The page's own script found inside what is marked English: a mark around more than staff's text (a control's words). */
async function scriptMarkedEnglish(page: Page, language: 'si' | 'ta'): Promise<string[]> {
  const script = { si: '[\\u0D80-\\u0DFF]', ta: '[\\u0B80-\\u0BFF]' }[language]
  return page.evaluate((pattern) => {
    const inScript = new RegExp(pattern, 'u')
    return [...document.body.querySelectorAll('[lang="en"]')].map((element) => element.textContent ?? '').filter((text) => inScript.test(text))
  }, script)
}

for (const language of ['si', 'ta'] as const) {
  const leftovers = englishLeftovers(language)
  for (const path of PUBLIC_ROUTES) {
    const address = pathIn(language, path)
    test(`${address}: its language, its twins, every text filled in, no sideways scroll at 320 px, accessible`, async ({ page }) => {
      await page.setViewportSize(NARROWEST)
      const response = await page.goto(address, { waitUntil: 'load' })
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', language)

      const { alternates, canonical } = await headLinks(page)
      expect.soft(Object.keys(alternates).sort()).toEqual(['en', 'si', 'ta', 'x-default'])
      expect.soft(canonical).toBe(alternates[language])
      expect.soft(alternates['x-default']).toBe(alternates.en)
      for (const each of LANGUAGES) expect.soft(alternates[each], each).toBe(pathIn(each, alternates.en ?? ''))

      const text = await page.locator('body').innerText()
      expect.soft(text.match(/\{\w+\}/g) ?? [], 'placeholders left in the text').toEqual([])
      const shown = await shownWords(page)
      expect.soft(leftovers.filter((run) => shown.includes(run)), "the site's own words left in English").toEqual([])
      expect.soft(await scriptMarkedEnglish(page, language), 'words of the page marked English').toEqual([])
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect.soft(overflow, 'pixels the page scrolls sideways').toBeLessThanOrEqual(0)
      await expectAccessible(page, { soft: true })
    })
  }
}

test.describe('the language switcher', () => {
  test('names each language in itself and keeps the visitor on the page, by keyboard', async ({ page }) => {
    await page.goto('/about-us')
    const switcher = page.getByRole('navigation', { name: 'Language' })
    await expect(switcher.getByRole('link')).toHaveText(['English', 'සිංහල', 'தமிழ்'])
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true')

    // From the top of the page: the skip link, then the languages come before the rest of the page.
    await page.keyboard.press('Tab')
    let steps = 0
    while (steps < 12 && !(await page.evaluate(() => document.activeElement?.textContent === 'தமிழ்'))) {
      await page.keyboard.press('Tab')
      steps += 1
    }
    expect(steps, 'Tab presses before the Tamil link').toBeLessThan(12)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/ta\/about-us$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta')
    await expect(page.getByRole('navigation', { name: 'மொழி' }).getByRole('link', { name: 'தமிழ்' })).toHaveAttribute('aria-current', 'true')

    await page.getByRole('navigation', { name: 'மொழி' }).getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/about-us$/)
    expect(new URL(page.url()).pathname).toBe('/about-us')
  })

  test('keeps a page whose address has a query, in every language', async ({ page }) => {
    const programme = PUBLIC_ROUTES.find((path) => path.startsWith('/degree-registration?id='))!
    const id = new URL(programme, 'http://site.invalid').searchParams.get('id')
    await page.goto(`/si/degree-registration?id=${id}`)
    const links = page.getByRole('navigation', { name: 'භාෂාව' }).getByRole('link')
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
    expect(hrefs).toEqual([`/degree-registration?id=${id}`, `/si/degree-registration?id=${id}`, `/ta/degree-registration?id=${id}`])
  })

  test('takes a visitor through the site in the language chosen', async ({ page }) => {
    await page.goto('/si')
    await page.getByRole('link', { name: 'දැන් අයදුම් කරන්න' }).first().click()
    await expect(page).toHaveURL(/\/si\/degree-registration-apply$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'si')
  })
})

test.describe("staff's texts not yet translated", () => {
  test('are marked English on a Tamil page, so a screen reader reads them in English, and an English page carries no such mark', async ({ page }) => {
    await page.goto('/ta/gallery-and-news')
    const card = page.locator('[data-news]').first()
    await expect(card.locator('h3')).toHaveAttribute('lang', 'en')
    await expect(card.locator('p[lang="en"]')).toHaveCount(1)
    // The site's own words around them are Tamil: the page's language.
    await expect(page.locator('h1')).not.toHaveAttribute('lang', /./)

    await page.goto('/ta/about-us')
    await expect(page.locator('[data-leadership-item] h3 + p').first()).toHaveAttribute('lang', 'en')
    await expect(page.locator('#history .rich-text')).toHaveAttribute('lang', 'en')

    // A message's Read More stays Tamil: the mark is on the message alone.
    await expect(page.locator('[data-leadership-item] p.whitespace-pre-line').first()).toHaveAttribute('lang', 'en')

    await page.goto('/ta/academics')
    await expect(page.locator('#undergraduate h3').first()).toHaveText('துறைகள்')
    await expect(page.locator('#undergraduate li span[lang="en"]', { hasText: 'Department of Accounting and Finance' })).toHaveCount(1)
    await expect(page.locator('#cqa .rich-text')).toHaveAttribute('lang', 'en')

    await page.goto('/ta/research-and-publications')
    await expect(page.locator('[data-publication] h3').first()).toHaveAttribute('lang', 'en')
    await expect(page.locator('[data-research-item] h4').first()).toHaveAttribute('lang', 'en')
    await expect(page.locator('footer nav li a span[lang="en"]').first()).toBeAttached()

    await page.goto('/gallery-and-news')
    await expect(page.locator('[data-news] h3').first()).not.toHaveAttribute('lang', /./)
    expect(await page.locator('main [lang]').count()).toBe(0)
  })
})

test.describe('the fonts of Sinhala and Tamil', () => {
  const fontsFetched = (page: Page) => {
    const fetched: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/fonts/')) fetched.push(new URL(request.url()).pathname)
    })
    return fetched
  }

  for (const [path, language] of [['/si', 'si'], ['/ta/about-us', 'ta']] as [string, Language][]) {
    test(`${path} fetches its script's font`, async ({ page }) => {
      const fetched = fontsFetched(page)
      await page.goto(path, { waitUntil: 'load' })
      await page.evaluate(() => document.fonts.ready)
      expect(fetched).toContain(`/fonts/${language}.css`)
      expect(fetched.some((file) => file.endsWith('.woff2'))).toBe(true)
      const family = language === 'si' ? 'Noto Sans Sinhala' : 'Noto Sans Tamil'
      const loaded = await page.evaluate((name) => [...document.fonts].filter((face) => face.family.replaceAll(/["']/g, '') === name && face.status === 'loaded').length, family)
      expect(loaded, `faces of ${family} loaded`).toBeGreaterThan(0)
    })
  }

  test('an English page fetches no such font, though its switcher shows both scripts', async ({ page }) => {
    const fetched = fontsFetched(page)
    await page.goto('/', { waitUntil: 'load' })
    await page.evaluate(() => document.fonts.ready)
    expect(fetched).toEqual([])
  })
})
