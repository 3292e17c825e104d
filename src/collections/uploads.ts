import { randomUUID } from 'node:crypto'
import path from 'node:path'

import type { CollectionBeforeOperationHook, CollectionConfig, Field } from 'payload'

import { publicContentAccess } from '@/access'
import { getEnv } from '@/env'
import { revalidateCollectionAfterChange, revalidateCollectionAfterDelete } from '@/hooks/revalidate'

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

export const originalFilenameField: Field = {
  name: 'original_filename',
  type: 'text',
  admin: { readOnly: true, description: 'The name the file had when it was uploaded.' },
}

type UploadOptions = {
  slug: string
  folder: string
  mimeTypes: string[]
  fields: Field[]
  group?: string
  imageSizes?: NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>>['imageSizes']
  useAsTitle?: string
}

/** A public upload collection stored in DATA_DIR/<folder>. */
export function publicUploadCollection(options: UploadOptions): CollectionConfig {
  return {
    slug: options.slug,
    access: publicContentAccess,
    admin: { group: options.group ?? 'Files', useAsTitle: options.useAsTitle },
    upload: {
      staticDir: path.join(getEnv().dataDir, options.folder),
      mimeTypes: options.mimeTypes,
      imageSizes: options.imageSizes,
    },
    fields: [...options.fields, originalFilenameField],
    hooks: {
      beforeOperation: [storeUnderGeneratedName],
      afterChange: [revalidateCollectionAfterChange],
      afterDelete: [revalidateCollectionAfterDelete],
    },
  }
}
