/**
 * Builds the site when its sources changed since the last build (a fingerprint
 * of the files the build reads is kept beside the build output).
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { copyLanguageFonts } from './languageFonts.mjs'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const bin = (name) => path.join(root, 'node_modules', '.bin', name)

const BUILD_INPUTS = ['src', 'public', 'package-lock.json', 'next.config.mjs', 'tsconfig.json', 'postcss.config.mjs']

function sourceFingerprint() {
  const hash = createHash('sha256')
  const visit = (entry) => {
    const full = path.join(root, entry)
    if (!fs.existsSync(full)) return
    const stat = fs.statSync(full)
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(full).sort()) visit(path.join(entry, child))
    } else {
      hash.update(`${entry}:${stat.size}:${stat.mtimeMs}\n`)
    }
  }
  for (const entry of BUILD_INPUTS) visit(entry)
  return hash.digest('hex')
}

export function buildIfNeeded() {
  copyLanguageFonts()
  const stampFile = path.join(root, '.next', 'source-fingerprint')
  const fingerprint = sourceFingerprint()
  const built = fs.existsSync(path.join(root, '.next', 'BUILD_ID'))
  if (built && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === fingerprint) return
  console.log('Building the site…')
  // Building prerenders every page once. What it renders is never served
  // (src/server/cache/cacheHandler.mjs renders from the real data after start), so it
  // reads a throwaway empty database: a build never touches, nor needs, the
  // site's data, as when a container image is built.
  const buildData = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-build-'))
  let result
  try {
    result = spawnSync(bin('next'), ['build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: buildData, DATABASE_URL: '' },
    })
  } finally {
    fs.rmSync(buildData, { recursive: true, force: true })
  }
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status})`)
  fs.writeFileSync(stampFile, fingerprint)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    buildIfNeeded()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
