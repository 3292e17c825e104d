/**
 * The floor `npm run benchmark` measures the site against: a bare Next app,
 * built with the site's own Next, with one static page per measured page of
 * the site, each prerendering that page's captured markup at the same path.
 * It has no client code of its own, so what it serves and loads is what Next
 * itself costs for the same markup.
 *
 * It is built in `.bench-floor/` inside the repository (git-ignored), so that
 * it resolves the project's own `node_modules/next`, and removed afterwards.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { root } from './build.mjs'

export const FLOOR_DIR = path.join(root, '.bench-floor')
export const NEXT_CLI = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')

const decode = (text) =>
  text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos));/gi, (entity, decimal, hex, named) => {
    if (decimal) return String.fromCodePoint(Number(decimal))
    if (hex) return String.fromCodePoint(parseInt(hex, 16))
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[named.toLowerCase()] ?? entity
  })

/**
 * Scripts the floor goes without: every script loaded by address (Next's
 * chunks, and any outside script, which a bare page need not fetch), Next's
 * bootstrap and the page's streamed data.
 */
const droppedScript = (script) => /^<script\b[^>]*\bsrc=/i.test(script) || /__next_f|TURBOPACK/.test(script)

/**
 * What the floor keeps of a page: the body's markup without the scripts above
 * (the page's code and its streamed data are what the floor goes without),
 * and the title and description, so both pages carry the same head for
 * search engines. Inline scripts the page writes itself stay: they are
 * markup, and a static page of the same markup would run them too (Home's
 * welcome popup opens from one, docs/decisions/064).
 */
export function capturePage(html) {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]
  const description =
    /<meta[^>]*name="description"[^>]*content="([^"]*)"/i.exec(html)?.[1] ?? /<meta[^>]*content="([^"]*)"[^>]*name="description"/i.exec(html)?.[1]
  return {
    markup: body.replace(/<script\b[\s\S]*?<\/script>/gi, (script) => (droppedScript(script) ? '' : script)),
    title: title === undefined ? 'Floor' : decode(title),
    description: description === undefined ? '' : decode(description),
  }
}

/**
 * The floor's address for a page of the site: its path without the query
 * (a page that needs one, like /programs?id=, is captured with it).
 */
export function floorPathOf(route) {
  return new URL(route, 'http://floor').pathname
}

/**
 * The floor app's files, by path inside it: one static page per captured page
 * at its own path (`floorPathOf`); of two pages on one path, the first.
 */
export function floorFiles(pages) {
  /** @type {Record<string, string>} */
  const files = {
    'next.config.mjs': 'export default { poweredByHeader: false }\n',
    'app/layout.jsx': ['export default function Layout({ children }) {', '  return (', '    <html lang="en">', '      <body>{children}</body>', '    </html>', '  )', '}', ''].join('\n'),
  }
  for (const { route, markup, title, description } of pages) {
    const folders = floorPathOf(route).split('/').filter(Boolean).map(decodeURIComponent)
    // Next gives folders starting with these a meaning of their own, and the rest would leave app/.
    if (folders.some((name) => /^[._([@]|[\\/]/.test(name))) throw new Error(`The floor cannot hold a page at ${route}`)
    const file = ['app', ...folders, 'page.jsx'].join('/')
    files[file] ??= [
      "export const dynamic = 'force-static'",
      `export const metadata = ${JSON.stringify({ title, description })}`,
      '',
      `const markup = ${JSON.stringify(markup)}`,
      '',
      'export default function Page() {',
      '  return <div dangerouslySetInnerHTML={{ __html: markup }} />',
      '}',
      '',
    ].join('\n')
  }
  return files
}

/** Writes the floor app for the captured pages and builds it; throws with the build's output when it fails. */
export function buildFloor(pages) {
  removeFloor()
  for (const [file, text] of Object.entries(floorFiles(pages))) {
    fs.mkdirSync(path.dirname(path.join(FLOOR_DIR, file)), { recursive: true })
    fs.writeFileSync(path.join(FLOOR_DIR, file), text)
  }
  const result = spawnSync(process.execPath, [NEXT_CLI, 'build'], {
    cwd: FLOOR_DIR,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) throw new Error(`Building the floor app failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`)
}

export function removeFloor() {
  fs.rmSync(FLOOR_DIR, { recursive: true, force: true })
}
