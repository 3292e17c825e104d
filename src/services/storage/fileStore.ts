/**
 * Where uploaded files live: under DATA_DIR on this machine, or, with
 * S3_BUCKET set, in an S3-compatible bucket that every instance of the site
 * shares. Both are addressed by the same keys, paths relative to either:
 * `media/<name>`, `documents/<name>`, `videos/<name>` (Payload's upload
 * collections) and `private/applications/<name>` (applicants' documents).
 *
 * Nothing is ever written with an ACL: a bucket's objects stay as private as
 * the bucket, and the site serves them itself, checking who asks.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'

import { getEnv, type S3Settings } from '@/settings'
import { MAX_FILE_BYTES } from '@/foundations/formRules/applicationDocuments'

export type StoredFile = { body: ReadableStream<Uint8Array>; size: number }

export interface FileStore {
  readonly kind: 'disk' | 's3'
  /**
   * Stores a file under `key`: a path to a file on this machine (on disk it is
   * moved, so the source is gone afterwards) or the bytes themselves.
   */
  put(key: string, source: string | Uint8Array, contentType: string): Promise<void>
  /** The file as a stream with its size; null when there is none under `key`. */
  open(key: string): Promise<StoredFile | null>
  /** The whole file (callers use it for files of at most a few MB); null when there is none. */
  readAll(key: string): Promise<Buffer | null>
  /** Removes the file; a key with no file is not an error. */
  remove(key: string): Promise<void>
  /** Removes every file whose key starts with `folder/`. */
  removeFolder(folder: string): Promise<void>
  /** Throws when the store cannot be reached: the folder is missing, or the bucket does not answer (/readyz). */
  reachable(): Promise<void>
}

/** Keys are made by the site, never taken from a request: refuse anything that could leave its folder. */
function checkedKey(key: string): string {
  // A folder of the site, then one name: no separator, no control character, not starting with a dot.
  if (!/^[a-z]+(\/[a-z]+)*\/[^./\\\u0000-\u001f\u007f][^/\\\u0000-\u001f\u007f]*$/.test(key)) {
    throw new Error('Not a storage key the site makes.')
  }
  return key
}

export class DiskStore implements FileStore {
  readonly kind = 'disk'

  constructor(private readonly root: string) {}

  private location(key: string): string {
    return path.join(this.root, ...checkedKey(key).split('/'))
  }

  // The disk keeps no content type: the records hold it.
  async put(key: string, source: string | Uint8Array, _contentType?: string): Promise<void> {
    const target = this.location(key)
    await fs.promises.mkdir(path.dirname(target), { recursive: true })
    // The uploads in progress sit in DATA_DIR too: a rename, never a copy.
    if (typeof source === 'string') await fs.promises.rename(source, target)
    else await fs.promises.writeFile(target, source)
  }

  async open(key: string): Promise<StoredFile | null> {
    const location = this.location(key)
    const stat = await fs.promises.stat(location).catch(() => null)
    if (!stat?.isFile()) return null
    return { body: Readable.toWeb(fs.createReadStream(location)) as ReadableStream<Uint8Array>, size: stat.size }
  }

  async readAll(key: string): Promise<Buffer | null> {
    return fs.promises.readFile(this.location(key)).catch(() => null)
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.location(key), { force: true })
  }

  async removeFolder(folder: string): Promise<void> {
    await fs.promises.rm(path.join(this.root, ...folder.split('/')), { recursive: true, force: true })
  }

  async reachable(): Promise<void> {
    await fs.promises.access(this.root, fs.constants.R_OK | fs.constants.W_OK)
  }
}

/** Answers for a key with no object: the SDK's NoSuchKey, or a bare 404 from HEAD-like replies. */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return failure?.name === 'NoSuchKey' || failure?.name === 'NotFound' || failure?.$metadata?.httpStatusCode === 404
}

class S3Store implements FileStore {
  readonly kind = 's3'

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async put(key: string, source: string | Uint8Array, contentType: string): Promise<void> {
    const size = typeof source === 'string' ? (await fs.promises.stat(source)).size : source.byteLength
    // In memory up to the documents' own limit, so that the SDK can send it again after a passing failure (a stream cannot be replayed).
    const body = typeof source !== 'string' ? source : size <= MAX_FILE_BYTES ? await fs.promises.readFile(source) : fs.createReadStream(source)
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: checkedKey(key), Body: body, ContentLength: size, ContentType: contentType }),
    )
  }

  async open(key: string): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }))
      if (!object.Body) return null
      return { body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: Number(object.ContentLength ?? 0) }
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  async readAll(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }))
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }))
  }

  async removeFolder(folder: string): Promise<void> {
    let token: string | undefined
    do {
      const listed = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${folder}/`, ContinuationToken: token }),
      )
      const keys = (listed.Contents ?? []).flatMap((entry) => (entry.Key ? [{ Key: entry.Key }] : []))
      if (keys.length > 0) await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }))
      token = listed.IsTruncated ? listed.NextContinuationToken : undefined
    } while (token)
  }

  async reachable(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }))
  }
}

/** The SDK settings for the configured store; Payload's adapter gets the same. */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 demands them: several S3-compatible stores refuse the SDK's newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

let shared: FileStore | undefined

/** The store this instance uses, from the environment. */
export function fileStore(): FileStore {
  if (shared) return shared
  const { s3, dataDir } = getEnv()
  shared = s3 ? new S3Store(new S3Client(s3ClientConfig(s3)), s3.bucket) : new DiskStore(dataDir)
  return shared
}
