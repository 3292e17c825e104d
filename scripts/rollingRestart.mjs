#!/usr/bin/env node
/**
 * Restarts the instances behind the nginx sample one at a time, losing no
 * request (docs/several-instances.md):
 *
 *   npm run rolling-restart -- http://127.0.0.1:3001/readyz "systemctl restart campus@3001" \
 *                              http://127.0.0.1:3002/readyz "systemctl restart campus@3002"
 *
 * For each instance in turn: run its restart command (which returns once the
 * old process has stopped and the new one has started, as `systemctl
 * restart` does), wait until its /readyz answers 200, then wait
 * SETTLE_S (default 3) more, longer than the sample's fail_timeout, so that
 * nginx sends to it again before the next instance stops. An instance that is
 * not ready within READY_TIMEOUT_S (default 180) stops the roll: the others
 * are left running.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resolves once `url` answers 200; rejects after `timeoutMs`. */
export async function waitUntilReady(url, timeoutMs) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const status = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return
    await sleep(250)
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s: the roll stops here, the other instances are left as they are.`)
}

/**
 * @param {{ readyUrl: string, restart: () => Promise<void> }[]} instances
 * @param {{ settleMs?: number, readyTimeoutMs?: number, log?: (line: string) => void }} options
 */
export async function rollingRestart(instances, { settleMs = 3_000, readyTimeoutMs = 180_000, log = console.log } = {}) {
  for (const [index, instance] of instances.entries()) {
    log(`Restarting instance ${index + 1} of ${instances.length} (${instance.readyUrl})`)
    await instance.restart()
    await waitUntilReady(instance.readyUrl, readyTimeoutMs)
    log(`Instance ${index + 1} is ready; waiting ${settleMs / 1000} s for the proxy to send to it again`)
    if (index < instances.length - 1) await sleep(settleMs)
  }
}

function run(command) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`"${command}" exited with ${code}`))))
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  if (args.length === 0 || args.length % 2 !== 0) {
    console.error('Give pairs of a /readyz address and the command that restarts that instance, in the order to restart them.')
    process.exit(2)
  }
  const instances = []
  for (let index = 0; index < args.length; index += 2) instances.push({ readyUrl: args[index], restart: () => run(args[index + 1]) })
  const seconds = (value, fallback) => (value && Number.isFinite(Number(value)) ? Number(value) * 1000 : fallback)
  rollingRestart(instances, { settleMs: seconds(process.env.SETTLE_S, 3_000), readyTimeoutMs: seconds(process.env.READY_TIMEOUT_S, 180_000) }).then(
    () => console.log('Every instance restarted.'),
    (error) => {
      console.error(error.message)
      process.exit(1)
    },
  )
}
