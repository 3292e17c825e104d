/**
 * POST /web-vitals: one log line per well-formed measurement; anything a
 * browser would not send (line breaks or terminal escapes in the path, odd
 * numbers, unknown names) is refused and nothing is logged; a body is
 * limited while it streams.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'

import { POST } from './route'

const measurement = (overrides: Record<string, unknown> = {}) => ({ name: 'LCP', value: 1234.5, rating: 'good', id: 'v5-1717000000000-7036281964787', path: '/about-us', ...overrides })

const post = (body: unknown) =>
  POST(new Request('http://campus.test/web-vitals', { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json' } }))

let logged: MockInstance<typeof console.info>

beforeEach(() => {
  logged = vi.spyOn(console, 'info').mockImplementation(() => undefined)
})

afterEach(() => {
  logged.mockRestore()
})

describe('POST /web-vitals', () => {
  it('logs a well-formed measurement as one line, its path quoted', async () => {
    const response = await post(measurement({ path: '/degree-registration?id=18&name=BSc%20Applied%20Accounting' }))
    expect(response.status).toBe(204)
    expect(logged).toHaveBeenCalledTimes(1)
    const line = String(logged.mock.calls[0]![0])
    expect(line).toBe('web-vital LCP=1234.5 good path="/degree-registration?id=18&name=BSc%20Applied%20Accounting"')
    expect(line).not.toMatch(/[\n\r\u001b]/)
  })

  it('refuses a path with a line break, a carriage return or a terminal escape, and logs nothing', async () => {
    for (const path of ['/\nweb-vital LCP=1 good /forged', '/about\r\nINFO admin signed in', '/\u001b[2J\u001b[31mred', '/\u0000', '/ spaced', 'about-us', `/${'a'.repeat(300)}`]) {
      const response = await post(measurement({ path }))
      expect({ path, status: response.status }).toEqual({ path, status: 400 })
    }
    expect(logged).not.toHaveBeenCalled()
  })

  it('refuses values a browser never sends: unknown names or ratings, odd ids, numbers out of range or of the wrong type', async () => {
    const refused = [
      measurement({ name: 'NOPE' }),
      measurement({ rating: 'great' }),
      measurement({ id: 'v1\n2' }),
      measurement({ id: '' }),
      measurement({ value: -1 }),
      measurement({ value: 1e12 }),
      measurement({ value: '1234' }),
      measurement({ value: { valueOf: 1 } }),
      measurement({ extra: 'field' }),
      [measurement()],
      'null',
      'not json',
    ]
    for (const body of refused) expect((await post(body)).status).toBe(400)
    expect(logged).not.toHaveBeenCalled()
  })

  it('refuses an 8 MB body with 413 while it streams, without reading the rest', async () => {
    let pulled = 0
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (pulled === 8 * 1024) return controller.close()
          pulled += 1
          controller.enqueue(new Uint8Array(1024).fill(0x20))
        },
      },
      { highWaterMark: 0 },
    )
    const response = await POST(new Request('http://campus.test/web-vitals', { method: 'POST', body, duplex: 'half' } as RequestInit))
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ success: false, message: 'A measurement must be at most 4 KB.' })
    expect(pulled).toBeLessThanOrEqual(6)
    expect(logged).not.toHaveBeenCalled()
  })
})
