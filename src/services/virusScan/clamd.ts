/**
 * The virus scan every uploaded file goes through before it is stored
 * (docs/decisions/050): ClamAV's daemon, clamd, at CLAMD_HOST:CLAMD_PORT,
 * the file streamed to it with the INSTREAM command by the clamscan package.
 *
 * A scan ends in one of three ways: clean, infected (with clamd's name for
 * what it found), or ScannerUnavailable when clamd refused the connection,
 * did not answer in time, or answered something other than a verdict. The
 * callers refuse the upload in the last two cases: a file is never stored
 * unscanned while a scanner is configured.
 *
 * The log says clamd is not answering at most once a minute, however many
 * uploads are refused meanwhile, and once that it answers again. It never
 * names a file: applicants' file names are personal data.
 */
import fs from 'node:fs'
import net from 'node:net'
import { Readable } from 'node:stream'

import NodeClam from 'clamscan'

import { type ClamdSettings, getEnv } from '@/settings'

export type ScanResult = { infected: false } | { infected: true; signature: string }

/** clamd could not give a verdict; `reason` is a few words for the log, never a file's name or content. */
export class ScannerUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`The virus scanner gave no verdict: ${reason}`)
    this.name = 'ScannerUnavailable'
  }
}

/**
 * By name, not instanceof: the scanner is one per process, shared by every
 * server bundle, and each bundle has a copy of this class of its own.
 */
export function isScannerUnavailable(error: unknown): error is ScannerUnavailable {
  return error instanceof Error && error.name === 'ScannerUnavailable'
}

type Log = Pick<Console, 'warn'>

/** How long one file's scan may take, connection included, before clamd counts as not answering. */
export const SCAN_TIMEOUT_MS = 60_000

/** The least time between two lines saying that clamd does not answer. */
export const OUTAGE_LOG_INTERVAL_MS = 60_000

/** Says that clamd does not answer at most once per interval, and that it answers again once after a line about it. */
export class OutageLog {
  private lastWarnedAt: number | undefined
  private warnedSinceAnswer = false

  constructor(
    private readonly log: Log = console,
    private readonly now: () => number = Date.now,
    private readonly intervalMs = OUTAGE_LOG_INTERVAL_MS,
  ) {}

  failed(reason: string) {
    const time = this.now()
    if (this.lastWarnedAt !== undefined && time - this.lastWarnedAt < this.intervalMs) return
    this.lastWarnedAt = time
    this.warnedSinceAnswer = true
    this.log.warn(
      `The virus scanner (clamd at CLAMD_HOST) did not answer (${reason}): uploads are refused with 503 until it does. Said at most once a minute.`,
    )
  }

  answered() {
    if (!this.warnedSinceAnswer) return
    this.warnedSinceAnswer = false
    this.log.warn('The virus scanner (clamd) answers again: uploads are scanned and stored.')
  }
}

/** Streamed to clamd in pieces of this size: each goes out as one INSTREAM chunk. */
const CHUNK_BYTES = 64 * 1024

function sourceStream(source: string | Buffer): Readable {
  if (typeof source === 'string') return fs.createReadStream(source, { highWaterMark: CHUNK_BYTES })
  return Readable.from(
    (function* pieces() {
      for (let offset = 0; offset < source.length; offset += CHUNK_BYTES) yield source.subarray(offset, offset + CHUNK_BYTES)
    })(),
  )
}

/** clamd's own words, when it answered with an error: printable, short, never the file's. */
function clamdWords(message: string): string | undefined {
  // clamscan's words around clamd's reply, for a stream clamd cut short or answered with an error.
  const reply = /(?:Reply from server|piped-through stream): (.*)$/s.exec(message)?.[1]
  const printable = reply?.replace(/[^\x20-\x7e]/g, '').trim()
  return printable ? printable.slice(0, 100) : undefined
}

/** A few words on why there was no verdict, for the log. */
function reasonOf(error: unknown): string {
  if (isScannerUnavailable(error)) return error.reason
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code)) return code
  const message = error instanceof Error ? error.message : ''
  if (/timed out/i.test(message)) return 'no answer in time'
  const words = clamdWords(message)
  return words ? `clamd answered "${words}"` : 'the connection failed'
}

