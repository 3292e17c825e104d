import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import type { CollectionBeforeOperationHook, CollectionConfig, Field, PayloadRequest } from 'payload'

import { publicContentAccess } from '@/services/access'
import { getEnv } from '@/settings'
import { expireCollectionAfterChange, expireCollectionAfterDelete } from '@/model/hooks/expireOnSave'
import { scanStaffUpload } from '@/model/collections/kinds/upload/hooks/scanStaffUpload'

import { focalPointAsUploadEdit } from './hooks/focalPoint'

/**
 * Files are stored under a generated name: names chosen by people collide when
 * two uploads carry the same one. The name the file came with is kept in
 * `original_filename` for display.
 */
const storeUnderGeneratedName: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const file = req.file
  if ((operation === 'create' || operation === 'update') && file) {
    const original = file.name
    file.name = `${randomUUID()}${path.extname(original).toLowerCase()}`
    if (args.data && typeof args.data === 'object') {
      ;(args.data as Record<string, unknown>).original_filename = original
    }
  }
  return args
}

const originalFilenameField: Field = {
  name: 'original_filename',
  type: 'text',
  admin: { readOnly: true, description: 'The name the file had when it was uploaded.' },
}

type UploadConfig = Exclude<CollectionConfig['upload'], boolean | undefined>
type FileHandler = NonNullable<UploadConfig['handlers']>[number]

type UploadOptions = {
  slug: string
  folder: string
  mimeTypes: string[]
  fields: Field[]
  group?: string
  imageSizes?: UploadConfig['imageSizes']
  useAsTitle?: string
}

/**
 * Payload answers 500 for a file name that is not on the disk; the visitor
 * asked for something that does not exist, which is a 404.
 */
function notFoundWhenMissing(staticDir: string): FileHandler {
  const handler = async (_req: PayloadRequest, { params }: { params: { filename: string } }) => {
    const target = path.resolve(staticDir, params.filename)
    const inside = target.startsWith(path.resolve(staticDir) + path.sep)
    const exists = inside && (await fs.stat(target).then((stat) => stat.isFile(), () => false))
    if (!exists) return Response.json({ errors: [{ message: 'File not found.' }] }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  }
  return handler as FileHandler
}

/**
 * A public upload collection stored in DATA_DIR/<folder>, or with S3_BUCKET
 * under <folder>/ in the bucket (src/services/storage/payloadStorage.ts moves it there).
 */
export function publicUploadCollection(options: UploadOptions): CollectionConfig {
  const { dataDir, s3 } = getEnv()
  const staticDir = path.join(dataDir, options.folder)
  return {
    slug: options.slug,
    custom: { storageFolder: options.folder },
    access: publicContentAccess,
    admin: { group: options.group ?? 'Files', useAsTitle: options.useAsTitle },
    upload: {
      staticDir,
      mimeTypes: options.mimeTypes,
      // In a bucket, the S3 adapter's own handler answers 404 for a missing file.
      handlers: s3 ? [] : [notFoundWhenMissing(staticDir)],
      imageSizes: options.imageSizes,
    },
    fields: [...options.fields, originalFilenameField],
    hooks: {
      // The virus scan first: before the file is renamed, sized or stored (src/model/collections/kinds/upload/hooks/scanStaffUpload.ts).
      beforeOperation: [scanStaffUpload, storeUnderGeneratedName, ...(options.imageSizes ? [focalPointAsUploadEdit] : [])],
      afterChange: [expireCollectionAfterChange],
      afterDelete: [expireCollectionAfterDelete],
    },
  }
}
