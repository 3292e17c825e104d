/**
 * The body limit holds while the body streams: a 50 MB body sent in chunks,
 * without a length, is refused after the first chunk past the limit and
 * nothing more is pulled from it.
 */
import { describe, expect, it } from 'vitest'

import { BodyTooLarge, BodyUnreadable, limitedChunks, readLimitedText } from './requestBody'

const CHUNK = 16 * 1024
const FIFTY_MB = 50 * 1024 * 1024

/** A request whose body would produce `total` bytes, counting what was pulled and whether it was cancelled. */
function streamedRequest(total: number, headers: Record<string, string> = {}) {
  const counts = { pulled: 0, cancelled: false }
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counts.pulled * CHUNK >= total) return controller.close()
        counts.pulled += 1
        controller.enqueue(new Uint8Array(CHUNK).fill(0x20))
      },
      cancel() {
        counts.cancelled = true
      },
    },
    { highWaterMark: 0 },
  )
  const request = new Request('http://campus.test/v1/ContactUS/addInquiry', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)
  return { request, counts }
}

describe('reading a request body within a limit', () => {
  it('stops pulling a 50 MB chunked body soon after 64 KB and refuses it as too large, without cancelling the connection', async () => {
    const { request, counts } = streamedRequest(FIFTY_MB)
    const error = await readLimitedText(request, 64 * 1024).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BodyTooLarge)
    expect((error as BodyTooLarge).status).toBe(413)
    expect((error as BodyTooLarge).message).toBe('The request body is larger than 64 KB.')
    // 64 KB is four chunks; the fifth crosses the limit. Allow the stream one read ahead.
    expect(counts.pulled).toBeGreaterThanOrEqual(5)
    expect(counts.pulled).toBeLessThanOrEqual(6)
    // A cancel would reset the connection, and the reset could overtake the 413.
    expect(counts.cancelled).toBe(false)
  })

  it('refuses a declared Content-Length over the limit before reading anything', async () => {
    const { request, counts } = streamedRequest(FIFTY_MB, { 'content-length': String(FIFTY_MB) })
    await expect(readLimitedText(request, 4096)).rejects.toThrow('The request body is larger than 4 KB.')
    expect(counts.pulled).toBe(0)
  })

  it('reads a body within the limit whole, as UTF-8 text', async () => {
    const text = JSON.stringify({ message: 'Kandy – Colombo ✓' })
    const request = new Request('http://campus.test/', { method: 'POST', body: text })
    expect(await readLimitedText(request, 64 * 1024)).toBe(text)
    const exact = new Request('http://campus.test/', { method: 'POST', body: 'x'.repeat(100) })
    expect(await readLimitedText(exact, 100)).toBe('x'.repeat(100))
    expect(await readLimitedText(new Request('http://campus.test/', { method: 'POST' }), 10)).toBe('')
  })

  it('cancels the stream when the caller stops reading early', async () => {
    const { request, counts } = streamedRequest(FIFTY_MB)
    for await (const chunk of limitedChunks(request, FIFTY_MB)) {
      expect(chunk.byteLength).toBe(CHUNK)
      break
    }
    expect(counts.cancelled).toBe(true)
    expect(counts.pulled).toBeLessThanOrEqual(2)
  })

  it('reports a body whose connection failed midway as unreadable, not as a server fault', async () => {
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1
        if (sent > 2) controller.error(new Error('connection reset'))
        else controller.enqueue(new Uint8Array(10))
      },
    })
    const request = new Request('http://campus.test/', { method: 'POST', body, duplex: 'half' } as RequestInit)
    await expect(readLimitedText(request, 1024)).rejects.toBeInstanceOf(BodyUnreadable)
  })
})
