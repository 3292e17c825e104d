/**
 * The popup's inline script (§2.4) on its own, as the browser runs it while
 * reading Home's HTML: in a bare context with only the few browser objects it
 * uses, so a reference to anything else (a helper the bundler might add)
 * fails here. The browser tests run it in Chromium.
 */
import vm from 'node:vm'

import { describe, expect, it } from 'vitest'

import { POPUP_SESSION_FLAG } from '@/foundations/motion'

import { POPUP_ID, TIMED_BY_PAGE, welcomeScript } from './welcomeSchedule'

function runScript({ seen = false, openedAt = 0 } = {}) {
  const storage = new Map<string, string>(seen ? [[POPUP_SESSION_FLAG, 'true']] : [])
  const timers: { run: () => void; delay: number }[] = []
  const calls: string[] = []
  const popup: Record<string, unknown> = {
    isConnected: true,
    showPopover: () => calls.push('shown'),
    querySelector: (selector: string) => (selector === 'button' ? { focus: () => calls.push('close focused') } : null),
  }
  const window = {
    sessionStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) },
    setTimeout: (run: () => void, delay: number) => timers.push({ run, delay }),
    clearTimeout: () => {},
  }
  const context = vm.createContext({
    window,
    document: { getElementById: (id: string) => (id === POPUP_ID ? popup : null) },
    performance: { now: () => openedAt },
  })
  vm.runInContext(welcomeScript(), context)
  return { storage, timers, calls, popup }
}

describe('the welcome popup’s inline script', () => {
  it('opens the popup when the second since the page opened is up, marks the session and focuses Close', () => {
    const { storage, timers, calls, popup } = runScript({ openedAt: 350 })
    expect(timers.map((timer) => timer.delay)).toEqual([650])
    expect(calls).toEqual([])
    expect(storage.has(POPUP_SESSION_FLAG)).toBe(false)
    timers[0]!.run()
    expect(calls).toEqual(['shown', 'close focused'])
    expect(storage.get(POPUP_SESSION_FLAG)).toBe('true')
    expect(popup[TIMED_BY_PAGE]).toBe(true)
  })

  it('opens it at once when the page took longer than a second to be read', () => {
    expect(runScript({ openedAt: 2400 }).timers.map((timer) => timer.delay)).toEqual([0])
  })

  it('does nothing in a session that has seen it', () => {
    const { timers, popup } = runScript({ seen: true })
    expect(timers).toEqual([])
    expect(popup[TIMED_BY_PAGE]).toBe(true)
  })

  it('leaves the session unmarked when Home was left before the second was up', () => {
    const { storage, timers, calls, popup } = runScript()
    popup.isConnected = false
    timers[0]!.run()
    expect(calls).toEqual([])
    expect(storage.has(POPUP_SESSION_FLAG)).toBe(false)
  })
})
