import { describe, expect, it } from 'vitest'

import { clientAddress, clientNetwork, PEER_HEADER } from './clientAddress'
import { networkOf } from '../../server/network.mjs'

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

describe('networkOf', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2::5', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::5', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    // IPv4 seen through an IPv6 socket or proxy, however spelled, is the IPv4 client, not one /64 for all of them.
    ['::ffff:192.0.2.10', '192.0.2.10'],
    ['0:0:0:0:0:ffff:192.0.2.10', '192.0.2.10'],
    ['::ffff:c000:20a', '192.0.2.10'],
    ['unknown', 'unknown'],
  ])('%s → %s', (address, network) => {
    expect(networkOf(address)).toBe(network)
  })

  it('gives a network once grouped the same network again', () => {
    expect(networkOf(networkOf('2001:db8:1:2::5'))).toBe('2001:db8:1:2::/64')
  })
})

describe('clientNetwork', () => {
  it('keys every address of one IPv6 /64 as one client, and another /64 apart', () => {
    const networks = new Set(
      Array.from({ length: 22 }, (_, index) => clientNetwork(headers({ [PEER_HEADER]: `2001:db8:1:2:${index.toString(16)}::${index + 1}` }), 0)),
    )
    expect([...networks]).toEqual(['2001:db8:1:2::/64'])
    expect(clientNetwork(headers({ [PEER_HEADER]: '2001:db8:1:3::1' }), 0)).toBe('2001:db8:1:3::/64')
  })

  it('is the address itself for IPv4, and for IPv4 through an IPv6 socket', () => {
    expect(clientNetwork(headers({ [PEER_HEADER]: '192.0.2.10' }), 0)).toBe('192.0.2.10')
    expect(clientNetwork(headers({ [PEER_HEADER]: '::ffff:192.0.2.10' }), 0)).toBe('192.0.2.10')
  })

  it('groups the address the trusted proxy recorded, not the proxy’s own', () => {
    const request = headers({ 'x-forwarded-for': '2001:db8:9:9::1, 2001:db8:1:2::77', [PEER_HEADER]: '2001:db8:ffff::2' })
    expect(clientNetwork(request, 1)).toBe('2001:db8:1:2::/64')
  })
})
