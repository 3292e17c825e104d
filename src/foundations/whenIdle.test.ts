import { afterEach, describe, expect, it, vi } from 'vitest'

import { whenIdle } from './whenIdle'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('whenIdle', () => {
  it('waits for an idle callback, passing on the timeout, and can be cancelled', () => {
    const idle = new Map<number, () => void>()
    const requestIdleCallback = vi.fn((run: () => void, _options?: { timeout: number }) => {
      idle.set(idle.size + 1, run)
      return idle.size
    })
    const cancelIdleCallback = vi.fn((handle: number) => idle.delete(handle))
    vi.stubGlobal('window', { requestIdleCallback, cancelIdleCallback })

    const first = vi.fn()
    whenIdle(first, { timeout: 5000 })
    expect(requestIdleCallback).toHaveBeenLastCalledWith(expect.any(Function), { timeout: 5000 })
    expect(first).not.toHaveBeenCalled()
    idle.get(1)?.()
    expect(first).toHaveBeenCalledTimes(1)

    const second = vi.fn()
    const cancel = whenIdle(second)
    expect(requestIdleCallback).toHaveBeenLastCalledWith(expect.any(Function), undefined)
    cancel()
    expect(cancelIdleCallback).toHaveBeenCalledWith(2)
    expect(idle.has(2)).toBe(false)
  })

  it('falls back to a timer where the browser has no idle callbacks', () => {
    vi.useFakeTimers()
    vi.stubGlobal('window', { setTimeout, clearTimeout })

    const soon = vi.fn()
    whenIdle(soon)
    expect(soon).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(soon).toHaveBeenCalledTimes(1)

    const later = vi.fn()
    whenIdle(later, { fallbackMs: 1000 })
    vi.advanceTimersByTime(999)
    expect(later).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(later).toHaveBeenCalledTimes(1)

    const cancelled = vi.fn()
    whenIdle(cancelled)()
    vi.advanceTimersByTime(10)
    expect(cancelled).not.toHaveBeenCalled()
  })
})
