/**
 * First-load JavaScript: the script chunks a modern browser fetches when it
 * opens a page, counted in gzip bytes (level 9). Two ways to get the list, which
 * must agree: from a page's server HTML (what `npm run benchmark` measures on
 * the served site) and from the build's own manifests (what the JS budget test
 * checks without a server).
 *
 * In the build (Next 16, App Router; there is no app-build-manifest.json any
 * more), a page loads:
 * - `rootMainFiles` of `.next/build-manifest.json`: Next's runtime and React,
 *   the same for every App Router page; this is what a bare Next page loads;
 * - the `entryJSFiles` of the route's client reference manifest
 *   (`.next/server/app/<route>/page_client-reference-manifest.js`): the client
 *   chunks of its layouts, page, error and not-found boundaries, which the
 *   server HTML references as `<script src async>`.
 * `polyfillFiles` are served with `nomodule`: modern browsers skip them, and
 * so does the count.
 */
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { gzipSync } from 'node:zlib'

import { root } from './build.mjs'

export const DIST_DIR = path.join(root, '.next')

/** The site's public pages live in this route group. */
const SITE_APP_DIR = path.join(root, 'src', 'app', '(site)')

/** Gzip size at level 9, as a well-configured server sends a static chunk. */
export function gzipBytes(content) {
  return gzipSync(content, { level: 9 }).length
}

/**
 * The `src` of every `<script>` a modern browser loads from the HTML, in
 * order and without repeats; scripts marked `nomodule` are left out.
 * @param {string} html
 * @returns {string[]}
 */
export function moduleScriptSources(html) {
  const sources = []
  for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/gi)) {
    if (/\bnomodule\b/i.test(attributes)) continue
    const source = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)
    const value = source && (source[1] ?? source[2] ?? source[3])?.replaceAll('&amp;', '&')
    if (value && !sources.includes(value)) sources.push(value)
  }
  return sources
}

/**
 * The public page routes, read from the files under src/app/(site): one entry
 * per page, with the route as an English address (`/degree/[slug]`) and the app
 * path its manifests are named by (`/(site)/(en)/degree/[slug]/page`). The
 * catch-all that answers unknown addresses is no page of its own and is left
 * out.
 * @returns {{ route: string, appPath: string }[]}
 */
export function sitePageRoutes() {
  const routes = []
  const visit = (folder, segments) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      // The Sinhala and Tamil pages under [lang] are the English pages again (docs/decisions/068).
      if (entry.isDirectory() && entry.name === '[lang]' && segments.length === 0) continue
      if (entry.isDirectory()) visit(path.join(folder, entry.name), [...segments, entry.name])
      else if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) {
        if (segments.some((segment) => segment.startsWith('[...') || segment.startsWith('[[...'))) continue
        const visible = segments.filter((segment) => !/^\(.*\)$/.test(segment))
        routes.push({ route: `/${visible.join('/')}`, appPath: `/(site)/${[...segments, 'page'].join('/')}` })
      }
    }
  }
  visit(SITE_APP_DIR, [])
  return routes
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'))
}

/** Next's runtime chunks that every App Router page loads first (paths relative to .next). */
export function rootMainFiles(distDir = DIST_DIR) {
  const manifest = readJson(path.join(distDir, 'build-manifest.json'))
  if (!Array.isArray(manifest.rootMainFiles) || manifest.rootMainFiles.length === 0) {
    throw new Error(`${path.join(distDir, 'build-manifest.json')} lists no rootMainFiles: is this an App Router build of Next 16?`)
  }
  return manifest.rootMainFiles
}

/** The client reference manifest of one app path, as the server loads it. */
export function clientReferenceManifest(appPath, distDir = DIST_DIR) {
  const file = path.join(distDir, 'server', 'app', `${appPath}_client-reference-manifest.js`)
  if (!fs.existsSync(file)) throw new Error(`No client reference manifest for ${appPath} (${file}): build the site first`)
  const context = vm.createContext({})
  vm.runInContext(fs.readFileSync(file, 'utf8'), context, { filename: file })
  const manifest = context.__RSC_MANIFEST?.[appPath]
  if (!manifest?.entryJSFiles) throw new Error(`${file} has no entryJSFiles for ${appPath}`)
  return manifest
}

/**
 * The chunks (paths relative to .next) a modern browser loads first for one app path.
 * @returns {string[]}
 */
export function firstLoadChunks(appPath, distDir = DIST_DIR) {
  const chunks = new Set(rootMainFiles(distDir))
  for (const files of Object.values(clientReferenceManifest(appPath, distDir).entryJSFiles)) {
    for (const file of files) chunks.add(file)
  }
  return [...chunks]
}

/**
 * What a bare Next page loads, found in the same build: the root main files
 * and the chunks of Next's own built-in entries (its not-found and
 * global-error boundaries, which hold the router's client components). The
 * JS budget is a ratio to this.
 * @returns {string[]}
 */
export function frameworkChunks(appPath, distDir = DIST_DIR) {
  const chunks = new Set(rootMainFiles(distDir))
  for (const [entry, files] of Object.entries(clientReferenceManifest(appPath, distDir).entryJSFiles)) {
    if (!entry.startsWith('[project]/node_modules/next/')) continue
    for (const file of files) chunks.add(file)
  }
  return [...chunks]
}

/**
 * The site's own client modules (under src/) that a chunk defines, by the
 * module ids of the route's manifest: Turbopack chunks list their modules as
 * `id, factory` pairs. For failure messages; an id it cannot see is left out.
 */
export function siteModulesIn(chunk, appPath, distDir = DIST_DIR) {
  const code = fs.readFileSync(path.join(distDir, chunk), 'utf8')
  const modules = []
  for (const [module, entry] of Object.entries(clientReferenceManifest(appPath, distDir).clientModules)) {
    if (!module.startsWith('[project]/src/')) continue
    if (new RegExp(`[,[]${entry.id},(?:\\(|[\\w$]+=>|function\\b)`).test(code)) modules.push(module.slice('[project]/'.length))
  }
  return modules
}

/**
 * Each chunk with its gzip size, biggest first, and their sum.
 * @param {string[]} chunks paths relative to distDir
 * @returns {{ chunks: { chunk: string, bytes: number }[], bytes: number }}
 */
export function measureChunks(chunks, distDir = DIST_DIR) {
  const sized = chunks.map((chunk) => ({ chunk, bytes: gzipBytes(fs.readFileSync(path.join(distDir, chunk))) }))
  sized.sort((a, b) => b.bytes - a.bytes)
  return { chunks: sized, bytes: sized.reduce((sum, { bytes }) => sum + bytes, 0) }
}
