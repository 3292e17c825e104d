#!/usr/bin/env node
/**
 * `npm run benchmark`: builds if needed, serves the site on a fresh demo
 * database, and prints figures for the pages visitors open most: server
 * response time (median and 95th percentile of repeated requests, served from
 * the cache), HTML size, and the JavaScript each page loads. Figures only; it
 * asserts nothing.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { bin, buildIfNeeded, root } from './build.mjs'

const PAGES = ['/', '/about-us', '/academics', '/degree/bsc-applied-accounting', '/student-life', '/gallery-and-news', '/alumni', '/contact-us', '/degree-registration?id=18', '/v1/academicPage/getDegreeDetails']
const REQUESTS = 30

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer()
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

buildIfNeeded()
const dataDir = path.join(root, 'test-data', 'benchmark')
fs.rmSync(dataDir, { recursive: true, force: true })
const port = await freePort()
const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', TSX_DISABLE_CACHE: '1', DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port) }
const prepared = spawnSync(bin('tsx'), ['src/scripts/prepare.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
if (prepared.status !== 0) throw new Error('Preparing the benchmark database failed')
fs.rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })

const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], { cwd: root, env, stdio: 'ignore', detached: true })
const base = `http://127.0.0.1:${port}`
try {
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${base}/v1/ContactUS/getContact`)).ok) break
    } catch {
      // not yet
    }
    if (tries > 480) throw new Error('The server did not start')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }

  console.log(`Benchmark against ${base} (${REQUESTS} requests a page, after one warm-up)\n`)
  console.log('page'.padEnd(36), 'median'.padStart(8), 'p95'.padStart(8), 'HTML'.padStart(10), 'HTML gz'.padStart(10), 'JS gz'.padStart(10))
  for (const page of PAGES) {
    const first = await fetch(`${base}${page}`)
    const html = await first.text()
    const times = []
    for (let i = 0; i < REQUESTS; i += 1) {
      const started = performance.now()
      await (await fetch(`${base}${page}`)).arrayBuffer()
      times.push(performance.now() - started)
    }
    let scripts = 0
    if (!page.startsWith('/v1')) {
      const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1])
      for (const source of new Set(sources)) {
        const body = Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer())
        scripts += gzipSync(body).length
      }
    }
    console.log(
      page.padEnd(36),
      `${percentile(times, 50).toFixed(1)} ms`.padStart(8),
      `${percentile(times, 95).toFixed(1)} ms`.padStart(8),
      kb(Buffer.byteLength(html)).padStart(10),
      kb(gzipSync(html).length).padStart(10),
      (page.startsWith('/v1') ? '-' : kb(scripts)).padStart(10),
    )
  }
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM')
}
