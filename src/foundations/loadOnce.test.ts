import { describe, expect, it, vi } from 'vitest'

import { loadOnce } from './loadOnce'

describe('loadOnce', () => {
  it('fetches at the first call, not before, and every call shares that one fetch', async () => {
    const load = vi.fn(async () => 'module')
    const fetchModule = loadOnce(load)
    expect(load).not.toHaveBeenCalled()
    const [first, second] = await Promise.all([fetchModule(), fetchModule()])
    expect(await fetchModule()).toBe('module')
    expect([first, second]).toEqual(['module', 'module'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets a failed fetch: the calls sharing it fail, and the next call fetches again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module')
    const fetchModule = loadOnce(load)
    const failing = [fetchModule(), fetchModule()]
    await expect(failing[0]).rejects.toThrow('offline')
    await expect(failing[1]).rejects.toThrow('offline')
    expect(await fetchModule()).toBe('module')
    expect(await fetchModule()).toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
