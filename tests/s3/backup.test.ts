/**
 * A backup with every uploaded file in a bucket (s3rver; tests/support/s3.ts),
 * on a PostgreSQL database of this file's own (`<TEST_DATABASE_URL's
 * database>_s3backup`; only the s3-postgres project runs it, vitest.config.ts):
 * the demo content (its pictures, documents
 * and the application with a deposit slip) backed up from one bucket and
 * restored into an empty second one, compared object by object; a bucket that
 * holds files is refused, and with --replace its objects are moved aside.
 */
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, expect, it } from 'vitest'

import { createBackup, type SiteSettings } from '@/sides/backup/createBackup'
import { restoreBackup, TargetNotEmpty } from '@/sides/backup/restoreBackup'

import { applicationDocuments, databaseContents, fileSums, siteSettings, tempFolder } from '../support/backup'
import { ownPostgresDatabase } from '../support/databases'
import { prepareInChild } from '../support/databaseSetup'
import { startTestS3, type TestS3 } from '../support/s3'

let sourceBucket: TestS3
let targetBucket: TestS3
let source: SiteSettings
let target: SiteSettings
const scratch = tempFolder('s3-backup')

const s3Settings = (bucket: TestS3) => ({ bucket: bucket.bucket, endpoint: bucket.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })

beforeAll(async () => {
  sourceBucket = await startTestS3('campus-backup-source')
  targetBucket = await startTestS3('campus-backup-target')
  const sourceUrl = await ownPostgresDatabase('s3backup')
  const targetUrl = await ownPostgresDatabase('s3restore')
  if (sourceUrl === null || targetUrl === null) throw new Error('The bucket backup tests need TEST_DATABASE_URL.')
  const dataDir = path.join(scratch, 'source')
  await prepareInChild({ ...sourceBucket.env, DATA_DIR: dataDir, DATABASE_URL: sourceUrl, NODE_ENV: 'test' }, 'the database for the bucket backup tests')
  source = siteSettings({ dataDir, databaseUrl: sourceUrl, s3: s3Settings(sourceBucket), backupDir: path.join(scratch, 'backups'), passphrase: 'a passphrase for the bucket' })
  target = siteSettings({ dataDir: path.join(scratch, 'target'), databaseUrl: targetUrl, s3: s3Settings(targetBucket), backupDir: source.backup.dir, passphrase: 'a passphrase for the bucket' })
})

afterAll(async () => {
  await sourceBucket?.close()
  await targetBucket?.close()
  fs.rmSync(scratch, { recursive: true, force: true })
})

it('restores the database and every object into an empty bucket, byte for byte', async () => {
  const { file, manifest } = await createBackup(source)
  expect(manifest.storage).toBe('s3')
  const before = await databaseContents(source)
  expect(manifest.records).toEqual(before.records)
  expect(before.fileKeys.some((key) => key.startsWith('private/applications/'))).toBe(true)
  expect(before.fileKeys.some((key) => key.startsWith('media/'))).toBe(true)
  const sourceSums = await fileSums(source)
  expect(Object.keys(sourceSums)).toEqual(before.fileKeys)

  await restoreBackup(target, file)
  expect((await databaseContents(target)).records).toEqual(before.records)
  expect(await fileSums(target)).toEqual(sourceSums)
  // Nothing went to the disk: the files are the bucket's.
  for (const folder of ['media', 'documents', 'private']) expect(fs.existsSync(path.join(target.dataDir, folder)), folder).toBe(false)
  expect([...(await applicationDocuments(target)).values()].flat().length).toBeGreaterThan(0)

  // The bucket now holds files: refused, then moved aside with --replace.
  const refused = await restoreBackup(target, file).then(
    () => null,
    (error: unknown) => error,
  )
  expect(refused).toBeInstanceOf(TargetNotEmpty)
  const { movedAside } = await restoreBackup(target, file, { replace: true, now: () => new Date('2026-03-01T04:00:00Z') })
  expect(movedAside).toContain('the bucket campus-backup-target under before-restore-20260301t040000z/')
  expect(await fileSums(target)).toEqual(sourceSums)
  expect((await targetBucket.keys('before-restore-20260301t040000z/')).map((key) => key.replace(/^[^/]+\//, ''))).toEqual(Object.keys(sourceSums))
})
