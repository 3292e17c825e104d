/**
 * The processes a benchmark run starts (the site, the floor, Chromium,
 * nginx, wrk, Lighthouse): each in a process group of its own, so that it is
 * stopped as a whole, whatever it started in turn.
 */
import { spawn } from 'node:child_process'
import net from 'node:net'

/** Process groups this run started; each is stopped as a whole at the end, or on Ctrl-C. */
const groups = new Set()

export function startGroup(command, args, spawnOptions = {}) {
  const child = spawn(command, args, { stdio: 'ignore', ...spawnOptions, detached: true })
  if (child.pid) groups.add(child.pid)
  child.once('error', (error) => console.error(`${command}: ${error.message}`))
  return child
}

const alive = (pgid) => {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

export async function stopGroup(pgid) {
  if (!groups.has(pgid)) return
  for (const [signal, waitMs] of [
    ['SIGTERM', 10_000],
    ['SIGKILL', 5_000],
  ]) {
    try {
      process.kill(-pgid, signal)
    } catch {
      break
    }
    const deadline = Date.now() + waitMs
    while (alive(pgid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
    if (!alive(pgid)) break
  }
  groups.delete(pgid)
}

/** Stops every group this run started that is still running. */
export async function stopAll() {
  await Promise.all([...groups].map(stopGroup))
}

/** Runs a command in its own group to its end; resolves with its output. */
export function run(command, args, { timeoutMs, ...spawnOptions }) {
  return new Promise((resolve) => {
    const child = startGroup(command, args, { ...spawnOptions, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (data) => (stdout += data))
    child.stderr.on('data', (data) => (stderr += data))
    const timer = setTimeout(() => stopGroup(child.pid), timeoutMs)
    child.once('close', async (code, signal) => {
      clearTimeout(timer)
      await stopGroup(child.pid)
      resolve({ code, signal, stdout, stderr })
    })
  })
}

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

export async function waitForServer(url, child, what) {
  for (let tries = 0; tries < 480; tries += 1) {
    if (child.exitCode !== null) throw new Error(`${what} exited before serving (code ${child.exitCode})`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${what} did not answer ${url} within two minutes`)
}
