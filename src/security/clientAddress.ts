/**
 * The address of the client a request came from, for rate limits.
 *
 * The site's own server (scripts/serve.mjs) writes the connection's address
 * into PEER_HEADER on every request, replacing any copy the client sent. Each
 * trusted reverse proxy in front of it appends the address it saw to
 * X-Forwarded-For, so the client is found by counting TRUSTED_PROXY_HOPS
 * entries from the right of [...X-Forwarded-For, peer]. Entries further left
 * were written by the client and are never trusted.
 *
 * Limits key on the client's network (clientNetwork), never on the bare
 * address: one IPv6 host commonly holds a whole /64 and can send each
 * request from another address of it.
 */
import { isIPv6 } from 'node:net'

import { getEnv } from '@/env'

export const PEER_HEADER = 'x-campus-peer-address'

export function clientAddress(headers: Headers, trustedHops: number = getEnv().trustedProxyHops): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const peer = headers.get(PEER_HEADER)?.trim()
  // Without the site's server in front (a bare `next start`), Next itself puts
  // the connection's address in X-Forwarded-For only when the client sent none.
  const chain = peer ? [...forwarded, peer] : forwarded
  if (chain.length === 0) return 'unknown'
  const index = Math.max(0, chain.length - 1 - trustedHops)
  return normalizeAddress(chain[index] as string)
}

/** One spelling per address: IPv4 seen through an IPv6 socket is the same client. */
function normalizeAddress(address: string): string {
  const lower = address.toLowerCase()
  return lower.startsWith('::ffff:') && lower.includes('.') ? lower.slice('::ffff:'.length) : lower
}

/** The key every per-client limit counts under: the client's address, grouped by networkOf. */
export function clientNetwork(headers: Headers, trustedHops: number = getEnv().trustedProxyHops): string {
  return networkOf(clientAddress(headers, trustedHops))
}

/**
 * One key per client network: an IPv4 address, or an IPv6 /64, which one
 * household or attacker usually holds whole. IPv4 through an IPv6 socket or
 * proxy (::ffff:a.b.c.d, however spelled) is that IPv4 address: grouping it
 * by /64 would put every such client in one bucket. Anything else (not an
 * address, or a network already) is kept as it is.
 */
export function networkOf(address: string): string {
  const groups = ipv6Groups(address.split('%')[0] as string)
  if (!groups) return address
  const [, , , , , marker = 0, high = 0, low = 0] = groups
  if (groups.slice(0, 5).every((group) => group === 0) && marker === 0xffff) {
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail gives two), or null for anything else. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null
  const groupsOf = (part: string) =>
    (part === '' ? [] : part.split(':')).flatMap((group) => {
      if (!group.includes('.')) return [parseInt(group, 16)]
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number)
      return [(a << 8) | b, (c << 8) | d]
    })
  const [head = '', tail] = address.split('::')
  const start = groupsOf(head)
  const end = tail === undefined ? [] : groupsOf(tail)
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end]
}
