#!/usr/bin/env node
/**
 * `npm start`: builds the site when its sources changed since the last build,
 * brings the database up to date (migrations, demo content into an empty
 * database, first staff account), then serves on PORT (default 3000).
 * Run again, it keeps the data it has.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/** A fingerprint of everything the build reads, to skip rebuilding unchanged sources. */
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
  for (const entry of ['src', 'public', 'package-lock.json', 'next.config.mjs', 'tsconfig.json', 'postcss.config.mjs']) visit(entry)
  return hash.digest('hex')
}

const stampFile = path.join(root, '.next', 'source-fingerprint')
const fingerprint = sourceFingerprint()
const built = fs.existsSync(path.join(root, '.next', 'BUILD_ID'))
if (!built || !fs.existsSync(stampFile) || fs.readFileSync(stampFile, 'utf8') !== fingerprint) {
  console.log('Building the site…')
  run(bin('next'), ['build'], { NODE_ENV: 'production' })
  fs.writeFileSync(stampFile, fingerprint)
}

console.log('Preparing the database…')
run(bin('payload'), ['run', 'src/scripts/prepare.ts'], { NODE_ENV: 'production' })

// Cached page data belongs to the database it was read from; start clean.
fs.rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })

const port = process.env.PORT || '3000'
const server = spawn(bin('next'), ['start', '-p', port], { cwd: root, stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
