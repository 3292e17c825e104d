/**
 * The floor `npm run benchmark` measures the site against: a bare Next app,
 * built with the site's own Next, whose one page is a captured page's markup
 * prerendered as a static page. It has no client code of its own, so what it
 * serves and loads is what Next itself costs for the same markup.
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
 * What the floor keeps of a page: the body's markup without its scripts (the
 * page's own code and its streamed data are what the floor goes without), and
 * the title and description, so both pages carry the same head for search
 * engines.
 */
export function capturePage(html) {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]
  const description =
    /<meta[^>]*name="description"[^>]*content="([^"]*)"/i.exec(html)?.[1] ?? /<meta[^>]*content="([^"]*)"[^>]*name="description"/i.exec(html)?.[1]
  return {
    markup: body.replace(/<script\b[\s\S]*?<\/script>/gi, ''),
    title: title === undefined ? 'Floor' : decode(title),
    description: description === undefined ? '' : decode(description),
  }
}

/** Writes the floor app for a captured page and builds it; throws with the build's output when it fails. */
export function buildFloor({ markup, title, description }) {
  removeFloor()
  fs.mkdirSync(path.join(FLOOR_DIR, 'app'), { recursive: true })
  const write = (file, text) => fs.writeFileSync(path.join(FLOOR_DIR, file), text)
  write('next.config.mjs', 'export default { poweredByHeader: false }\n')
  write(
    'app/layout.jsx',
    [
      `export const metadata = ${JSON.stringify({ title, description })}`,
      '',
      'export default function Layout({ children }) {',
      '  return (',
      '    <html lang="en">',
      '      <body>{children}</body>',
      '    </html>',
      '  )',
      '}',
      '',
    ].join('\n'),
  )
  write(
    'app/page.jsx',
    [
      "export const dynamic = 'force-static'",
      '',
      `const markup = ${JSON.stringify(markup)}`,
      '',
      'export default function Page() {',
      '  return <div dangerouslySetInnerHTML={{ __html: markup }} />',
      '}',
      '',
    ].join('\n'),
  )
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
