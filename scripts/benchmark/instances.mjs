/**
 * `--instances`: one instance against two, behind nginx fronts made from the
 * sample proxy configuration, on one PostgreSQL and one Redis.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { bin, root } from '../build.mjs'
import { emptyDatabaseBeside } from '../postgresDatabase.mjs'
import { fixed, ratio, table } from './figures.mjs'
import { DATA_DIR, NGINX } from './options.mjs'
import { API_PATHS } from './pages.mjs'
import { freePort, startGroup, waitForServer } from './processes.mjs'
import { throughput, wrk } from './wrk.mjs'

const PROXY_SAMPLE = path.join(root, 'docs', 'deploy', 'nginx-two-instances.conf')

/**
 * The sample proxy configuration pointed at these instances and this port,
 * inside a main configuration of its own (no root, no system paths).
 */
function proxyConfig(dir, listenPort, instancePorts) {
  const sample = fs.readFileSync(PROXY_SAMPLE, 'utf8')
  const upstream = /upstream campus_site \{[\s\S]*?\n\}/.exec(sample)
  if (!upstream) throw new Error(`${PROXY_SAMPLE} has no "upstream campus_site" block`)
  const line = /^\s*server 127\.0\.0\.1:\d+ (.*);$/m.exec(upstream[0])
  const servers = instancePorts.map((port) => `    server 127.0.0.1:${port} ${line?.[1] ?? ''};`).join('\n')
  const site = sample
    .replace(upstream[0], `upstream campus_site {\n${servers}\n    keepalive 32;\n}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${listenPort};`)
  if (!site.includes(`listen 127.0.0.1:${listenPort};`)) throw new Error(`${PROXY_SAMPLE} has no "listen 80;" to point elsewhere`)
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'site.conf'), site)
  const temp = (name) => `${name} ${path.join(dir, name.replace('_temp_path', ''))};`
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      'daemon off;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body_temp_path', 'proxy_temp_path', 'fastcgi_temp_path', 'uwsgi_temp_path', 'scgi_temp_path'].map((name) => `  ${temp(name)}`),
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  )
  return path.join(dir, 'nginx.conf')
}

/**
 * Throughput of one instance and of two behind the sample nginx front, on one
 * PostgreSQL and one Redis: both proxies run at once and are measured in
 * interleaved rounds, as the site and the floor are.
 */
export async function scaleOut(settings) {
  const given = process.env.BENCHMARK_DATABASE_URL || process.env.TEST_DATABASE_URL
  if (!given) throw new Error('Several instances need PostgreSQL: set BENCHMARK_DATABASE_URL (or TEST_DATABASE_URL), e.g. postgres://postgres@127.0.0.1:5432/test')
  const redisUrl = process.env.BENCHMARK_REDIS_URL || 'redis://127.0.0.1:6379/13'
  const { createClient } = await import('@redis/client')
  const redis = createClient({ url: redisUrl, socket: { connectTimeout: 2000, reconnectStrategy: false } })
  redis.on('error', () => {})
  try {
    await redis.connect()
    await redis.flushDb() // the benchmark's own database of that Redis
  } catch (error) {
    throw new Error(`Redis at ${redisUrl} (BENCHMARK_REDIS_URL) is unreachable: ${error.message}`)
  } finally {
    redis.destroy()
  }
  fs.rmSync(DATA_DIR, { recursive: true, force: true })
  // A database of the benchmark's own, made empty, beside the one given.
  const databaseUrl = await emptyDatabaseBeside(given, 'benchmark')
  const ports = [await freePort(), await freePort()]
  const shared = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    TSX_DISABLE_CACHE: '1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PAYLOAD_SECRET: `benchmark-${crypto.randomUUID()}`,
    TRUSTED_PROXY_HOPS: '1',
  }
  console.log('Preparing a fresh demo database on PostgreSQL…')
  const prepared = spawnSync(bin('tsx'), ['src/commands/prepare.ts'], { cwd: root, env: { ...shared, DATA_DIR }, stdio: ['ignore', 'ignore', 'inherit'] })
  if (prepared.status !== 0) throw new Error(`Preparing the benchmark database failed (status ${prepared.status})`)
  const instances = ports.map((port, index) => {
    const env = { ...shared, DATA_DIR: path.join(DATA_DIR, `instance-${index + 1}`), PORT: String(port), SITE_URL: `http://127.0.0.1:${port}` }
    return startGroup(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], { cwd: root, env })
  })
  for (const [index, instance] of instances.entries()) await waitForServer(`http://127.0.0.1:${ports[index]}/v1/ContactUS/getContact`, instance, `Instance ${index + 1}`)

  const proxies = []
  for (const [name, upstream] of [
    ['one', [ports[0]]],
    ['two', ports],
  ]) {
    const port = await freePort()
    const config = proxyConfig(path.join(DATA_DIR, `nginx-${name}`), port, upstream)
    const proxy = startGroup(NGINX, ['-c', config, '-p', path.dirname(config)], { cwd: root })
    await waitForServer(`http://127.0.0.1:${port}/v1/ContactUS/getContact`, proxy, `nginx in front of ${name} instance(s)`)
    proxies.push({ name, base: `http://127.0.0.1:${port}`, pid: proxy.pid })
  }
  const [one, two] = proxies
  const servers = [...instances.map((instance) => instance.pid), one.pid, two.pid]
  const routes = settings.routes ?? ['/', '/about-us', '/degree/bsc-applied-accounting', '/alumni-directory?page=2', ...API_PATHS.slice(0, 2)]
  const loadBefore = os.loadavg()[0]
  console.log(`Instances on ports ${ports.join(', ')}; nginx ${one.base} (one instance), ${two.base} (two); wrk -t1 -c50, ${settings.rounds} rounds of ${settings.duration} s each, interleaved`)
  const speed = []
  for (const route of routes) {
    process.stdout.write(`  throughput ${route}\n`)
    // The warm-up of `throughput` fills both instances' share of the cache.
    await wrk(`${one.base}${route}`, 2)
    speed.push({ route, ...(await throughput(`${two.base}${route}`, `${one.base}${route}`, { ...settings, servers })) })
  }
  const loadAfter = os.loadavg()[0]
  table(
    `Throughput behind nginx (${path.relative(root, PROXY_SAMPLE)}): median requests/s of ${settings.rounds} interleaved rounds, on PostgreSQL and Redis`,
    ['route', 'one instance', 'two instances', 'two/one', 'note'],
    speed.map(({ route, site: both, floor: single, notes }) => [route, fixed(single), fixed(both), ratio(both, single), notes.join('; ').replaceAll('site:', 'two:').replaceAll('floor:', 'one:')]),
  )
  console.log(`\nLoad average (1 min) ${loadBefore.toFixed(2)} before the measures, ${loadAfter.toFixed(2)} after, on ${os.cpus().length} cores: two instances can only beat one where cores are free.`)
}
