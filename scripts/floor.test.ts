import { describe, expect, it } from 'vitest'

import { capturePage, floorFiles, floorPathOf } from './floor.mjs'

const page = (route: string, heading: string) => ({ route, ...capturePage(`<html><head><title>${heading} | Campus</title></head><body><h1>${heading}</h1><script>self.__next_f.push([1,"data"])</script></body></html>`) })

describe('the benchmark floor', () => {
  it('serves each measured page at its own path, with that page’s markup and title', () => {
    const files = floorFiles([page('/', 'Home'), page('/contact-us', 'Contact'), page('/degree/bsc-applied-accounting', 'BSc'), page('/programs?id=3', 'Programme')])
    expect(Object.keys(files).sort()).toEqual([
      'app/contact-us/page.jsx',
      'app/degree/bsc-applied-accounting/page.jsx',
      'app/layout.jsx',
      'app/page.jsx',
      'app/programs/page.jsx',
      'next.config.mjs',
    ])
    expect(files['app/contact-us/page.jsx']).toContain('"<h1>Contact</h1>"')
    expect(files['app/contact-us/page.jsx']).toContain('"title":"Contact | Campus"')
    expect(files['app/contact-us/page.jsx']).not.toContain('__next_f')
    expect(files['app/page.jsx']).toContain('"<h1>Home</h1>"')
    expect(files['app/programs/page.jsx']).toContain("export const dynamic = 'force-static'")
  })

  it('drops Next’s scripts and keeps the ones the page writes itself', () => {
    const { markup } = capturePage(
      [
        '<body><main id="main"><p>Text</p></main>',
        '<script src="/_next/static/chunks/a.js" async=""></script>',
        '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
        '<script id="_R_">(globalThis["TURBOPACK"] || []).push({})</script>',
        '<script type="application/ld+json">{"@type":"CollegeOrUniversity"}</script>',
        '<script>(function () { document.getElementById("welcome-popup") })()</script>',
        '</body>',
      ].join(''),
    )
    expect(markup).not.toMatch(/_next\/static|__next_f|TURBOPACK/)
    expect(markup).toContain('<script type="application/ld+json">{"@type":"CollegeOrUniversity"}</script>')
    expect(markup).toContain('<script>(function () { document.getElementById("welcome-popup") })()</script>')
  })

  it('keeps the query out of the floor’s address, and the first page of two on one path', () => {
    expect(floorPathOf('/programs?id=3')).toBe('/programs')
    expect(floorPathOf('/')).toBe('/')
    const files = floorFiles([page('/programs?id=3', 'First'), page('/programs?id=4', 'Second')])
    expect(files['app/programs/page.jsx']).toContain('First')
    expect(files['app/programs/page.jsx']).not.toContain('Second')
  })

  it('refuses a path that Next would read as a special folder, or that leaves the app', () => {
    for (const route of ['/(group)/x', '/_private', '/[slug]', '/@slot', '/%2E%2E%2F%2E%2E', '/a%2Fb']) {
      expect(() => floorFiles([page(route, 'X')]), route).toThrow(/cannot hold a page/)
    }
  })
})
