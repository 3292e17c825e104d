/**
 * Nothing moves while a page arrives (§2.1, every public route), at phone and
 * desktop widths: not the footer while the content streams in above it, not
 * the text around a picture when the picture comes, not a part the script
 * changes as it takes over the page.
 */
import type { Page } from '@playwright/test'

import { APPLIED_ACCOUNTING } from '@/seed/demoValues'

import { expect, test } from './fixtures'

const ROUTES = [
  '/',
  '/about-us',
  '/academics',
  '/alumni',
  '/alumni-directory',
  '/alumni-registration',
  '/degree-registration',
  '/degree-registration-apply',
  `/degree-registration?id=${APPLIED_ACCOUNTING.id}&name=${encodeURIComponent(APPLIED_ACCOUNTING.program_name)}`,
  '/department/department-of-accounting-and-finance',
  '/degree/bsc-applied-accounting',
  '/it-services',
  '/contact-us',
  '/training-partners',
  '/research-and-publications',
  '/student-life',
  '/gallery-and-news',
  '/careers',
  '/degrees/interest-free-student-loan-scheme',
  '/academic/centre-for-quality-assurance',
]

/** The most a page may shift in all, as the browser scores it (shifts right after the visitor's own input do not count). */
const MAX_SHIFT = 0.01

declare global {
  interface Window {
    __layoutShift: number
  }
}

/** Adds up the page's layout shifts from its very first paint. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    window.__layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.__layoutShift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/**
 * The shift once the page has settled: loaded, its fonts ready, the pictures
 * the browser shows decoded (lazy ones in view are waited for until they
 * load), and the browser idle (the script has taken over the page and run its
 * first effects), plus a frame for the last entries to arrive.
 */
async function settledShift(page: Page, path: string): Promise<number> {
  await page.goto(path, { waitUntil: 'load' })
  return page.evaluate(async () => {
    await document.fonts.ready
    const images = [...document.images]
    // In view as the browser sees it, clipping by carousels included.
    const shown = await new Promise<HTMLImageElement[]>((resolve) => {
      if (images.length === 0) return resolve([])
      const observer = new IntersectionObserver((entries) => {
        observer.disconnect()
        resolve(entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLImageElement))
      })
      images.forEach((image) => observer.observe(image))
    })
    const arrived = (image: HTMLImageElement) =>
      image.complete ? Promise.resolve() : new Promise((resolve) => ['load', 'error'].forEach((type) => image.addEventListener(type, resolve, { once: true })))
    await Promise.all(shown.map((image) => arrived(image).then(() => image.decode().catch(() => {}))))
    await new Promise<void>((resolve) => requestIdleCallback(() => resolve()))
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
    return window.__layoutShift
  })
}

for (const path of ROUTES) {
  test(`${path} does not shift while it loads`, async ({ page }) => {
    await recordShifts(page)
    expect(await settledShift(page, path)).toBeLessThanOrEqual(MAX_SHIFT)
  })
}

test('a programme page does not shift while it loads', async ({ page }) => {
  const academics = await (await page.request.get('/academics')).text()
  const programme = /href="(\/programs\?id=\d+)"/.exec(academics)?.[1]
  expect(programme).toBeDefined()
  await recordShifts(page)
  expect(await settledShift(page, programme!)).toBeLessThanOrEqual(MAX_SHIFT)
})
