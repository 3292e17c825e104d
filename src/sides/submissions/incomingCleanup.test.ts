/** The incoming uploads' cleanup, on a real folder with file times set by hand and a fake clock. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { clearIncoming, MAX_UPLOAD_AGE_MS, startIncomingCleanup, sweepIncoming } from './incomingCleanup'

const NOW = Date.parse('2026-03-01T10:00:00Z')
let folder: string

/** An upload's folder with one file, last written `ageMs` before NOW. */
function upload(name: string, ageMs: number, fileAgeMs = ageMs): string {
  const target = path.join(folder, name)
  fs.mkdirSync(target, { recursive: true })
  const file = path.join(target, 'part')
  fs.writeFileSync(file, 'partial upload')
  fs.utimesSync(file, new Date(NOW - fileAgeMs), new Date(NOW - fileAgeMs))
  fs.utimesSync(target, new Date(NOW - ageMs), new Date(NOW - ageMs))
  return target
}

const left = () => fs.readdirSync(folder).sort()

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'incoming-'))
})
afterEach(() => {
  vi.useRealTimers()
  fs.rmSync(folder, { recursive: true, force: true })
})

describe('incoming uploads cleanup', () => {
  it('sweeps folders not written to for longer than an upload may take, and keeps fresh or still-growing ones', async () => {
    upload('abandoned', MAX_UPLOAD_AGE_MS + 60_000)
    upload('fresh', 5 * 60_000)
    // Created long ago, but its file was written a minute ago: a slow upload still arriving.
    upload('growing', MAX_UPLOAD_AGE_MS + 60_000, 60_000)
    fs.writeFileSync(path.join(folder, 'stray'), '')
    fs.utimesSync(path.join(folder, 'stray'), new Date(NOW - 2 * MAX_UPLOAD_AGE_MS), new Date(NOW - 2 * MAX_UPLOAD_AGE_MS))

    expect((await sweepIncoming({ folder, now: () => NOW })).sort()).toEqual(['abandoned', 'stray'])
    expect(left()).toEqual(['fresh', 'growing'])
    // The age is a setting: a shorter one takes the fresh folder too.
    expect(await sweepIncoming({ folder, now: () => NOW, maxAgeMs: 2 * 60_000 })).toEqual(['fresh'])
  })

  it('clears everything at start, and copes with a missing folder', async () => {
    upload('a', 0)
    upload('b', 1000)
    expect(await clearIncoming(folder)).toBe(2)
    expect(left()).toEqual([])
    expect(await clearIncoming(path.join(folder, 'missing'))).toBe(0)
    expect(await sweepIncoming({ folder: path.join(folder, 'missing') })).toEqual([])
  })

  it('starts by clearing, then sweeps on a timer that does not keep the process alive', async () => {
    upload('left by a killed server', 0)
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    let now = NOW
    const timer = await startIncomingCleanup({ folder, intervalMs: 60_000, now: () => now })
    try {
      expect(left()).toEqual([])
      expect(timer.hasRef()).toBe(false)

      upload('later', 0)
      vi.advanceTimersByTime(60_000)
      await vi.waitFor(() => expect(left()).toEqual(['later']))
      now += MAX_UPLOAD_AGE_MS + 1
      vi.advanceTimersByTime(60_000)
      await vi.waitFor(() => expect(left()).toEqual([]))
    } finally {
      clearInterval(timer)
    }
  })
})
