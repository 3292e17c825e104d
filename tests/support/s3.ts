/**
 * An S3-compatible store for the object storage tests: s3rver, in this
 * process, on a free port of 127.0.0.1 with a temporary folder of its own,
 * behind a server that records every request the site makes (to prove no ACL
 * or bucket policy is ever sent) and can make chosen requests fail as a
 * real store does (500 InternalError), to prove nothing is left behind.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

export type RecordedRequest = { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders }

export type TestS3 = {
  endpoint: string
  bucket: string
  /** The variables that point the site at this store. */
  env: Record<string, string>
  requests: RecordedRequest[]
  /** Makes every request `fails` picks answer 500 until `failNothing()`. */
  failWhen(fails: (request: RecordedRequest) => boolean): void
  failNothing(): void
  /** Every key in the bucket under `prefix`, sorted. */
  keys(prefix?: string): Promise<string[]>
  close(): Promise<void>
}

// s3rver's one built-in account.
const ACCESS_KEY = 'S3RVER'

export async function startTestS3(bucket = 'campus-test'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-s3-'))
  const store = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket }] })
  await store.configureBuckets()
  const handle = store.callback()
  const requests: RecordedRequest[] = []
  let fails: ((request: RecordedRequest) => boolean) | null = null

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://store')
    const recorded = { method: request.method ?? 'GET', path: decodeURIComponent(url.pathname), query: url.searchParams, headers: request.headers }
    requests.push(recorded)
    if (fails?.(recorded)) {
      request.resume()
      response.writeHead(500, { 'Content-Type': 'application/xml' })
      response.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code><Message>Failure made by the test.</Message></Error>')
      return
    }
    handle(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  })

  const keys = async (prefix = '') => {
    const found: string[] = []
    let token: string | undefined
    do {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }))
      for (const entry of listed.Contents ?? []) if (entry.Key) found.push(entry.Key)
      token = listed.IsTruncated ? listed.NextContinuationToken : undefined
    } while (token)
    return found.sort()
  }

  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    requests,
    failWhen(picked) {
      fails = picked
    },
    failNothing() {
      fails = null
    },
    keys,
    async close() {
      client.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
