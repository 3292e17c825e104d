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
import { getEnv } from '@/settings'

import { networkOf, normalizeAddress } from '../../server/network.mjs'

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

/** The key every per-client limit counts under: the client's address, grouped by networkOf (./network.mjs). */
export function clientNetwork(headers: Headers, trustedHops: number = getEnv().trustedProxyHops): string {
  return networkOf(clientAddress(headers, trustedHops))
}