/** A signature name as clamd gives it (Eicar-Test-Signature, Win.Trojan.Agent-1234), fit for the log. */
const signatureName = (name: string | undefined) => (name ?? '').replace(/[^\w.:-]/g, '').slice(0, 120) || 'unnamed signature'

export type ScannerOptions = {
  timeoutMs?: number
  outage?: OutageLog
  log?: Log
}

export class ClamdScanner {
  private client: Promise<NodeClam> | undefined
  private readonly timeoutMs: number
  readonly outage: OutageLog
  private readonly log: Log

  constructor(
    readonly settings: ClamdSettings,
    options: ScannerOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? SCAN_TIMEOUT_MS
    this.log = options.log ?? console
    this.outage = options.outage ?? new OutageLog(this.log)
  }

  /**
   * The client, set up once. It neither runs a local scanner nor asks clamd
   * anything here: every scan connects afresh, so a clamd that was down at
   * start is used as soon as it answers.
   */
  private clam(): Promise<NodeClam> {
    this.client ??= new NodeClam().init({
      debugMode: false,
      preference: 'clamdscan',
      clamscan: { active: false },
      clamdscan: {
        host: this.settings.host,
        port: this.settings.port,
        socket: false,
        timeout: this.timeoutMs,
        localFallback: false,
        bypassTest: true,
        // No local binary: the daemon over TCP only.
        path: '',
        active: true,
      },
    })
    return this.client
  }

  /** Whether clamd answers a PING with PONG within `timeoutMs`: a figure for operators (src/sides/health/figures.ts). */
  answers(timeoutMs = 2_000): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = net.connect({ host: this.settings.host, port: this.settings.port })
      let reply = ''
      const done = (up: boolean) => {
        socket.destroy()
        resolve(up)
      }
      socket.setTimeout(timeoutMs, () => done(false))
      socket.once('error', () => done(false))
      socket.once('connect', () => socket.write('zPING\0'))
      socket.on('data', (chunk: Buffer) => {
        reply += chunk.toString('latin1')
        if (reply.includes('PONG')) done(true)
      })
      socket.once('end', () => done(reply.includes('PONG')))
    })
  }

  /** Scans a file (its path) or bytes; throws ScannerUnavailable when clamd gives no verdict. */
  async scan(source: string | Buffer): Promise<ScanResult> {
    const stream = sourceStream(source)
    let timer: NodeJS.Timeout | undefined
    try {
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ScannerUnavailable('no answer in time')), this.timeoutMs)
      })
      const clam = await this.clam()
      const result = await Promise.race([clam.scanStream(stream), deadline])
      if (result.isInfected === true) {
        this.outage.answered()
        const signature = signatureName(result.viruses[0])
        this.log.warn(`The virus scanner found ${signature} in an uploaded file; the upload was refused and nothing of it stored.`)
        return { infected: true, signature }
      }
      // clamscan gives null for a reply that is neither OK nor FOUND.
      if (result.isInfected !== false) throw new ScannerUnavailable('clamd gave no verdict')
      this.outage.answered()
      return { infected: false }
    } catch (error) {
      const reason = reasonOf(error)
      this.outage.failed(reason)
      throw error instanceof ScannerUnavailable ? error : new ScannerUnavailable(reason)
    } finally {
      clearTimeout(timer)
      stream.destroy()
    }
  }
}

// One scanner per process, however many bundles load this module: the outage log must count them all.
const SHARED = Symbol.for('campus.virusScanner')

/** The scanner CLAMD_HOST names, or null when none is configured. */
export function virusScanner(): ClamdScanner | null {
  const { clamd } = getEnv()
  if (!clamd) return null
  const holder = globalThis as typeof globalThis & { [SHARED]?: ClamdScanner }
  holder[SHARED] ??= new ClamdScanner(clamd)
  return holder[SHARED]
}

/** Written once at start when no scanner is configured, so that nobody believes uploads are scanned. */
export function warnIfUnscanned(clamd: ClamdSettings | undefined = getEnv().clamd, log: Log = console) {
  if (clamd) return
  log.warn(
    'CLAMD_HOST is not set: uploaded files (applicants\' documents and staff uploads) are stored without a virus scan. Set CLAMD_HOST (and CLAMD_PORT) to scan them with ClamAV\'s clamd (docs/virus-scan.md).',
  )
}
