/**
 * The unit every per-client limit counts by: an IPv4 address, or an IPv6
 * /64, which one household or attacker usually holds whole (a client with a
 * /64 can send each request from another of its 2^64 addresses). The form,
 * status and sign-in limits (through clientNetwork in ./clientAddress.ts) and
 * the site's server's connection cap (./slowClients.mjs) all count by it.
 * Plain JavaScript so that the server can import it.
 */
import { isIPv6 } from 'node:net'

/**
 * One spelling per address: lower case, and IPv4 seen through an IPv6 socket
 * (`::ffff:10.0.0.1`) as the IPv4 address it is.
 * @param {string} address
 */
export function normalizeAddress(address) {
  const lower = address.toLowerCase()
  return lower.startsWith('::ffff:') && lower.includes('.') ? lower.slice('::ffff:'.length) : lower
}

/**
 * One key per client network: an IPv4 address, or an IPv6 /64. IPv4 through
 * an IPv6 socket or proxy (::ffff:a.b.c.d, however spelled) is that IPv4
 * address: grouping it by /64 would put every such client in one bucket.
 * Anything else (not an address, or a network already) is kept as it is.
 * @param {string} address
 */
export function networkOf(address) {
  const groups = ipv6Groups(/** @type {string} */ (address.split('%')[0]))
  if (!groups) return address
  const [, , , , , marker = 0, high = 0, low = 0] = groups
  if (groups.slice(0, 5).every((group) => group === 0) && marker === 0xffff) {
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`
}

/**
 * The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail gives two), or null for anything else.
 * @param {string} address
 * @returns {number[] | null}
 */
function ipv6Groups(address) {
  if (!isIPv6(address)) return null
  /** @param {string} part */
  const groupsOf = (part) =>
    (part === '' ? [] : part.split(':')).flatMap((group) => {
      if (!group.includes('.')) return [parseInt(group, 16)]
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number)
      return [(a << 8) | b, (c << 8) | d]
    })
  const [head = '', tail] = address.split('::')
  const start = groupsOf(head)
  const end = tail === undefined ? [] : groupsOf(tail)
  return [...start, ...Array(8 - start.length - end.length).fill(0), ...end]
}
