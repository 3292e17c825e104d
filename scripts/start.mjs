#!/usr/bin/env node
/**
 * `npm start`: builds the site when its sources changed since the last build,
 * brings the database up to date (migrations, demo content into an empty
 * database, first staff account), then serves on PORT (default 3000).
 * Run again, it keeps the data it has.
 */
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'

import { keepFilesPrivate } from '../src/server/privateFiles.mjs'
import { bin, buildIfNeeded, root } from './build.mjs'

// Inherited by the preparation and the server: what they write into DATA_DIR is the owner's alone.
keepFilesPrivate()

// TSX_DISABLE_CACHE: parallel runs sharing tsx's on-disk cache have run empty scripts.
const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', TSX_DISABLE_CACHE: '1' }

try {
  buildIfNeeded()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

console.log('Preparing the database…')
const prepared = spawnSync(bin('tsx'), ['src/commands/prepare.ts'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env })
if (prepared.status !== 0) {
  console.error(`Preparing the database failed (status ${prepared.status}, signal ${prepared.signal}).`)
  process.exit(prepared.status || 1)
}

// scripts/serve.mjs, the site's own server: Next's handler with the site's client addresses, headers, limits and rewrites.
const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], { cwd: root, stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
