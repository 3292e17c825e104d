import { describe, expect, it, vi } from 'vitest'

import { attempt } from './States'

describe('attempt', () => {
  it('keeps the data of a read that worked', async () => {
    expect(await attempt(async () => [1, 2])).toEqual({ ok: true, data: [1, 2] })
  })

  it('keeps the failure of a read that threw, so the page can show it', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failure = new Error('database unreachable')
    expect(await attempt(async () => Promise.reject(failure))).toEqual({ ok: false, error: failure })
    quiet.mockRestore()
  })
})
