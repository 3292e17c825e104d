import { describe, expect, it, vi } from 'vitest'

import { lazyResolver, lazyRules } from './lazyRules'

describe('lazyRules', () => {
  it('loads the rules once, however often they are asked for', async () => {
    const load = vi.fn(async () => ({ name: 'rules' }))
    const rules = lazyRules(load)
    expect(load).not.toHaveBeenCalled()
    await Promise.all([rules.prepare(), rules.prepare()])
    await rules.prepare()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ name: 'rules' })
    const rules = lazyRules(load)
    await expect(rules.prepare()).rejects.toThrow('offline')
    await expect(rules.prepare()).resolves.toEqual({ name: 'rules' })
  })

  it('checks with the resolver the loaded rules give', async () => {
    const rules = lazyRules(async () => ({ resolver: async (values: { a: string }) => ({ values, errors: {} }) }))
    const resolver = lazyResolver(rules, (loaded) => loaded.resolver as never)
    expect(await resolver({ a: 'x' }, undefined, { fields: {}, shouldUseNativeValidation: false })).toEqual({ values: { a: 'x' }, errors: {} })
  })
})
