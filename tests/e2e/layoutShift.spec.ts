/**
 * Nothing moves while a page arrives (§2.1, every public route), at phone and
 * desktop widths: not the footer while the content streams in above it, not
 * the text around a picture when the picture comes, not a part the script
 * changes as it takes over the page. And a page paints as it arrives: the
 * first paint waits for the header, not for the whole page.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { PUBLIC_ROUTES } from './publicRoutes'

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
  return shiftOnceSettled(page)
}

/** The shift so far, once the loaded page has settled as settledShift describes. */
function shiftOnceSettled(page: Page): Promise<number> {
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

for (const path of PUBLIC_ROUTES) {
  test(`${path} does not shift while it loads`, { tag: '@layout' }, async ({ page }) => {
    await recordShifts(page)
    expect(await settledShift(page, path)).toBeLessThanOrEqual(MAX_SHIFT)
  })
}

test('a programme page does not shift while it loads', { tag: '@layout' }, async ({ page }) => {
  const academics = await (await page.request.get('/academics')).text()
  const programme = /href="(\/programs\?id=\d+)"/.exec(academics)?.[1]
  expect(programme).toBeDefined()
  await recordShifts(page)
  expect(await settledShift(page, programme!)).toBeLessThanOrEqual(MAX_SHIFT)
})

/**
 * A proxy in front of the site that sends `path`'s HTML (read once, up
 * front) up to the first `holdAt` and keeps the rest back until `release()`,
 * as a slow network would; everything else (stylesheet, scripts) passes at
 * once.
 */
async function holdingProxy(baseURL: string, path: string, holdAt: string) {
  const original = await fetch(new URL(path, baseURL))
  const html = await original.text()
  const cut = html.indexOf(holdAt)
  if (cut < 0) throw new Error(`${path} has no ${holdAt}`)
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const server = http.createServer(async (request, response) => {
    if (request.url === path) {
      response.writeHead(original.status, { 'content-type': original.headers.get('content-type') ?? 'text/html' })
      response.write(html.slice(0, cut))
      await released
      response.end(html.slice(cut))
      return
    }
    try {
      const reply = await fetch(new URL(request.url ?? '/', baseURL), { headers: { accept: request.headers.accept ?? '*/*' } })
      const body = Buffer.from(await reply.arrayBuffer())
      response.writeHead(reply.status, { 'content-type': reply.headers.get('content-type') ?? 'application/octet-stream' }).end(body)
    } catch {
      response.writeHead(502).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    release,
    close: () => {
      release()
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}

test('a page paints its header and content before the rest of it has arrived, and nothing moves when the rest comes', { tag: '@layout' }, async ({ page, baseURL }) => {
  // Held just before the page content ends: the footer and the page's data are still on their way.
  const proxy = await holdingProxy(baseURL!, '/about-us', '</main>')
  try {
    await recordShifts(page)
    await page.goto(proxy.url, { waitUntil: 'commit' })
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
    expect(await page.evaluate(() => document.readyState)).toBe('loading')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    proxy.release()
    await page.waitForFunction(() => document.readyState === 'complete')
    await expect(page.getByRole('contentinfo')).toBeVisible()
    expect(await shiftOnceSettled(page)).toBeLessThanOrEqual(MAX_SHIFT)
  } finally {
    await proxy.close()
  }
})
