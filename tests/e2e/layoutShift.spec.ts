/**
 * Nothing moves while a page arrives (§2.1; every public route is checked in
 * everyPage.spec.ts), at phone and desktop widths: a programme page, reached
 * by its address with an id, and a page whose end arrives late. And a page
 * paints as it arrives: the first paint waits for the header, not for the
 * whole page.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test } from './fixtures'
import { MAX_SHIFT, recordShifts, shiftOnceSettled } from './pageChecks'

test('a programme page does not shift while it loads', { tag: '@layout' }, async ({ page }) => {
  const academics = await (await page.request.get('/academics')).text()
  const programme = /href="(\/programs\?id=\d+)"/.exec(academics)?.[1]
  expect(programme).toBeDefined()
  await recordShifts(page)
  await page.goto(programme!, { waitUntil: 'load' })
  expect(await shiftOnceSettled(page)).toBeLessThanOrEqual(MAX_SHIFT)
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
