/**
 * A clamd of the test's own: Debian's /usr/sbin/clamd (package clamav-daemon,
 * which .ci/run installs), on a free port of 127.0.0.1, with its config file
 * and signature database in a temporary folder. The database is one MD5
 * signature of the EICAR test file, the harmless file every virus scanner
 * reports; its text is put together here at run time, so the repository never
 * holds it whole and no developer's virus scanner flags a clone. Neither the
 * machine's clamd service nor freshclam is used (CI has no internet).
 *
 * Under CI=true a clamd that cannot be started fails the run; elsewhere the
 * tests that need it are skipped with a warning that says so.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export const CLAMD_BINARY = '/usr/sbin/clamd'

/** The signature's name in the database; clamd reports it with `.UNOFFICIAL` added. */
export const TEST_SIGNATURE = 'Campus-Test-EICAR'

/** The EICAR test file (68 bytes), assembled from pieces that are harmless alone. */
export function eicar(): Buffer {
  const pieces = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-', 'ANTIVIRUS-TEST-', 'FILE!$H+H*']
  return Buffer.from(pieces.join(''), 'latin1')
}

/** Above the largest file the site takes (a staff upload, 20 MB), as docs/virus-scan.md asks of a real clamd. */
const STREAM_MAX_LENGTH = '25M'

export type TestClamd = {
  port: number
  /** The variables that point the site at this clamd. */
  env: { CLAMD_HOST: string; CLAMD_PORT: string }
  /** Stops clamd (the site's next scan finds the port closed); resolves once it has exited. */
  stop(): Promise<void>
  /** Stops clamd if it runs and removes its folder. */
  close(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** clamd's answer to PING, or null when it does not answer. */
function ping(port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    let reply = ''
    socket.setTimeout(2000, () => socket.destroy())
    socket.on('connect', () => socket.write('zPING\0'))
    socket.on('data', (chunk) => (reply += chunk.toString('latin1')))
    socket.on('error', () => resolve(null))
    socket.on('close', () => resolve(reply || null))
  })
}

async function launch(): Promise<TestClamd> {
  if (!fs.existsSync(CLAMD_BINARY)) throw new Error(`${CLAMD_BINARY} is missing (apt-get install -y clamav-daemon)`)
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-clamd-'))
  const database = path.join(folder, 'db')
  const temporary = path.join(folder, 'tmp')
  fs.mkdirSync(database)
  fs.mkdirSync(temporary)
  const sample = eicar()
  fs.writeFileSync(path.join(database, 'campus-test.hdb'), `${createHash('md5').update(sample).digest('hex')}:${sample.length}:${TEST_SIGNATURE}\n`)
  const port = await freePort()
  const config = path.join(folder, 'clamd.conf')
  fs.writeFileSync(
    config,
    [
      `TCPSocket ${port}`,
      'TCPAddr 127.0.0.1',
      `DatabaseDirectory ${database}`,
      `TemporaryDirectory ${temporary}`,
      'Foreground yes',
      'LogSyslog no',
      `LogFile ${path.join(folder, 'clamd.log')}`,
      `PidFile ${path.join(folder, 'clamd.pid')}`,
      `StreamMaxLength ${STREAM_MAX_LENGTH}`,
      // The one signature above: no bytecode database to look for, no checks of the folder while the tests run.
      'Bytecode no',
      'SelfCheck 0',
      '',
    ].join('\n'),
  )

  let output = ''
  const child: ChildProcess = spawn(CLAMD_BINARY, ['--config-file', config], { stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.once('error', (error) => {
      output += String(error)
      resolve()
    })
  })
  let running = true
  void exited.then(() => (running = false))

  const stop = async () => {
    if (!running || !child.pid) return
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
    await exited
  }
  const close = async () => {
    await stop()
    fs.rmSync(folder, { recursive: true, force: true })
  }

  // Loading the database takes a moment; clamd answers PING only once it is ready.
  const deadline = Date.now() + 60_000
  while ((await ping(port)) !== 'PONG\0') {
    if (!running || Date.now() > deadline) {
      await close()
      throw new Error(`clamd did not answer PING on port ${port}${running ? ' within 60 s' : ' and exited'}: ${output.trim().slice(-2000)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { port, env: { CLAMD_HOST: '127.0.0.1', CLAMD_PORT: String(port) }, stop, close }
}

export async function startTestClamd(): Promise<TestClamd | null> {
  try {
    return await launch()
  } catch (error) {
    const reason = `clamd could not be started: ${(error as Error).message}`
    if (process.env.CI === 'true') throw new Error(`${reason}. The virus scan tests cannot be skipped in CI.`)
    console.warn(`${reason}. Skipping the virus scan tests.`)
    return null
  }
}
