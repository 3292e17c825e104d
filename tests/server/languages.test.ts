/**
 * The site in three languages over HTTP (issue 55): English at the addresses
 * it always had, Sinhala under /si and Tamil under /ta, each page with its
 * `lang`, its alternates and its canonical address; /en and a slash at the
 * end are sent to the address a page is known by; an unknown prefix is a
 * 404; the language comes from the address alone; the Sinhala and Tamil
 * fonts load on their pages only; the sitemap lists every page in each.
 */
import { describe, expect, inject, it } from 'vitest'

const baseURL = inject('baseURL')

const page = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${baseURL}${path}`, { redirect: 'manual', ...init })
  return { status: response.status, location: response.headers.get('location'), html: await response.text() }
}

const htmlLang = (html: string) => /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1]

/** The head's links of a kind: `{ hreflang: href }` for alternates, the href for a canonical. */
function alternates(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)].map(([tag]) => tag)
  return Object.fromEntries(links.filter((tag) => tag.includes('hrefLang=') || tag.includes('hreflang=')).map((tag) => [/hreflang="([^"]+)"/i.exec(tag)![1]!, new URL(/href="([^"]+)"/.exec(tag)![1]!.replaceAll('&amp;', '&')).pathname + new URL(/href="([^"]+)"/.exec(tag)![1]!.replaceAll('&amp;', '&')).search]))
}
const canonical = (html: string) => {
  const href = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1]
  return href ? ((url) => url.pathname + url.search)(new URL(href.replaceAll('&amp;', '&'))) : undefined
}

describe('a page in each language', () => {
  it('answers English at its old address, Sinhala under /si and Tamil under /ta, each with its lang', async () => {
    for (const [path, lang, word] of [
      ['/', 'en', 'ACADEMIC PROGRAMMES'],
      ['/about-us', 'en', 'Skip to content'],
      ['/si', 'si', 'අධ්‍යයන පාඨමාලා'],
      ['/si/about-us', 'si', 'අන්තර්ගතයට යන්න'],
      ['/ta', 'ta', 'கல்வித் திட்டங்கள்'],
      ['/ta/contact-us', 'ta', 'உள்ளடக்கத்துக்குச் செல்க'],
    ] as const) {
      const { status, html } = await page(path)
      expect(status, path).toBe(200)
      expect(htmlLang(html), path).toBe(lang)
      expect(html, path).toContain(word)
    }
  })

  it('names the page in all three languages and English as the default, and itself as canonical', async () => {
    const { html } = await page('/si/about-us')
    expect(alternates(html)).toEqual({ en: '/about-us', si: '/si/about-us', ta: '/ta/about-us', 'x-default': '/about-us' })
    expect(canonical(html)).toBe('/si/about-us')
    expect(canonical((await page('/about-us')).html)).toBe('/about-us')
    expect(canonical((await page('/ta')).html)).toBe('/ta')
  })

  it('keeps a query page its own in every language', async () => {
    const degrees = (await (await fetch(`${baseURL}/v1/academicPage/getDegreePrograms`)).json()) as { data: { id: number; slug: string }[] }
    const degree = degrees.data[0]!
    const { status, html } = await page(`/ta/degree/${degree.slug}?id=${degree.id}`)
    expect(status).toBe(200)
    expect(htmlLang(html)).toBe('ta')
    // The switcher keeps the page, its id included, in each language.
    for (const href of [`/degree/${degree.slug}?id=${degree.id}`, `/si/degree/${degree.slug}?id=${degree.id}`]) expect(html).toContain(`href="${href}"`)
  })

  it('sends /en and a slash at the end to the address a page is known by, keeping the query', async () => {
    for (const [path, to] of [
      ['/en', '/'],
      ['/en/about-us?utm_source=x', '/about-us?utm_source=x'],
      ['/about-us/', '/about-us'],
      ['/si/', '/si'],
      ['/ta/about-us/', '/ta/about-us'],
    ]) {
      const { status, location } = await page(path!)
      expect(status, path).toBe(308)
      expect(location, path).toBe(to)
    }
  })

  // Next sends a not-found page as a shell its script fills in from the page's data (as before the
  // languages came): the language is read from that data.
  const shownLang = (html: string) => /\\"lang\\":\\"(\w+)\\"/.exec(html)?.[1]

  it('answers an unknown language prefix with the not-found page', async () => {
    for (const path of ['/fr', '/xx/about-us', '/sinhala/about-us']) {
      const { status, html } = await page(path)
      expect(status, path).toBe(404)
      expect(shownLang(html), path).toBe('en')
      expect(html, path).toContain('Page not found')
    }
    const { status, html } = await page('/si/no/such/page')
    expect(status).toBe(404)
    expect(shownLang(html)).toBe('si')
    expect(html).toContain('පිටුව හමු නොවීය')
  })

  it('takes the language from the address alone, never from the browser or a cookie', async () => {
    const { html } = await page('/about-us', { headers: { 'Accept-Language': 'ta-LK,ta;q=0.9', Cookie: 'NEXT_LOCALE=si; lang=si' } })
    expect(htmlLang(html)).toBe('en')
    const tamil = await page('/ta/about-us', { headers: { 'Accept-Language': 'si-LK,si;q=0.9' } })
    expect(htmlLang(tamil.html)).toBe('ta')
  })
})

describe('an English page', () => {
  // Node sends a page whose text holds a character beyond Latin-1 several times slower (docs/decisions/068):
  // the site's own words on an English page never bring one. (What staff write may; other tests write such texts.)
  it('holds no Sinhala or Tamil letter: the switcher names those languages with character references', async () => {
    for (const path of ['/', '/about-us', '/alumni', '/contact-us', '/degree-registration-apply']) {
      const { html } = await page(path)
      expect(html, path).toContain('&#xdc3;&#xdd2;&#xd82;&#xdc4;&#xdbd;')
      expect([...html.matchAll(/[\u0b80-\u0bff\u0d80-\u0dff]/gu)].map(([character]) => character), path).toEqual([])
    }
  })
})

describe('the fonts of Sinhala and Tamil', () => {
  it('are linked from the pages of their language only', async () => {
    expect((await page('/si')).html).toContain('/fonts/si.css')
    expect((await page('/ta/about-us')).html).toContain('/fonts/ta.css')
    for (const path of ['/', '/about-us']) expect((await page(path)).html, path).not.toContain('/fonts/')
  })

  it('are served, each file with its type', async () => {
    const css = await fetch(`${baseURL}/fonts/si.css`)
    expect(css.status).toBe(200)
    expect(css.headers.get('content-type')).toMatch(/^text\/css/)
    const stylesheet = await css.text()
    const font = /url\((\/fonts\/[^)]+\.woff2)\)/.exec(stylesheet)?.[1]
    expect(font).toBeDefined()
    const file = await fetch(`${baseURL}${font}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('font/woff2')
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 4).toString()).toBe('wOF2')
  })
})

describe('the sitemap', () => {
  it('lists every page in each language, each entry with all three as alternates', async () => {
    const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text()
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => entry!)
    const locs = entries.map((entry) => new URL(/<loc>([^<]+)<\/loc>/.exec(entry)![1]!.replaceAll('&amp;', '&')))
    const english = locs.filter((url) => !/^\/(si|ta)(\/|$)/.test(url.pathname)).map((url) => url.pathname + url.search)
    expect(english).toContain('/about-us')
    for (const path of english) {
      for (const prefix of ['/si', '/ta']) {
        const translated = path === '/' ? prefix : `${prefix}${path}`
        expect(locs.some((url) => url.pathname + url.search === translated), translated).toBe(true)
      }
    }
    for (const entry of entries) {
      const languages = [...entry.matchAll(/hreflang="([^"]+)"/g)].map(([, language]) => language).sort()
      expect(languages).toEqual(['en', 'si', 'ta', 'x-default'])
    }
  })
})
