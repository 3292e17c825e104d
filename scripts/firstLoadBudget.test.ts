/**
 * The JavaScript budget: what a browser loads before a public page can run,
 * counted from the build's own manifests (gzip, level 9) and compared with
 * what a bare Next page of the same build loads. Content pages may load at
 * most 1.10 times that, the pages with forms (whose rules run in the browser)
 * 1.35 times. Bytes are deterministic, so there is no tolerance.
 * Why these numbers and how they are counted: docs/decisions/064.
 *
 * Runs in the server project, whose set-up builds the site.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { si } from '../src/foundations/texts/si'
import { ta } from '../src/foundations/texts/ta'
import { formTexts as siForms } from '../src/foundations/texts/forms/si'
import { formTexts as taForms } from '../src/foundations/texts/forms/ta'

import { buildIfNeeded } from './build.mjs'
import { clientReferenceManifest, DIST_DIR, firstLoadChunks, frameworkChunks, measureChunks, siteModulesIn, sitePageRoutes } from './firstLoad.mjs'
import { CONTENT_JS_BUDGET as CONTENT_BUDGET, FORM_JS_BUDGET as FORM_BUDGET, FORM_ROUTES } from './goals.mjs'

buildIfNeeded()

const routes = sitePageRoutes()
const home = routes.find(({ route }) => route === '/')
if (!home) throw new Error('src/app/(site) has no home page')
const floor = measureChunks(frameworkChunks(home.appPath))

/** What a failure prints: the chunks beyond the floor, biggest first, with the site's modules in each. */
function explain(appPath: string, route: string, bytes: number, budget: number): string {
  const framework = new Set(frameworkChunks(appPath))
  const extra = measureChunks(firstLoadChunks(appPath).filter((chunk) => !framework.has(chunk)))
  const lines = extra.chunks.slice(0, 6).map(({ chunk, bytes: size }) => {
    const modules = siteModulesIn(chunk, appPath)
    return `  ${size} B  ${chunk}${modules.length ? `\n      ${modules.join('\n      ')}` : ''}`
  })
  return [`${route} loads ${bytes} B of JavaScript (gzip); its budget is ${Math.floor(budget)} B (floor ${floor.bytes} B).`, 'Biggest chunks beyond the floor:', ...lines].join('\n')
}

describe('first-load JavaScript budget', () => {
  it('finds every public page and a floor of Next alone', () => {
    const listed = routes.map(({ route }) => route)
    for (const route of ['/', '/about-us', '/contact-us', '/degree-registration-apply', '/alumni-registration', '/programs']) {
      expect(listed).toContain(route)
    }
    // Next's runtime and router, tens of kilobytes: a floor of zero would make every budget meaningless.
    expect(floor.bytes).toBeGreaterThan(50_000)
  })

  it("keeps the site's own modules out of the floor's chunks", () => {
    for (const { chunk } of floor.chunks) expect(siteModulesIn(chunk, home.appPath), chunk).toEqual([])
  })

  it('is what the build lists for each page: the framework chunks and the entries of its client manifest', () => {
    for (const { appPath } of routes) {
      const chunks = firstLoadChunks(appPath)
      for (const chunk of frameworkChunks(appPath)) expect(chunks).toContain(chunk)
      const entries = Object.values(clientReferenceManifest(appPath).entryJSFiles).flat()
      for (const chunk of entries) expect(chunks).toContain(chunk)
    }
  })

  it("loads no page with Next's Link: links are plain markup that one listener follows (SiteLink)", () => {
    for (const { route, appPath } of routes) {
      for (const chunk of firstLoadChunks(appPath)) {
        // The name Link's module exports; minifying keeps export names.
        expect(fs.readFileSync(path.join(DIST_DIR, chunk), 'utf8').includes('useLinkStatus'), `${route} loads ${chunk}`).toBe(false)
      }
    }
  })

  it("loads no page with Sinhala or Tamil dictionaries: a page is handed its own language's words, and a form fetches its messages when used (068)", () => {
    // A text of each book in each language, as built or with its letters escaped.
    const texts = [si.layout.skipToContent, ta.layout.skipToContent, si.forms.application.submitApplication, ta.forms.application.submitApplication]
    const forms = [siForms.messages.correctErrors, taForms.messages.correctErrors]
    const escaped = (text: string) => text.replace(/[^\x00-\x7f]/g, (letter) => `\\u${letter.charCodeAt(0).toString(16).padStart(4, '0')}`)
    const sentinels = [...texts, ...forms].flatMap((text) => [text, escaped(text)])
    for (const { route, appPath } of routes) {
      for (const chunk of firstLoadChunks(appPath)) {
        const code = fs.readFileSync(path.join(DIST_DIR, chunk), 'utf8')
        expect(sentinels.filter((text) => code.includes(text)), `${route} loads ${chunk}`).toEqual([])
      }
    }
  })

  it("leaves the inquiry form's code out of Contact's first load: it is fetched when the form is reached (063)", () => {
    const contact = routes.find(({ route }) => route === '/contact-us')!
    // An attribute only the form renders; minifying keeps string literals.
    const holdsForm = (chunk: string) => fs.readFileSync(path.join(DIST_DIR, chunk), 'utf8').includes('data-inquiry-form')
    const built = fs.readdirSync(path.join(DIST_DIR, 'static', 'chunks'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'))
    expect(built.filter((file) => holdsForm(path.join('static', 'chunks', file))).length, 'the build has the form in a chunk of its own').toBeGreaterThan(0)
    expect(firstLoadChunks(contact.appPath).filter(holdsForm)).toEqual([])
  })

  for (const { route, appPath } of routes) {
    const ratio = FORM_ROUTES.has(route) ? FORM_BUDGET : CONTENT_BUDGET
    it(`${route} loads at most ${ratio}x the floor`, () => {
      const { bytes } = measureChunks(firstLoadChunks(appPath))
      const budget = floor.bytes * ratio
      expect(bytes <= budget, explain(appPath, route, bytes, budget)).toBe(true)
    })
    // The Sinhala and Tamil page is the English one under [lang] (068), with its own layout: it keeps its twin's budget.
    const twin = appPath.replace('/(site)/(en)/', '/(site)/[lang]/')
    it(`/si${route} and /ta${route} load at most ${ratio}x the floor, as their English twin must`, () => {
      expect(twin).not.toBe(appPath)
      const { bytes } = measureChunks(firstLoadChunks(twin))
      const budget = floor.bytes * ratio
      expect(bytes <= budget, explain(twin, `/si${route}`, bytes, budget)).toBe(true)
    })
  }
})
