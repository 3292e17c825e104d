/**
 * Reads a request body as it streams, never holding more than `limit` bytes
 * (plus the one chunk that crosses it): a chunked body declares no length, so
 * the size can only be known while reading. Past the limit nothing more is
 * pulled, and the stream is let go rather than cancelled: a cancel destroys
 * the connection, and its reset can reach the client before the 413 it is
 * owed. The rest stays unread until the client closes or the slow-body
 * timer does.
 *
 * Hand-written over the web stream: raw-body and the like read Node streams
 * and pause them rather than cancel the request's web stream.
 */

export class BodyTooLarge extends Error {
  readonly status = 413

  constructor(readonly limit: number) {
    super(`The request body is larger than ${formatBytes(limit)}.`)
    this.name = 'BodyTooLarge'
  }
}

/** The connection ended or failed before the whole body arrived. */
export class BodyUnreadable extends Error {
  constructor() {
    super('The request body could not be read.')
    this.name = 'BodyUnreadable'
  }
}

const formatBytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`)

/**
 * The body's chunks, at most `limit` bytes in all: throws BodyTooLarge as
 * soon as a declared Content-Length or the bytes read pass the limit. The
 * stream is cancelled whenever reading stops early, by a refusal or by the
 * caller; past the limit it is only let go (see above).
 */
export async function* limitedChunks(request: Request, limit: number): AsyncGenerator<Uint8Array, void, undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) throw new BodyTooLarge(limit)
  if (!request.body) return
  const reader = request.body.getReader()
  let ended = false
  let seen = 0
  try {
    for (;;) {
      let next: ReadableStreamReadResult<Uint8Array>
      try {
        next = await reader.read()
      } catch {
        ended = true
        throw new BodyUnreadable()
      }
      if (next.done) {
        ended = true
        return
      }
      seen += next.value.byteLength
      if (seen > limit) {
        ended = true
        throw new BodyTooLarge(limit)
      }
      yield next.value
    }
  } finally {
    if (!ended) await reader.cancel().catch(() => undefined)
    reader.releaseLock()
  }
}

/** The whole body, refused past `limit` bytes (see limitedChunks). */
export async function readLimitedBytes(request: Request, limit: number): Promise<Buffer<ArrayBuffer>> {
  const chunks: Uint8Array[] = []
  for await (const chunk of limitedChunks(request, limit)) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/** The whole body as UTF-8 text, refused past `limit` bytes (see limitedChunks). */
export async function readLimitedText(request: Request, limit: number): Promise<string> {
  return (await readLimitedBytes(request, limit)).toString('utf8')
}
