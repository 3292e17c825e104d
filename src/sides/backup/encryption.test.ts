import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { describe, expect, it } from 'vitest'

import { ArchiveRefused, CHUNK_BYTES, decryptingStream, encryptingStream, isEncrypted } from './encryption'

async function through(data: Buffer, stream: NodeJS.ReadWriteStream): Promise<Buffer> {
  const parts: Buffer[] = []
  await pipeline(Readable.from([data]), stream, async function* (source) {
    for await (const part of source) parts.push(part as Buffer)
  })
  return Buffer.concat(parts)
}

const PASSPHRASE = 'a passphrase for the unit test'
const encrypt = async (data: Buffer) => through(data, await encryptingStream(PASSPHRASE))
const decrypt = (data: Buffer, passphrase = PASSPHRASE) => through(data, decryptingStream(passphrase))

describe('archive encryption', () => {
  it('gives back what it was given, for empty, one-chunk, exactly-full and several-chunk archives', async () => {
    for (const size of [0, 1000, CHUNK_BYTES, 3 * CHUNK_BYTES + 17]) {
      const plain = randomBytes(size)
      const sealed = await encrypt(plain)
      expect(isEncrypted(sealed)).toBe(true)
      // No run of the plain bytes shows through.
      expect(size > 0 && sealed.includes(plain.subarray(0, 64))).toBe(false)
      expect((await decrypt(sealed)).equals(plain), `${size} bytes`).toBe(true)
    }
  })

  it('refuses a wrong passphrase before opening anything', async () => {
    const sealed = await encrypt(randomBytes(5000))
    await expect(decrypt(sealed, 'another passphrase entirely')).rejects.toThrow(/passphrase is wrong/)
  })

  it('refuses a changed byte anywhere, a cut at a chunk boundary and a missing chunk', async () => {
    const sealed = await encrypt(randomBytes(3 * CHUNK_BYTES + 100))
    for (const position of [60, CHUNK_BYTES, sealed.length - 5]) {
      const changed = Buffer.from(sealed)
      changed[position]! ^= 0x80
      await expect(decrypt(changed), `byte ${position}`).rejects.toBeInstanceOf(ArchiveRefused)
    }
    const header = sealed.length - 3 * (CHUNK_BYTES + 16) - (100 + 16)
    const cutAtBoundary = sealed.subarray(0, header + 2 * (CHUNK_BYTES + 16))
    await expect(decrypt(cutAtBoundary)).rejects.toThrow(/cut short/)
    const withoutSecond = Buffer.concat([sealed.subarray(0, header + CHUNK_BYTES + 16), sealed.subarray(header + 2 * (CHUNK_BYTES + 16))])
    await expect(decrypt(withoutSecond)).rejects.toBeInstanceOf(ArchiveRefused)
    await expect(decrypt(sealed.subarray(0, 20))).rejects.toThrow(/cut short/)
  })
})
