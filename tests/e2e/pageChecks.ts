/**
 * What the browser tests check on every public page, as functions that work
 * on a page already open: layout shifts, the first screen's pictures, script
 * errors while the page wakes and is scrolled. everyPage.spec.ts runs them
 * all on one visit per page and width; layoutShift.spec.ts uses the shift
 * measure for its own cases.
 */
import type { Page, Request } from '@playwright/test'

import { TEST_CHAT_ORIGIN } from '../support/testServer'

import { expect, standInMap } from './fixtures'

/** The most a page may shift in all, as the browser scores it (shifts right after the visitor's own input do not count). */
export const MAX_SHIFT = 0.01

declare global {
  interface Window {
    __layoutShift: number
  }
}

/** Adds up the page's layout shifts from its very first paint; call before the page is opened. */
export async function recordShifts(page: Page) {
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
 * The shift so far, once the loaded page has settled: its fonts ready, the
 * pictures the browser shows decoded (lazy ones in view are waited for until
 * they load), and the browser idle (the script has taken over the page and
 * run its first effects), plus a frame for the last entries to arrive.
 */
export function shiftOnceSettled(page: Page): Promise<number> {
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

/** Near enough in size to count as the same: a grid's equal tiles differ by a rounding. */
const SAME_SIZE = 0.98
/** A banner and a poster beside it may change places as the largest from one phone to the next. */
const AMONG_LARGEST = 0.9

/**
 * What is wrong with the order in which the open page fetches its pictures
 * (issue: fast on a cheap phone), in sentences; none when nothing is. The
 * largest picture of the first screen is never lazy, and one picture of that
 * size (the one preloaded from the head) has high priority; no other picture
 * has it, and pictures below the first screen wait until the visitor nears them.
 */
export async function firstScreenPictureProblems(page: Page): Promise<string[]> {
  const pictures = await page.evaluate(async () => {
    // The welcome popup's picture is not part of the page's first screen (it is fetched with low priority; pictures.test.ts).
    const images = [...document.images].filter((image) => !image.closest('[popover]'))
    if (images.length === 0) return []
    const areas = await new Promise<Map<Element, number>>((resolve) => {
      const observer = new IntersectionObserver((entries) => {
        observer.disconnect()
        resolve(new Map(entries.map((entry) => [entry.target, entry.intersectionRect.width * entry.intersectionRect.height])))
      })
      images.forEach((image) => observer.observe(image))
    })
    return images.map((image) => ({
      area: areas.get(image) ?? 0,
      below: image.getBoundingClientRect().top >= innerHeight,
      lazy: image.loading === 'lazy',
      high: image.getAttribute('fetchpriority') === 'high',
      name: image.alt || image.getAttribute('src') || '',
    }))
  })
  const problems: string[] = []
  const names = (list: { name: string }[]) => list.map((picture) => picture.name).join(', ')
  const shown = pictures.filter((picture) => picture.area > 0)
  const high = pictures.filter((picture) => picture.high)
  if (shown.length === 0) {
    if (high.length > 0) problems.push(`no picture on the first screen, yet ${names(high)} is fetched first`)
  } else {
    const largestArea = Math.max(...shown.map((picture) => picture.area))
    const largest = shown.find((picture) => picture.area >= largestArea * SAME_SIZE)!
    if (largest.lazy) problems.push(`the largest picture of the first screen (${largest.name}) is lazy`)
    if (high.length !== 1) problems.push(`${high.length} pictures are fetched first, not one: ${names(high)}`)
    for (const first of high) {
      if (first.area < largestArea * AMONG_LARGEST) problems.push(`the picture fetched first (${first.name}) is not among the first screen's largest`)
      if (first.lazy) problems.push(`the picture fetched first (${first.name}) is lazy`)
    }
  }
  for (const picture of pictures.filter((picture) => picture.below && !picture.lazy)) problems.push(`${picture.name} is below the first screen and not lazy`)
  return problems
}

/**
 * Collects, from now on, the page's script errors, the site's own errors in
 * the console, and failed loads of its own frame: React reports a page whose
 * HTML its components do not render alike in the browser (a hydration
 * mismatch) this way. Call before the page is opened; `scrollToEnd` then
 * wakes what the page holds further down and waits until it has settled.
 */
export async function watchForErrors(page: Page) {
  // What the map provider's own page logs is not the site's.
  await standInMap(page)
  // Nor is the chat provider's script, which the live-chat test switches on for the whole site for a moment.
  await page.route(`${TEST_CHAT_ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  // A resource that failed to load inside the map provider's frame is the provider's; one the site's own page asked for is the site's.
  const offSite = (url: string) => url !== '' && new URL(url).origin !== new URL(page.url()).origin
  page.on('console', (message) => message.type() === 'error' && !offSite(message.location().url) && errors.push(message.text()))
  // What the page is still fetching; a video streams on as long as it plays, so it never counts.
  const pending = new Set<Request>()
  page.on('request', (request) => request.resourceType() !== 'media' && pending.add(request))
  page.on('requestfinished', (request) => pending.delete(request))
  page.on('requestfailed', (request) => {
    pending.delete(request)
    const failure = request.failure()?.errorText
    if (request.frame() === page.mainFrame() && failure !== 'net::ERR_ABORTED') errors.push(`${request.url()} failed to load: ${failure}`)
  })
  const settled = () => expect.poll(() => [...pending].map((request) => request.url()), { message: 'still fetching' }).toEqual([])
  return {
    errors,
    /** Until the page fetches nothing more but media: unlike network idle, a video that streams on does not keep it waiting. */
    settled,
    /** Down the page a screen at a time, so that everything fetched when reached comes and runs; then until nothing is fetched. */
    async scrollToEnd() {
      await settled()
      await page.evaluate(async () => {
        const idle = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }))
        await idle()
        for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight) {
          scrollTo(0, top)
          await new Promise((resolve) => requestAnimationFrame(resolve))
        }
        await idle()
      })
      await settled()
    },
  }
}

/** Lighthouse's mobile device, a mid-range phone: the density every-page visits use, so pictures choose their width as on such a phone. */
export const DENSITY = 1.75
/** A picture twice too wide costs four times its pixels on a slow line; one step of the optimizer's widths above the need is expected. */
const MOST = 2

/**
 * Pictures of the open page fetched at more than twice the width they are
 * shown at, on a screen of DENSITY (issue: fast on a cheap phone), in
 * sentences; and how many pictures went through the image optimizer. It
 * fetches every picture not yet fetched, as a visitor scrolling down would.
 * The page's browser must not have had a picture at another width before:
 * it would keep showing that one (a fresh context per page).
 */
export async function pictureWidthProblems(page: Page): Promise<{ problems: string[]; measured: number }> {
  const pictures = await page.evaluate(async () => {
    const images = [...document.images].filter((image) => image.getBoundingClientRect().width > 0)
    images.forEach((image) => (image.loading = 'eager'))
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
    // Measured once all have come: a picture hidden meanwhile (a popup closed, a slide moved on) is not shown.
    return images
      .map((image) => ({
        shown: image.getBoundingClientRect().width,
        fetched: Number(/[?&]w=(\d+)/.exec(image.currentSrc)?.[1] ?? 0),
        name: image.alt || image.currentSrc,
      }))
      .filter((picture) => picture.shown > 0)
  })
  const optimized = pictures.filter((picture) => picture.fetched > 0)
  const problems = optimized
    .filter((picture) => picture.fetched > picture.shown * DENSITY * MOST)
    .map((picture) => `${picture.name} fetched ${picture.fetched} px wide, shown ${Math.round(picture.shown * DENSITY)} device px`)
  return { problems, measured: optimized.length }
}
