/**
 * A rolling restart behind the nginx sample (issue 54): Debian's nginx-light
 * runs docs/deploy/nginx-two-instances.conf, with only its ports and files
 * changed, in front of two instances on one PostgreSQL and Redis. Under a
 * steady load of page views and inquiries, `npm run rolling-restart`'s
 * procedure restarts both, one after the other: every page view answers
 * 200 and every inquiry 201. The inquiries come from the site's own address
 * as the port-keeping Host header leaves it (behind a front on any port).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { rollingRestart } from '../../scripts/rollingRestart.mjs'
import { validInquiry } from '../fixtures/submissions'
import { ownPostgresDatabase, testDatabases } from '../support/databases'
import { formHeaders, xsrfToken } from '../support/formHeaders'
import { testRedis } from '../support/redis'
import { freePort, startTestServer, type TestServer } from '../support/testServer'

const NGINX = '/usr/sbin/nginx'
const SAMPLE = path.resolve('docs/deploy/nginx-two-instances.conf')
/** The Redis database these two servers share (the two-instance test uses 14, the other Redis tests 15). */
const SHARED_REDIS_DB = 13

const postgres = testDatabases().some((database) => database.name === 'postgres')
if (!postgres) console.warn('TEST_DATABASE_URL is not set: the rolling restart needs PostgreSQL and is skipped.')
if (!fs.existsSync(NGINX)) {
  const reason = `${NGINX} is missing (apt-get install nginx-light)`
  if (process.env.CI === 'true') throw new Error(`${reason}: the rolling restart cannot be skipped in CI.`)
  console.warn(`${reason}: the rolling restart is skipped.`)
}
const redis = await testRedis()

/** The sample as it is, but for where it listens, the instances' ports, and where nginx keeps its files. */
function nginxConfig(folder: string, port: number, ports: [number, number]): string {
  const sample = fs
    .readFileSync(SAMPLE, 'utf8')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace('127.0.0.1:3001', `127.0.0.1:${ports[0]}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${ports[1]}`)
  expect(sample).toContain(`127.0.0.1:${ports[1]}`)
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${folder}/${kind};`).join(' ')
  return `worker_processes 1; pid ${folder}/nginx.pid; error_log ${folder}/error.log; daemon off;
events { worker_connections 1024; }
http { access_log off; ${temp}
${sample}
}
`
}

describe.skipIf(!postgres || !redis || !fs.existsSync(NGINX))('a rolling restart behind the nginx sample', () => {
  const folder = path.resolve('test-data/rolling-nginx')
  let nginx: ReturnType<typeof spawn> | undefined
  let front = ''
  let env: Record<string, string>
  const servers: TestServer[] = []
  let ports: [number, number]

  /** Starts (or starts again) an instance on its port; `prepare` as `npm start` does, else only `npm run serve`. */
  const start = (index: 0 | 1, prepare: boolean) =>
    startTestServer(`rolling-${index ? 'b' : 'a'}`, { env: { ...env, PORT: String(ports[index]) }, keepData: true, prepare: prepare ? undefined : false })

  beforeAll(async () => {
    fs.rmSync(folder, { recursive: true, force: true })
    fs.mkdirSync(folder, { recursive: true })
    ports = [await freePort(), await freePort()]
    const frontPort = await freePort()
    front = `http://127.0.0.1:${frontPort}`
    const redisUrl = new URL(redis!.url)
    redisUrl.pathname = `/${SHARED_REDIS_DB}`
    env = {
      DATABASE_URL: (await ownPostgresDatabase('rolling_restart'))!,
      REDIS_URL: redisUrl.toString(),
      PAYLOAD_SECRET: 'rolling-restart-test-secret-0123456789abcdef',
      TRUSTED_PROXY_HOPS: '1',
      // The visitor's address is the front's, where the forms' pages come from.
      SITE_URL: front,
    }
    servers[0] = await start(0, true)
    servers[1] = await start(1, true)
    fs.writeFileSync(path.join(folder, 'nginx.conf'), nginxConfig(folder, frontPort, ports))
    nginx = spawn(NGINX, ['-c', path.join(folder, 'nginx.conf'), '-p', folder], { stdio: 'inherit' })
    for (let tries = 0; tries < 100; tries += 1) {
      if ((await fetch(`${front}/healthz`).then((response) => response.status, () => 0)) === 200) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }, 600_000)

  afterAll(async () => {
    nginx?.kill('SIGTERM')
    for (const server of servers) server?.stop()
    await redis?.close()
  })

  it('loses no page view and no inquiry while both instances restart one after the other', { timeout: 600_000 }, async () => {
    const token = await xsrfToken(front)
    const failures: string[] = []
    let pageViews = 0
    let inquiries = 0
    let loading = true

    const viewPages = async () => {
      while (loading) {
        const status = await fetch(`${front}/about-us`).then((response) => response.status, (error: Error) => error.message)
        if (status === 200) pageViews += 1
        else failures.push(`page view: ${status}`)
      }
    }
    const sendInquiries = async () => {
      while (loading) {
        const response = await fetch(`${front}/v1/ContactUS/addInquiry`, {
          method: 'POST',
          headers: formHeaders({ 'content-type': 'application/json' }, { origin: front, token }),
          body: JSON.stringify(validInquiry({ email: `rolling${inquiries}@example.com` })),
        }).catch((error: Error) => error.message)
        if (typeof response !== 'string' && response.status === 201) inquiries += 1
        else failures.push(`inquiry: ${typeof response === 'string' ? response : `${response.status} ${await response.text()}`}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    const load = [viewPages(), viewPages(), viewPages(), viewPages(), sendInquiries(), sendInquiries()]

    await rollingRestart(
      ([0, 1] as const).map((index) => ({
        readyUrl: `http://127.0.0.1:${ports[index]}/readyz`,
        restart: async () => {
          await servers[index]!.kill('SIGTERM')
          servers[index] = await start(index, false)
        },
      })),
      { log: () => undefined },
    )
    loading = false
    await Promise.all(load)

    expect(failures).toEqual([])
    expect(pageViews).toBeGreaterThan(100)
    expect(inquiries).toBeGreaterThan(20)
  })
})
