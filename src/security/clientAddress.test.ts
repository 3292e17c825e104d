import { describe, expect, it } from 'vitest'

import { clientAddress, PEER_HEADER } from './clientAddress'

const headers = (values: Record<string, string>) => new Headers(values)

describe('clientAddress', () => {
  it('is the connection when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    const request = headers({ 'x-forwarded-for': '203.0.113.9, 198.51.100.7', [PEER_HEADER]: '192.0.2.10' })
    expect(clientAddress(request, 0)).toBe('192.0.2.10')
  })

  it('counts trusted proxy hops from the right, so entries the client wrote are never used', () => {
    // client wrote 203.0.113.9; the proxy appended the real client 198.51.100.7; the proxy itself connected.
    const request = headers({ 'x-forwarded-for': '203.0.113.9, 198.51.100.7', [PEER_HEADER]: '10.0.0.2' })
    expect(clientAddress(request, 1)).toBe('198.51.100.7')
    expect(clientAddress(request, 2)).toBe('203.0.113.9')
  })

  it('rotating X-Forwarded-For does not change the address with no trusted proxy', () => {
    const seen = new Set(
      Array.from({ length: 23 }, (_, index) =>
        clientAddress(headers({ 'x-forwarded-for': `198.51.100.${index}`, [PEER_HEADER]: '192.0.2.10' }), 0),
      ),
    )
    expect([...seen]).toEqual(['192.0.2.10'])
  })

  it('stops at the leftmost entry when more hops are configured than present', () => {
    expect(clientAddress(headers({ [PEER_HEADER]: '192.0.2.10' }), 3)).toBe('192.0.2.10')
  })

  it('spells IPv4-mapped IPv6 addresses as IPv4', () => {
    expect(clientAddress(headers({ [PEER_HEADER]: '::FFFF:192.0.2.10' }), 0)).toBe('192.0.2.10')
  })

  it('falls back to the address Next recorded when the site server is not in front', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '192.0.2.44' }), 0)).toBe('192.0.2.44')
    expect(clientAddress(headers({}), 0)).toBe('unknown')
  })
})
