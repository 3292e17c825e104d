/**
 * Client addresses and account hashes become Redis keys only through a keyed
 * hash: a shared store then holds nothing that names a person, and an IPv4
 * address cannot be found again by hashing all four billion of them.
 */
import { createHmac } from 'node:crypto'

export function hashedKey(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url')
}
