/**
 * The JavaScript budget: on a cheap phone, every kilobyte of script is parsed
 * and run before the page answers a tap. Each public page's first-load
 * JavaScript (gzip bytes of the chunks a modern browser loads for it, read
 * from the build's manifests: the same chunks its server HTML references, see
 * scripts/firstLoad.mjs) may exceed what a bare Next page loads by at most
 * 10 % on content pages and 35 % on the form pages, which validate in the
 * browser. Byte counts of a build are deterministic: no timing here.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { buildIfNeeded } from './build.mjs'
import { clientReferenceManifest, firstLoadChunks, frameworkChunks, measureChunks, moduleScriptSources, siteModulesIn, sitePageRoutes } from './firstLoad.mjs'

const CONTENT_BUDGET = 1.1
const FORM_BUDGET = 1.35
/** Pages whose forms check what is typed before it is sent. /degree-registration is the application form for one degree. */
const FORM_ROUTES = new Set(['/contact-us', '/degree-registration-apply', '/degree-registration', '/alumni-registration'])

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

describe('counting first-load JavaScript', () => {
  it('counts the scripts a modern browser loads, once each, and not those marked nomodule', () => {
    const html = [
      '<head><script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
      '<script>self.__next_f.push([1,"x"])</script>',
      "<script async src='/_next/static/chunks/b.js?v=1&amp;x=2'></script>",
      '<script src="/_next/static/chunks/a.js" async=""></script></head>',
    ].join('')
    expect(moduleScriptSources(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js?v=1&x=2'])
  })

  it('finds every page under src/app/(site), with its route and manifest name', () => {
    const routes = sitePageRoutes()
    expect(routes).toContainEqual({ route: '/', appPath: '/(site)/(home)/page' })
    expect(routes).toContainEqual({ route: '/degree/[slug]', appPath: '/(site)/degree/[slug]/page' })
    expect(routes.map(({ route }) => route)).toEqual(expect.arrayContaining([...FORM_ROUTES]))
    expect(routes.some(({ route }) => route.includes('...'))).toBe(false)
  })
})

describe('first-load JavaScript budget', () => {
  beforeAll(() => buildIfNeeded(), 900_000)

  const HOME = '/(site)/(home)/page'
  const floor = () => measureChunks(frameworkChunks(HOME))

  it("measures against Next's own chunks only", () => {
    // The floor must hold no code of the site's: a chunk shared with a site
    // module would raise the floor and loosen every budget.
    const { chunks, bytes } = floor()
    const manifest = clientReferenceManifest(HOME)
    for (const [module, entry] of Object.entries(manifest.clientModules as Record<string, { chunks: string[] }>)) {
      const shared = entry.chunks.filter((file) => chunks.some(({ chunk }) => file.endsWith(`/${chunk}`)))
      if (shared.length > 0) expect(module, `${module} needs the floor's ${shared.join(', ')}`).toMatch(/^\[project\]\/node_modules\/(next|react|react-dom)\//)
    }
    for (const { chunk } of chunks) expect(siteModulesIn(chunk, HOME), `${chunk} defines site modules`).toEqual([])
    // React and Next's router, gzipped, are well over 50 KB: a floor below that counted the wrong files.
    expect(bytes).toBeGreaterThan(50_000)
  })

  it.each(sitePageRoutes())('$route stays within its budget', ({ route, appPath }) => {
    const budget = FORM_ROUTES.has(route) ? FORM_BUDGET : CONTENT_BUDGET
    const base = floor()
    const { bytes, chunks } = measureChunks(firstLoadChunks(appPath))
    const limit = Math.floor(base.bytes * budget)
    const beyondFloor = chunks.filter(({ chunk }) => !base.chunks.some((floorChunk) => floorChunk.chunk === chunk))
    const biggest = beyondFloor
      .slice(0, 4)
      .map(({ chunk, bytes: size }) => {
        const modules = siteModulesIn(chunk, appPath)
        return `${chunk} ${kb(size)}${modules.length > 0 ? ` (${modules.join(', ')})` : ''}`
      })
      .join('; ')
    expect(
      bytes,
      `${route} loads ${bytes} bytes (${kb(bytes)}) of JavaScript gzipped, ${(bytes / base.bytes).toFixed(2)}x the floor of ${base.bytes} bytes; ` +
        `its budget is ${budget.toFixed(2)}x = ${limit} bytes. Biggest chunks beyond the floor: ${biggest}`,
    ).toBeLessThanOrEqual(limit)
  })
})
