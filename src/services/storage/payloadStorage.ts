/**
 * Payload's own S3 adapter for every upload collection: with S3_BUCKET set,
 * uploads and their picture sizes go to `<folder>/<name>` in the bucket and
 * are read back through Payload's file route (/api/<collection>/file/<name>),
 * which applies the collection's read access; the bucket's address is never
 * handed out and no object gets an ACL. Without S3_BUCKET, the plugin only
 * adds its two columns, so one set of migrations serves both set-ups.
 */
import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, Plugin } from 'payload'

import type { S3Settings } from '@/settings'

import { s3ClientConfig } from './fileStore'

export function objectStoragePlugin(s3: S3Settings | undefined, collections: CollectionConfig[]): Plugin {
  const uploads = collections.filter((collection) => collection.upload)
  return s3Storage({
    enabled: s3 !== undefined,
    alwaysInsertFields: true,
    bucket: s3?.bucket ?? 'none',
    config: s3 ? s3ClientConfig(s3) : {},
    collections: Object.fromEntries(
      uploads.map((collection) => [
        collection.slug,
        {
          prefix: String(collection.custom?.storageFolder ?? collection.slug),
          // The address Payload gives on disk too: the adapter's own adds ?prefix=, and Next's image
          // optimiser refuses local addresses with a query it was not told about.
          generateFileURL: ({ filename }: { filename: string }) => `/api/${collection.slug}/file/${encodeURIComponent(filename)}`,
        },
      ]),
    ),
  })
}
