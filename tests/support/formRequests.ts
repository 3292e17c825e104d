/**
 * Building form requests as the site's pages send them, for the handlers
 * called in-process, and reading what they left behind. The headers are
 * tests/support/formHeaders.ts's; the client's address goes in PEER_HEADER
 * (src/services/security/clientAddress.ts), as the site's server passes it on.
 */
import fs from 'node:fs'
import util from 'node:util'

import type { Payload } from 'payload'
import { vi } from 'vitest'

import type { SubmissionDeps } from '@/sides/submissions/handlers'
import { RateLimiter } from '@/services/security/rateLimit'
import { documentsDir, incomingDir } from '@/services/applicantFiles/places'

import { formHeaders, ORIGIN } from './formHeaders'

export { formHeaders, newKey, ORIGIN } from './formHeaders'

/** A limiter of its own, so no test runs into another's limit. */
export const freshDeps = (extra: Partial<SubmissionDeps> = {}): SubmissionDeps => ({ limiter: new RateLimiter(1_000_000, 60_000), ...extra })

/** A JSON form; `body` is sent as JSON unless it is already text. */
export function jsonRequest(path: string, body: unknown, extra: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}/v1${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...formHeaders(extra) },
  })
}

export type Upload = { field: string; name: string; data: Buffer | Uint8Array; type?: string }

/** The application as multipart; fields given as a list may repeat a name. `query` follows the path (`?locale=ta`). */
export function applicationRequest(fields: Record<string, string> | [string, string][], files: Upload[] = [], extra: Record<string, string> = {}, query = ''): Request {
  const form = new FormData()
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) form.append(name, value)
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name)
  return multipartRequest(`${ORIGIN}/v1/academicPage/addStudentApplication${query}`, form, formHeaders(extra))
}

/**
 * A POST of a multipart form as the server reads it off a connection: its
 * bytes, in chunks of `chunkSize` (64 KB, as Node reads a socket). Not a
 * FormData body: Node 24's fetch streams one from a task of its own, which
 * fails unhandled once its reader stops early, as the site does when it
 * refuses an upload mid-way.
 */
export function multipartRequest(url: string, form: FormData, headers: Record<string, string> = {}, chunkSize = 64 * 1024): Request {
  const encoded = new Response(form)
  // Read whole, so the encoder's own stream always ends.
  const whole = encoded.arrayBuffer().then((buffer) => new Uint8Array(buffer))
  let offset = 0
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const bytes = await whole
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(offset, (offset += chunkSize)))
    },
  })
  const contentType = encoded.headers.get('content-type') ?? ''
  return new Request(url, { method: 'POST', body, headers: { ...headers, 'content-type': contentType }, duplex: 'half' } as RequestInit)
}

export type Reply = { status: number; body: { success: boolean; message: string; errors?: Record<string, string>; reference?: string } }

export async function read(response: Response): Promise<Reply> {
  return { status: response.status, body: (await response.json()) as Reply['body'] }
}

export const storedFiles = () => (fs.existsSync(documentsDir()) ? fs.readdirSync(documentsDir()).sort() : [])
export const incomingLeft = () => (fs.existsSync(incomingDir()) ? fs.readdirSync(incomingDir()) : [])

export type SubmissionCollection = 'degree-applications' | 'alumni-registrations' | 'inquiries'

export async function countWhere(payload: Payload, collection: SubmissionCollection, field: string, value: string): Promise<number> {
  const found = await payload.count({ collection, where: { [field]: { equals: value } }, overrideAccess: true })
  return found.totalDocs
}

/** A request body that streams `total` bytes in chunks without declaring a length; counts what was pulled. */
export function chunkedBody(total: number, chunkSize = 16 * 1024) {
  const counts = { pulled: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counts.pulled * chunkSize >= total) return controller.close()
        counts.pulled += 1
        controller.enqueue(new Uint8Array(chunkSize).fill(0x20))
      },
      cancel() {
        counts.cancelled = true
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, counts }
}

/**
 * Everything written to the console and to stdout/stderr while `run` runs
 * (Payload's logger writes to stdout directly), as the text that would reach
 * the log.
 */
export async function capturedOutput<T>(run: () => Promise<T>): Promise<{ result: T; output: string }> {
  const lines: string[] = []
  const spies = [
    ...(['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(util.format(...args))),
    ),
    ...[process.stdout, process.stderr].map((stream) =>
      vi.spyOn(stream, 'write').mockImplementation((chunk: unknown) => {
        lines.push(String(chunk))
        return true
      }),
    ),
  ]
  try {
    const result = await run()
    return { result, output: lines.join('\n') }
  } finally {
    spies.forEach((spy) => spy.mockRestore())
  }
}
