import { afterEach, describe, expect, it, vi } from 'vitest'

import type { FileStore } from '@/services/storage/fileStore'

import { removeDocuments } from './removeDocuments'

afterEach(() => {
  vi.useRealTimers()
})

/** A store holding `keys` whose removals fail while `outage` says so. */
function storeWith(keys: string[], outage: (key: string) => boolean) {
  const held = new Set(keys)
  const store = {
    kind: 'disk',
    remove: vi.fn(async (key: string) => {
      if (outage(key)) throw Object.assign(new Error(`cannot reach the bucket for ${key}`), { code: 'ECONNRESET' })
      held.delete(key)
    }),
  } as unknown as FileStore
  return { store, held }
}

const quietLog = () => ({ error: vi.fn(), warn: vi.fn() })

describe('removeDocuments', () => {
  it('removes every file at once when the store answers, and logs nothing', async () => {
    const { store, held } = storeWith(['documents/a.pdf', 'documents/b.pdf'], () => false)
    const log = quietLog()
    await removeDocuments(store, ['documents/a.pdf', 'documents/b.pdf'], { log })
    expect(held.size).toBe(0)
    expect(log.error).not.toHaveBeenCalled()
  })

  it('tries again later, only the files that failed, until the store answers', async () => {
    vi.useFakeTimers()
    let down = true
    const { store, held } = storeWith(['documents/a.pdf', 'documents/b.pdf'], (key) => down && key === 'documents/b.pdf')
    const log = quietLog()
    await removeDocuments(store, ['documents/a.pdf', 'documents/b.pdf'], { retryDelaysMs: [1000, 5000], log })
    expect([...held]).toEqual(['documents/b.pdf'])
    expect(log.error).toHaveBeenCalledTimes(1)
    expect(log.error.mock.calls[0]![0]).toBe('Removing 1 document(s) of a submission that was not stored failed: Error (code ECONNRESET); trying again later.')

    await vi.advanceTimersByTimeAsync(999)
    expect(store.remove).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(store.remove).toHaveBeenCalledTimes(3)
    expect(store.remove).toHaveBeenLastCalledWith('documents/b.pdf')
    expect(held.has('documents/b.pdf')).toBe(true)

    down = false
    await vi.advanceTimersByTimeAsync(5000)
    expect(held.size).toBe(0)
    expect(log.warn).toHaveBeenCalledWith('1 document(s) of a submission that was not stored were removed on a later try.')
    await vi.advanceTimersByTimeAsync(60 * 60_000)
    expect(store.remove).toHaveBeenCalledTimes(4)
  })

  it('gives up after the last try and says how many are left, never which', async () => {
    vi.useFakeTimers()
    const { store, held } = storeWith(['documents/nic-of-applicant.pdf'], () => true)
    const log = quietLog()
    await removeDocuments(store, ['documents/nic-of-applicant.pdf'], { retryDelaysMs: [1000, 1000], log })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(store.remove).toHaveBeenCalledTimes(3)
    expect(held.size).toBe(1)
    expect(log.error).toHaveBeenLastCalledWith('1 document(s) of a submission that was not stored are still in the file store after every try.')
    const logged = log.error.mock.calls.flat().join('\n')
    expect(logged).not.toContain('nic-of-applicant')
    expect(logged).not.toContain('bucket')
  })
})
