import { describe, expect, it } from 'vitest'

import { readAudit } from './audit.mjs'

describe('the dependency audit', () => {
  it('goes on, saying why, when the advisory service cannot be reached', () => {
    const unreachable = readAudit(JSON.stringify({ message: '405 Method Not Allowed', error: { summary: '' } }))
    expect(unreachable).toMatchObject({ reachable: false, fail: false, reason: '405 Method Not Allowed' })
    expect(readAudit('')).toMatchObject({ reachable: false, fail: false })
  })

  it('prints every advisory and fails on a critical one', () => {
    const report = {
      vulnerabilities: {
        next: { severity: 'critical', range: '<16.3.8', via: [{ title: 'Authorization bypass', url: 'https://advisories.example/1' }] },
        cookie: { severity: 'low', range: '<0.7.0', via: [{ title: 'Out of bounds characters', url: 'https://advisories.example/2' }] },
        'some-wrapper': { severity: 'low', via: ['cookie'] },
      },
    }
    const result = readAudit(JSON.stringify(report))
    expect(result.reachable).toBe(true)
    expect(result.fail).toBe(true)
    expect(result.lines).toEqual([
      'critical: next <16.3.8 Authorization bypass (https://advisories.example/1)',
      'low: cookie <0.7.0 Out of bounds characters (https://advisories.example/2)',
      'low: some-wrapper through cookie',
    ])
  })

  it('passes when nothing is found or nothing is critical', () => {
    expect(readAudit(JSON.stringify({ vulnerabilities: {} }))).toMatchObject({ reachable: true, fail: false, lines: [] })
    const moderate = { vulnerabilities: { x: { severity: 'high', via: [{ title: 't', url: 'u' }] } } }
    expect(readAudit(JSON.stringify(moderate)).fail).toBe(false)
  })
})
