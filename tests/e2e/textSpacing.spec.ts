/**
 * Text spacing (WCAG 2.2, 1.4.12): a reader's own line height, letter, word
 * and paragraph spacing lose nothing. Every public page at 320 px wide takes
 * the least spacing the criterion names and still fits the width, with no
 * text cut off by the change. It sets its own viewport, so it runs once
 * (untagged: in the phone project).
 */
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { PUBLIC_ROUTES } from './publicRoutes'

/** The spacing of 1.4.12, as a reader's style sheet sets it over the page's own. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`

declare global {
  interface Window {
    __cutBefore: Set<Element>
  }
}

test.use({ viewport: { width: 320, height: 720 } })

/**
 * Elements that cut their text: they hide what overflows them, and it
 * overflows. With `remember`, keeps them as the page's own (a visually hidden
 * label, a carousel's hidden slides); otherwise names those cut since then.
 */
function cutText(page: Page, remember: boolean): Promise<string[]> {
  return page.evaluate((remember) => {
    const cut = [...document.querySelectorAll('body *')].filter((element) => {
      if (!(element instanceof HTMLElement) || !element.textContent?.trim()) return false
      const style = getComputedStyle(element)
      const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip'
      return (
        (hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1) || (hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1)
      )
    })
    if (remember) {
      window.__cutBefore = new Set(cut)
      return []
    }
    const name = (element: Element) => `<${element.localName} class="${element.className}"> ${element.textContent!.trim().slice(0, 60)}`
    return cut.filter((element) => !window.__cutBefore.has(element)).map(name)
  }, remember)
}

/** How far the page scrolls sideways, with the elements that reach furthest past its right edge (to find the cause). */
function sidewaysScroll(page: Page): Promise<{ by: number; widest: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement
    const right = (element: Element) => element.getBoundingClientRect().right
    const widest = [...document.querySelectorAll('body *')]
      .filter((element) => right(element) > root.clientWidth + 1)
      .sort((a, b) => right(b) - right(a))
      .slice(0, 5)
      .map((element) => `<${element.localName} class="${element.getAttribute('class') ?? ''}"> to ${Math.round(right(element))} px`)
    return { by: root.scrollWidth - root.clientWidth, widest }
  })
}

async function checkTextSpacing(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' })
  await page.evaluate(() => document.fonts.ready)
  await cutText(page, true)
  await page.addStyleTag({ content: TEXT_SPACING })
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  const scroll = await sidewaysScroll(page)
  expect(scroll.by, `scrolls sideways; furthest right: ${scroll.widest.join(', ')}`).toBe(0)
  expect(await cutText(page, false)).toEqual([])
}

for (const path of [...PUBLIC_ROUTES, '/application-status']) {
  test(`${path} takes the text spacing of 1.4.12 at 320 px`, async ({ page }) => {
    await checkTextSpacing(page, path)
  })
}

test('a programme page takes the text spacing of 1.4.12 at 320 px', async ({ page }) => {
  const academics = await (await page.request.get('/academics')).text()
  const programme = /href="(\/programs\?id=\d+)"/.exec(academics)?.[1]
  expect(programme).toBeDefined()
  await checkTextSpacing(page, programme!)
})
