/**
 * The link checker: from the home page in each language, every address of
 * the site that a page links to is followed, and each answers (a page with
 * 200, a document or picture with 200 to a HEAD), so a Sinhala or Tamil page
 * never sends a visitor to a missing page or out of its language by a
 * link of the site's own. Outside links (social pages, the payment site) are
 * not followed: the test machine has no way out.
 */
import { describe, expect, inject, it } from 'vitest'

import { splitLanguage } from '@/server/languages.mjs'
import { isPagePath } from '@/server/languages.mjs'

const baseURL = inject('baseURL')

/** The addresses a page's HTML links to with `<a href>`, on this site, without their fragment. */
function linksOf(html: string, from: string): string[] {
  const found = new Set<string>()
  for (const [, raw] of html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
    const url = new URL(raw!.replaceAll('&amp;', '&'), new URL(from, baseURL))
    if (url.origin !== new URL(baseURL).origin) continue
    found.add(url.pathname + url.search)
  }
  return [...found]
}

describe('the links of the site, in each language', () => {
  it('every page reached from /, /si and /ta links only to addresses that answer, in its own language', { timeout: 240_000 }, async () => {
    const queue = ['/', '/si', '/ta']
    const seen = new Set(queue)
    const broken: string[] = []
    const leaving: string[] = []
    let pages = 0
    while (queue.length > 0) {
      const address = queue.shift()!
      const { pathname } = new URL(address, baseURL)
      if (!isPagePath(pathname)) {
        const response = await fetch(`${baseURL}${address}`, { method: 'HEAD' })
        if (response.status !== 200) broken.push(`${address} (${response.status})`)
        continue
      }
      const response = await fetch(`${baseURL}${address}`)
      pages += 1
      if (response.status !== 200) {
        broken.push(`${address} (${response.status})`)
        continue
      }
      const language = splitLanguage(pathname).language
      for (const link of linksOf(await response.text(), address)) {
        const linkPath = new URL(link, baseURL).pathname
        // The switcher links to the page in each language; every other page link keeps the page's.
        if (isPagePath(linkPath) && splitLanguage(linkPath).language !== language && !isSwitcherLink(link, address)) leaving.push(`${address} → ${link}`)
        if (seen.has(link)) continue
        seen.add(link)
        queue.push(link)
      }
    }
    expect(pages).toBeGreaterThan(60)
    expect(broken, 'links that answer with an error').toEqual([])
    expect(leaving, 'links that leave the language of their page').toEqual([])
  })
})

/** Whether `link` is the page at `from` in another language: what the switcher links to. */
function isSwitcherLink(link: string, from: string): boolean {
  const strip = (address: string) => {
    const url = new URL(address, baseURL)
    return splitLanguage(url.pathname).path + url.search
  }
  return strip(link) === strip(from)
}
