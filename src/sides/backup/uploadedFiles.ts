/**
 * The uploaded files a backup takes and a restore puts back, under the same
 * keys as the site's file store (`media/<name>`, ..., `private/applications/<name>`):
 * in DATA_DIR, or in the bucket when S3_BUCKET is set.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

import type { S3Settings } from '@/settings'
import { s3ClientConfig } from '@/services/storage/fileStore'

import { FILE_FOLDERS } from './snapshot'

export interface UploadedFiles {
  /** For messages: the folder or the bucket. */
  readonly where: string
  /** Copies the file under `key` to `target`; false when there is none. */
  fetch(key: string, target: string): Promise<boolean>
  /** Puts the file at `source` under `key`; `source` may be moved. */
  put(key: string, source: string): Promise<void>
  /** Every key in the site's file folders. */
  list(): Promise<string[]>
  close(): void
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
  mp4: 'video/mp4',
  webm: 'video/webm',
}

const contentType = (key: string) => CONTENT_TYPES[path.extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream'

class DiskFiles implements UploadedFiles {
  constructor(private readonly root: string) {}

  get where() {
    return this.root
  }

  private location(key: string) {
    return path.join(this.root, ...key.split('/'))
  }

  async fetch(key: string, target: string): Promise<boolean> {
    await fs.promises.mkdir(path.dirname(target), { recursive: true })
    // A hard link costs nothing and keeps the bytes even if the site deletes the file meanwhile; stored files are never rewritten.
    try {
      await fs.promises.link(this.location(key), target)
      return true
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT') return false
      if (code !== 'EXDEV' && code !== 'EPERM') throw error
    }
    try {
      await fs.promises.copyFile(this.location(key), target)
      return true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
      throw error
    }
  }

  async put(key: string, source: string): Promise<void> {
    const target = this.location(key)
    await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
    await moveFile(source, target)
    // Whatever mode the file had where it was taken from, it is the owner's alone here.
    await fs.promises.chmod(target, 0o600)
  }

  async list(): Promise<string[]> {
    const keys: string[] = []
    const walk = async (folder: string) => {
      const entries = await fs.promises.readdir(this.location(folder), { withFileTypes: true }).catch(() => [])
      for (const entry of entries) {
        if (entry.isDirectory()) await walk(`${folder}/${entry.name}`)
        else keys.push(`${folder}/${entry.name}`)
      }
    }
    for (const folder of FILE_FOLDERS) await walk(folder)
    return keys.sort()
  }

  close() {}
}

class BucketFiles implements UploadedFiles {
  private readonly client: S3Client

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client(s3ClientConfig(settings))
  }

  get where() {
    return `the bucket ${this.settings.bucket}`
  }

  async fetch(key: string, target: string): Promise<boolean> {
    await fs.promises.mkdir(path.dirname(target), { recursive: true })
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }))
      if (!object.Body) return false
      await pipeline(object.Body as Readable, fs.createWriteStream(target))
      return true
    } catch (error) {
      const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } }
      if (failure.name === 'NoSuchKey' || failure.$metadata?.httpStatusCode === 404) return false
      throw error
    }
  }

  async put(key: string, source: string): Promise<void> {
    const size = (await fs.promises.stat(source)).size
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: fs.createReadStream(source), ContentLength: size, ContentType: contentType(key) }),
    )
  }

  async list(prefixes: readonly string[] = FILE_FOLDERS.map((folder) => `${folder}/`)): Promise<string[]> {
    const keys: string[] = []
    for (const prefix of prefixes) {
      let token: string | undefined
      do {
        const listed = await this.client.send(new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token }))
        for (const entry of listed.Contents ?? []) if (entry.Key) keys.push(entry.Key)
        token = listed.IsTruncated ? listed.NextContinuationToken : undefined
      } while (token)
    }
    return keys.sort()
  }

  /** Moves every object of the site's folders under `<aside>/`: copied, then deleted. */
  async moveAside(aside: string): Promise<number> {
    const keys = await this.list()
    for (const key of keys) {
      await this.client.send(
        new CopyObjectCommand({ Bucket: this.settings.bucket, Key: `${aside}/${key}`, CopySource: `${this.settings.bucket}/${key.split('/').map(encodeURIComponent).join('/')}` }),
      )
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }))
    }
    return keys.length
  }

  close() {
    this.client.destroy()
  }
}

export function uploadedFiles(settings: { s3: S3Settings | undefined; dataDir: string }): UploadedFiles & { moveAside?: (aside: string) => Promise<number> } {
  return settings.s3 ? new BucketFiles(settings.s3) : new DiskFiles(settings.dataDir)
}

/** The first `count` bytes of a file (fewer when it is shorter). */
export async function firstBytes(file: string, count: number): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r')
  try {
    const buffer = Buffer.alloc(count)
    const { bytesRead } = await handle.read(buffer, 0, count, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/** Renames, or copies and removes when the two are on different file systems. */
export async function moveFile(from: string, to: string): Promise<void> {
  try {
    await fs.promises.rename(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    await fs.promises.copyFile(from, to)
    await fs.promises.rm(from, { force: true })
  }
}
