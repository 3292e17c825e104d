/**
 * Encryption of a backup archive with a passphrase: a key derived with scrypt,
 * then the archive in chunks of 64 KiB, each sealed with AES-256-GCM (its own
 * nonce: a random prefix, the chunk's number and a last-chunk flag). A changed
 * byte fails the chunk it is in; a chunk left out, moved or cut off fails
 * because the numbers or the last-chunk flag no longer match; the header is
 * authenticated with every chunk. A wrong passphrase is told apart by a check
 * value in the header, before any chunk is opened.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { Transform, type TransformCallback } from 'node:stream'

const MAGIC = Buffer.from('CAMPUSBK', 'latin1')
const VERSION = 1
const SALT_BYTES = 16
const PREFIX_BYTES = 7
const CHECK_BYTES = 16
const TAG_BYTES = 16
export const CHUNK_BYTES = 64 * 1024
/** scrypt cost 2^15, r 8, p 1: about 32 MiB and a tenth of a second per try. */
const COST_LOG2 = 15
const HEADER_BYTES = MAGIC.length + 1 + 1 + SALT_BYTES + PREFIX_BYTES + CHECK_BYTES

export class ArchiveRefused extends Error {}

type Keys = { encryption: Buffer; check: Buffer }

async function deriveKeys(passphrase: string, salt: Buffer, costLog2: number): Promise<Keys> {
  const N = 2 ** costLog2
  const derived = await new Promise<Buffer>((resolve, reject) =>
    scrypt(passphrase.normalize('NFC'), salt, 64, { N, r: 8, p: 1, maxmem: 256 * N * 8 }, (error, key) => (error ? reject(error) : resolve(key))),
  )
  return { encryption: derived.subarray(0, 32), check: derived.subarray(32) }
}

const checkValue = (keys: Keys) => createHmac('sha256', keys.check).update('campus backup passphrase check').digest().subarray(0, CHECK_BYTES)

function nonce(prefix: Buffer, index: number, last: boolean): Buffer {
  const value = Buffer.alloc(12)
  prefix.copy(value, 0)
  value.writeUInt32BE(index, PREFIX_BYTES)
  value[11] = last ? 1 : 0
  return value
}

/** True when the file's first bytes are those of an encrypted archive. */
export function isEncrypted(firstBytes: Buffer): boolean {
  return firstBytes.length >= MAGIC.length && firstBytes.subarray(0, MAGIC.length).equals(MAGIC)
}

/** A stream that encrypts what goes through it with `passphrase`. */
export async function encryptingStream(passphrase: string): Promise<Transform> {
  const salt = randomBytes(SALT_BYTES)
  const prefix = randomBytes(PREFIX_BYTES)
  const keys = await deriveKeys(passphrase, salt, COST_LOG2)
  const header = Buffer.concat([MAGIC, Buffer.from([VERSION, COST_LOG2]), salt, prefix, checkValue(keys)])
  let pending = Buffer.alloc(0)
  let index = 0
  const seal = (plain: Buffer, last: boolean): Buffer => {
    if (index >= 0xffffffff) throw new Error('The archive is too large to encrypt in one piece.')
    const cipher = createCipheriv('aes-256-gcm', keys.encryption, nonce(prefix, index, last))
    cipher.setAAD(header)
    index += 1
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()])
  }
  let headerSent = false
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      if (!headerSent) {
        this.push(header)
        headerSent = true
      }
      pending = Buffer.concat([pending, chunk])
      // The last chunk is sealed only at the end: a chunk may be full and still be the last.
      while (pending.length > CHUNK_BYTES) {
        this.push(seal(pending.subarray(0, CHUNK_BYTES), false))
        pending = pending.subarray(CHUNK_BYTES)
      }
      done()
    },
    flush(done: TransformCallback) {
      if (!headerSent) this.push(header)
      this.push(seal(pending, true))
      done()
    },
  })
}

/**
 * A stream that decrypts an archive encrypted with `passphrase`. It fails with
 * ArchiveRefused (wrong passphrase, a changed byte, a cut-off end) and never
 * passes on a byte of a chunk that did not authenticate.
 */
export function decryptingStream(passphrase: string): Transform {
  let header: Buffer | null = null
  let keys: Keys | null = null
  let prefix = Buffer.alloc(0)
  let pending = Buffer.alloc(0)
  let index = 0
  const open = (sealed: Buffer, last: boolean): Buffer => {
    const decipher = createDecipheriv('aes-256-gcm', keys!.encryption, nonce(prefix, index, last))
    decipher.setAAD(header!)
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES))
    index += 1
    try {
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()])
    } catch {
      throw new ArchiveRefused(
        last
          ? 'The archive is damaged or cut short: its end does not authenticate (a changed byte, or a backup that did not finish).'
          : `The archive is damaged: part ${index} does not authenticate (a changed byte).`,
      )
    }
  }
  const readHeader = async (): Promise<void> => {
    const bytes = pending.subarray(0, HEADER_BYTES)
    if (!isEncrypted(bytes)) throw new ArchiveRefused('This is not an encrypted archive of this site.')
    if (bytes[MAGIC.length] !== VERSION) throw new ArchiveRefused(`The archive is encrypted in a format this version cannot read (${bytes[MAGIC.length]}).`)
    const costLog2 = bytes[MAGIC.length + 1] as number
    if (costLog2 < 10 || costLog2 > 20) throw new ArchiveRefused('The archive\'s header is damaged.')
    let offset = MAGIC.length + 2
    const salt = bytes.subarray(offset, (offset += SALT_BYTES))
    prefix = Buffer.from(bytes.subarray(offset, (offset += PREFIX_BYTES)))
    const check = bytes.subarray(offset, (offset += CHECK_BYTES))
    keys = await deriveKeys(passphrase, salt, costLog2)
    if (!timingSafeEqual(check, checkValue(keys))) {
      throw new ArchiveRefused('The passphrase is wrong (BACKUP_PASSPHRASE), or the archive\'s header was changed.')
    }
    header = Buffer.from(bytes)
    pending = pending.subarray(HEADER_BYTES)
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending = Buffer.concat([pending, chunk])
      const work = async () => {
        if (!header) {
          if (pending.length < HEADER_BYTES) return
          await readHeader()
        }
        while (pending.length > CHUNK_BYTES + TAG_BYTES) {
          this.push(open(pending.subarray(0, CHUNK_BYTES + TAG_BYTES), false))
          pending = pending.subarray(CHUNK_BYTES + TAG_BYTES)
        }
      }
      work().then(() => done(), done)
    },
    flush(done: TransformCallback) {
      if (!header || pending.length < TAG_BYTES) {
        done(new ArchiveRefused('The archive is cut short: it ends before its last part.'))
        return
      }
      try {
        this.push(open(pending, true))
        done()
      } catch (error) {
        done(error as Error)
      }
    },
  })
}
