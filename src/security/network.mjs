/**
 * The unit every per-client limit counts by: an IPv4 address, or an IPv6
 * /64, which one household or attacker usually holds whole (a client with a
 * /64 can rotate through 2^64 addresses). Plain JavaScript so that the site's
 * server can use it too (scripts/serve.mjs).
 */
import { isIPv6 } from 'node:net'

/**
 * One spelling per address: lower case, without a zone, and IPv4 seen
 * through an IPv6 socket (`::ffff:10.0.0.1`) as the IPv4 address it is.
 * @param {string} address
 */
export function normalizeAddress(address) {
  const lower = address.trim().toLowerCase().split('%')[0] ?? ''
  return lower.startsWith('::ffff:') && lower.includes('.') ? lower.slice('::ffff:'.length) : lower
}

/**
 * The network a client address belongs to: the address itself for IPv4
 * (or anything that is not IPv6), `a:b:c:d::/64` for IPv6.
 * @param {string} address
 */
export function networkOf(address) {
  const plain = normalizeAddress(address)
  if (!isIPv6(plain)) return plain
  const [head = '', tail] = plain.split('::')
  /** @param {string} part */
  const groupsOf = (part) => (part === '' ? [] : part.split(':'))
  /** @param {string[]} groups */
  const width = (groups) => groups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0)
  const headGroups = groupsOf(head)
  const tailGroups = tail === undefined ? [] : groupsOf(tail)
  const zeros = tail === undefined ? [] : Array(8 - width(headGroups) - width(tailGroups)).fill('0')
  const prefix = [...headGroups, ...zeros, ...tailGroups].slice(0, 4)
  return `${prefix.map((group) => (group.includes('.') ? group : parseInt(group, 16).toString(16))).join(':')}::/64`
}
