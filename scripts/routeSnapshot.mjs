#!/usr/bin/env node
/**
 * `node scripts/routeSnapshot.mjs <site URL> <folder>`: writes what a running
 * site answers at every address a visitor can reach (each page docs/routes.md
 * names and each page the site links to, 404s included) and at every /v1 GET
 * path docs/routes.md names,
 * one file per address, into <folder>. What differs between two builds of the
 * same code is masked: script and stylesheet file names, the build's id and
 * the bundler's module ids. So a change that should change no page (moving
 * files, renaming modules) is checked with `diff -r before after`.
 */
import fs from 'node:fs'
import path from 'node:path'

const [siteUrl, folder] = process.argv.slice(2)
if (!siteUrl || !folder) {
  console.error('Usage: node scripts/routeSnapshot.mjs <site URL> <folder>')
  process.exit(2)
}
const origin = new URL(siteUrl).origin
const MAX_ADDRESSES = 1000

/**
 * The addresses docs/routes.md names without a placeholder: each page of its
 * first table, and each /v1 path of the table headed "`/v1` path".
 */
function documentedAddresses() {
  const routes = fs.readFileSync(new URL('../docs/routes.md', import.meta.url), 'utf8')
  const found = []
  let v1 = false
  for (const line of routes.split('\n')) {
    if (line.startsWith('| `/v1` path')) v1 = true
    else if (line.trim() === '') v1 = false
    const address = /^\| `(\/[^`{ .]*)`/.exec(line)?.[1]
    if (address && !SKIPPED.test(address)) found.push(v1 ? `/v1${address}` : address)
  }
  return found
}

/** Not pages: scripts, files, the back office, Payload's API, staff-only addresses. */
const SKIPPED = /^\/(_next|api|admin|media|staff-documents|v1)\b/

/** Same-site page addresses in an HTML page or a sitemap: no scripts, files, back office or API. */
function addressesIn(text) {
  const found = []
  for (const match of text.matchAll(/(?:href="|<loc>)([^"<]+)/g)) {
    const url = new URL(match[1].replaceAll('&amp;', '&'), origin)
    if (url.origin !== origin) continue
    const address = url.pathname + url.search
    if (SKIPPED.test(url.pathname)) continue
    if (/\.[a-z0-9]{2,5}$/i.test(url.pathname) && !url.pathname.endsWith('.xml')) continue
    found.push(address)
  }
  return found
}

/**
 * Masks what two builds of the same code name differently: file names, the
 * build's id, and in the page data React streams (rows written as
 * `\n<row>:…` inside the page's scripts) each client module's id and the
 * row numbers that refer to one another, which follow from those ids.
 */
function masked(text) {
  return text
    .replace(/\/_next\/static\/(chunks|css|media)\/[^"'\s)\\]+/g, '/_next/static/$1/FILE')
    .replace(/static\/chunks\/[^"'\s)\\]+/g, 'static/chunks/FILE')
    .replace(/\/_next\/static\/[A-Za-z0-9_-]{10,}\//g, '/_next/static/BUILD/')
    .replace(/(\\?"b\\?":\\?")[A-Za-z0-9_-]+/g, '$1BUILD')
    .replace(/:I\[\d+,/g, ':I[ID,')
    .replace(/(\\n|")[0-9a-f]+:(?=[IT["$\\])/g, '$1ROW:')
    .replace(/"\$L?[0-9a-f]+\\?"/g, (match) => match.replace(/\$L?[0-9a-f]+/, '$REF'))
}

const fileFor = (address) => path.join(folder, `${encodeURIComponent(address).slice(0, 200)}.txt`)

fs.mkdirSync(folder, { recursive: true })
const queue = [...new Set(['/', '/sitemap.xml', '/robots.txt', '/an-address-with-no-page', ...documentedAddresses()])]
const seen = new Set(queue)
let written = 0
while (queue.length > 0 && seen.size <= MAX_ADDRESSES) {
  const address = queue.shift()
  const response = await fetch(origin + address, { redirect: 'manual', headers: { 'Accept-Encoding': 'identity' } })
  const body = await response.text()
  const type = response.headers.get('content-type') ?? ''
  const head = `${response.status} ${type}${response.headers.get('location') ? ` -> ${response.headers.get('location')}` : ''}\n`
  fs.writeFileSync(fileFor(address), head + masked(body))
  written += 1
  if (type.includes('html') || type.includes('xml')) {
    for (const next of addressesIn(body)) {
      if (seen.has(next)) continue
      seen.add(next)
      queue.push(next)
    }
  }
}
console.log(`${written} addresses written to ${folder}${queue.length ? ` (${queue.length} left: more than ${MAX_ADDRESSES})` : ''}.`)
