import { describe, expect, it, vi } from 'vitest'

import { whenReady } from './whenReady'

describe('whenReady', () => {
  it('starts at the first action and carries it out when ready', () => {
    const start = vi.fn()
    const gate = whenReady<string[]>()
    gate.startWith(start)
    const done: string[] = []
    gate.run((target) => target.push('first'))
    expect(start).toHaveBeenCalledTimes(1)
    gate.ready(done)
    expect(done).toEqual(['first'])
  })

  it('carries out at once an action that comes after ready, before anyone re-renders', () => {
    // The lost press: Embla had started, React had not yet re-rendered with it.
    const start = vi.fn()
    const gate = whenReady<string[]>()
    gate.startWith(start)
    const done: string[] = []
    gate.run(() => {})
    gate.ready(done)
    gate.run((target) => target.push('show image 3'))
    expect(done).toEqual(['show image 3'])
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('keeps only the latest of several waiting actions', () => {
    const gate = whenReady<string[]>()
    const done: string[] = []
    gate.run((target) => target.push('next'))
    gate.run((target) => target.push('image 2'))
    gate.ready(done)
    expect(done).toEqual(['image 2'])
  })

  it('after reset, waits for a new start instead of using what is gone', () => {
    const start = vi.fn()
    const gate = whenReady<string[]>()
    gate.startWith(start)
    const gone: string[] = []
    gate.ready(gone)
    gate.reset()
    gate.run((target) => target.push('late'))
    expect(gone).toEqual([])
    expect(start).toHaveBeenCalledTimes(1)
  })
})
